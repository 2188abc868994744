import type { FastifyInstance } from 'fastify';
import { createAnswerCache } from '../platform/cached-answer';
import { maturityOf } from '../modules/session/viewer';
import { catalogueRoutes } from '../modules/catalogue/catalogue.routes';
import {
  CATALOGUE_CACHE_NS,
  CATALOGUE_CACHE_TTL_SECONDS,
  createCatalogueService,
  type CatalogueService,
} from '../modules/catalogue/catalogue.service';
import { createItemProgressLookup } from '../modules/playback/item-progress';
import { searchRoutes } from '../modules/search/search.routes';
import { createSearchRepository } from '../modules/search/search.repository';
import { createSearchService } from '../modules/search/search.service';
import { musicRoutes } from '../modules/music/music.routes';
import { createMusicRepository } from '../modules/music/music.repository';
import { createMusicService } from '../modules/music/music.service';
import { browseRoutes } from '../modules/browse/browse.routes';
import { createBrowseRepository } from '../modules/browse/browse.repository';
import { createBrowseService } from '../modules/browse/browse.service';
import { libraryRoutes } from '../modules/library/library.routes';
import { createLibraryService } from '../modules/library/library.service';
import type { Parts } from './parts';

/** The catalogue, search, music and browse; answers the catalogue service the other areas format items with. */
export async function wireCatalogue(app: FastifyInstance, { db, now, cache, signArtwork, repositories }: Parts): Promise<CatalogueService> {
  // their answers are kept as sent (serialized once, with an ETag), in one namespace, apart for each
  // maturity ceiling (the viewer's: the profile's, lowered by a `maturity` parameter), so a kids
  // profile is never sent an answer made for a grown-up, nor the other way round
  const answers = createAnswerCache({
    cache,
    namespace: CATALOGUE_CACHE_NS,
    ttlSeconds: CATALOGUE_CACHE_TTL_SECONDS,
    vary: { of: maturityOf, query: ['maturity'] },
  });
  const catalogueRepository = repositories.catalogue;
  const catalogue = createCatalogueService({ repository: catalogueRepository, signArtwork });
  await app.register(catalogueRoutes, {
    service: catalogue,
    answers,
    itemProgress: createItemProgressLookup(repositories.playback),
    watchlisted: repositories.library.watchlistedAmong,
  });
  await app.register(searchRoutes, { service: createSearchService({ repository: createSearchRepository(db), catalogue }), answers });
  await app.register(musicRoutes, {
    service: createMusicService({ repository: createMusicRepository(db), catalogueRepository, catalogue }),
    answers,
  });
  await app.register(browseRoutes, {
    service: createBrowseService({ repository: createBrowseRepository(db), catalogueRepository, catalogue, now }),
    answers,
  });
  return catalogue;
}

/** The user's lists: the watchlist, favourites and playlists. */
export async function wireLibrary(app: FastifyInstance, { repositories }: Parts, catalogue: CatalogueService): Promise<void> {
  await app.register(libraryRoutes, {
    service: createLibraryService({ repository: repositories.library, formatItems: catalogue.formatItems }),
  });
}
