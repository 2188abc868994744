import { and, asc, eq, gt, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { assets, contents, liveChannels, media, mediaRenditions, programmes } from '../../db/schema';
import { CONTENT_TYPE } from '../../../lib/constants';

export function createPlaybackRepository(db: Db) {
  return {
    async playableContent(contentId: number) {
      const [row] = await db
        .select({ content: contents, asset: assets, media })
        .from(contents)
        .innerJoin(assets, eq(assets.id, contents.assetId))
        .innerJoin(media, eq(media.id, contents.mediaId))
        .where(eq(contents.id, contentId))
        .limit(1);
      return row;
    },

    async liveChannel(channelId: number) {
      const [row] = await db
        .select({ channel: liveChannels, asset: assets, media })
        .from(liveChannels)
        .innerJoin(assets, eq(assets.id, liveChannels.assetId))
        .innerJoin(media, eq(media.id, liveChannels.mediaId))
        .where(eq(liveChannels.id, channelId))
        .limit(1);
      return row;
    },

    /** The programme on air at `at` and the ones after it. */
    async guideAround(channelId: number, at: Date, count: number) {
      return db
        .select()
        .from(programmes)
        .where(and(eq(programmes.channelId, channelId), gt(programmes.endTime, at)))
        .orderBy(asc(programmes.startTime))
        .limit(count);
    },

    async renditions(mediaId: number) {
      return db.select().from(mediaRenditions).where(eq(mediaRenditions.mediaId, mediaId)).orderBy(asc(mediaRenditions.quality));
    },

    /** The playable contents of an asset in play order (trailers left out). */
    async playOrder(assetId: number) {
      return db
        .select({ id: contents.id, title: contents.title })
        .from(contents)
        .where(and(eq(contents.assetId, assetId), isNotNull(contents.mediaId), ne(contents.contentTypeId, CONTENT_TYPE.trailer)))
        .orderBy(asc(contents.seasonNumber), asc(contents.episodeNumber), asc(contents.position), asc(contents.id));
    },
  };
}
export type PlaybackRepository = ReturnType<typeof createPlaybackRepository>;
