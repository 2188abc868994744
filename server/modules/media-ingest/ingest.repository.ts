import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { assets, contents, media, mediaIngests, mediaRenditions, mediaTracks } from '../../db/schema';
import type { PackageResult } from './ingest.package';

export type IngestStatus = typeof mediaIngests.$inferSelect;

export function createIngestRepository(db: Db) {
  return {
    /** The content an ingest is for, with what decides how it is packaged. */
    async content(contentId: number) {
      const [row] = await db
        .select({ id: contents.id, title: contents.title, contentTypeId: contents.contentTypeId, assetType: assets.assetType })
        .from(contents)
        .innerJoin(assets, eq(assets.id, contents.assetId))
        .where(eq(contents.id, contentId))
        .limit(1);
      return row;
    },

    /**
     * Records a published ingest: the media item at `masterPath` (made or replaced), its rungs and
     * tracks, and the content pointed at it, with the real duration. One transaction: a title
     * plays either its earlier media or all of the new.
     */
    async record(contentId: number, folder: string, result: PackageResult): Promise<number> {
      const at = (file: string) => `${folder}/${file}`;
      return db.transaction(async (tx) => {
        const values = {
          kind: result.kind,
          masterPath: at(result.master),
          durationSeconds: Math.round(result.durationSeconds),
          thumbnailsPath: result.thumbnails ? at(result.thumbnails) : null,
        };
        const [row] = await tx
          .insert(media)
          .values(values)
          .onConflictDoUpdate({ target: media.masterPath, set: values })
          .returning({ id: media.id });
        await tx.delete(mediaRenditions).where(eq(mediaRenditions.mediaId, row.id));
        await tx.delete(mediaTracks).where(eq(mediaTracks.mediaId, row.id));
        await tx.insert(mediaRenditions).values(
          result.variants.map((variant) => ({
            mediaId: row.id,
            quality: variant.quality,
            width: variant.width,
            height: variant.height,
            bandwidth: variant.bandwidth,
            averageBandwidth: variant.averageBandwidth,
            codecs: variant.codecs,
            frameRate: variant.frameRate,
            playlistPath: at(variant.playlist),
          })),
        );
        if (result.tracks.length > 0) {
          await tx.insert(mediaTracks).values(
            result.tracks.map((track) => ({
              mediaId: row.id,
              type: track.type,
              language: track.language,
              name: track.name,
              isDefault: track.isDefault,
              playlistPath: at(track.playlist),
            })),
          );
        }
        await tx
          .update(contents)
          .set({ mediaId: row.id, durationSeconds: Math.round(result.durationSeconds) })
          .where(eq(contents.id, contentId));
        return row.id;
      });
    },

    async createIngest(contentId: number): Promise<IngestStatus> {
      const [row] = await db.insert(mediaIngests).values({ contentId }).returning();
      return row;
    },

    async updateIngest(
      id: string,
      change: Partial<Pick<IngestStatus, 'status' | 'step' | 'progress' | 'speed' | 'etaSeconds' | 'error' | 'mediaId'>>,
    ): Promise<void> {
      await db
        .update(mediaIngests)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(mediaIngests.id, id));
    },

    async ingest(id: string): Promise<IngestStatus | undefined> {
      const [row] = await db.select().from(mediaIngests).where(eq(mediaIngests.id, id)).limit(1);
      return row;
    },
  };
}
export type IngestRepository = ReturnType<typeof createIngestRepository>;
