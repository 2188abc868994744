import { and, asc, desc, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { assets, contents, liveChannels, media, mediaRenditions, playbackProgress, playerLogs, programmes } from '../../db/schema';
import { CONTENT_TYPE } from '../../../contract/constants';
import { assetsWithin } from '../catalogue/maturity-ceiling';

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

    async progressOf(profileId: string, contentId: number) {
      const [row] = await db
        .select()
        .from(playbackProgress)
        .where(and(eq(playbackProgress.profileId, profileId), eq(playbackProgress.contentId, contentId)))
        .limit(1);
      return row;
    },

    /** The user's saved positions in these contents or in any content of these assets, most recent first. */
    async progressAmong(profileId: string, contentIds: number[], assetIds: number[]) {
      if (contentIds.length === 0 && assetIds.length === 0) return [];
      return db
        .select()
        .from(playbackProgress)
        .where(
          and(
            eq(playbackProgress.profileId, profileId),
            or(
              contentIds.length > 0 ? inArray(playbackProgress.contentId, contentIds) : undefined,
              assetIds.length > 0 ? inArray(playbackProgress.assetId, assetIds) : undefined,
            ),
          ),
        )
        .orderBy(desc(playbackProgress.updatedAt));
    },

    /** One row per user and content; a new report brings a hidden item back to Continue watching. */
    async saveProgress(row: {
      profileId: string;
      contentId: number;
      assetId: number;
      positionSeconds: number;
      durationSeconds: number;
      completed: boolean;
    }) {
      await db
        .insert(playbackProgress)
        .values({ ...row, hidden: false, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: [playbackProgress.profileId, playbackProgress.contentId],
          set: {
            positionSeconds: row.positionSeconds,
            durationSeconds: row.durationSeconds,
            completed: row.completed,
            hidden: false,
            updatedAt: new Date(),
          },
        });
    },

    async hideProgress(profileId: string, contentId: number): Promise<boolean> {
      const updated = await db
        .update(playbackProgress)
        .set({ hidden: true })
        .where(and(eq(playbackProgress.profileId, profileId), eq(playbackProgress.contentId, contentId)))
        .returning({ contentId: playbackProgress.contentId });
      return updated.length > 0;
    },

    /** Unfinished, not hidden, within the maturity ceiling (a rank), most recent first. */
    async continueWatching(profileId: string, ceiling: number, limit: number) {
      return db
        .select({ progress: playbackProgress, asset: assets, content: contents })
        .from(playbackProgress)
        .innerJoin(assets, eq(assets.id, playbackProgress.assetId))
        .innerJoin(contents, eq(contents.id, playbackProgress.contentId))
        .where(
          and(
            eq(playbackProgress.profileId, profileId),
            eq(playbackProgress.hidden, false),
            eq(playbackProgress.completed, false),
            sql`${playbackProgress.positionSeconds} > 0`,
            assetsWithin(ceiling),
          ),
        )
        .orderBy(desc(playbackProgress.updatedAt))
        .limit(limit);
    },

    async contentAsset(contentId: number) {
      const [row] = await db
        .select({ assetId: contents.assetId, duration: contents.durationSeconds })
        .from(contents)
        .where(eq(contents.id, contentId))
        .limit(1);
      return row;
    },

    async insertPlayerLog(row: typeof playerLogs.$inferInsert) {
      await db.insert(playerLogs).values(row);
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
