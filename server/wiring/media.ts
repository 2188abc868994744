import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createArtworkRasters } from '../platform/artwork-raster';
import { mediaRoutes } from '../modules/media/media.routes';
import { createMediaRepository } from '../modules/media/media.repository';
import { putFolder } from '../modules/media/media.publish';
import { createIngestRepository } from '../modules/media-ingest/ingest.repository';
import { createIngestService } from '../modules/media-ingest/ingest.service';
import { ingestRoutes } from '../modules/media-ingest/ingest.routes';
import type { Parts } from './parts';

/** The signed media files and artwork. */
export async function wireMedia(app: FastifyInstance, { config, db, now, signer, mediaFiles }: Parts): Promise<void> {
  await app.register(mediaRoutes, {
    signer,
    files: mediaFiles,
    repository: createMediaRepository(db),
    rasters: createArtworkRasters({
      dir: path.resolve(config.rootDir, config.ARTWORK_CACHE_DIR),
      onKeepError: (error) => app.log.warn({ err: error }, 'a drawn artwork raster could not be kept on disk'),
    }),
    now,
  });
}

/** Media ingest: the operator's calls queue it, this origin's worker packages and publishes it. */
export async function wireIngest(app: FastifyInstance, { config, db, jobs, mediaStorage }: Parts): Promise<void> {
  const repository = createIngestRepository(db);
  await app.register(ingestRoutes, {
    service: createIngestService({
      repository,
      mediaDir: path.resolve(config.rootDir, config.MEDIA_DIR),
      // on object storage the media route reads the bucket: the title's folder goes there too
      publish: mediaStorage.kind === 'local' ? undefined : (localDir, folder) => putFolder(mediaStorage, localDir, folder),
      log: (line) => app.log.info({ job: 'media-ingest' }, line),
    }),
    repository,
    jobs,
    token: config.MEDIA_INGEST_TOKEN,
  });
}
