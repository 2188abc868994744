import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AnswerCache } from '../../platform/cached-answer';
import type { ItemProgressLookup, WatchlistLookup } from './catalogue.ports';
import type { CatalogueService } from './catalogue.service';
import { ceilingOf } from './maturity-ceiling';
import {
  AssetDetailResponse,
  CarouselQuery,
  CarouselResponse,
  ImageQuery,
  LanguageQuery,
  LanguageResponse,
  MenuQuery,
  MenuResponse,
  PlaylistByLocationQuery,
  PlaylistQuery,
  PlaylistResponse,
  PlaylistsAllQuery,
  PlaylistsAllResponse,
  ProvidersQuery,
  ProvidersResponse,
} from '../../../contract/schemas/catalogue';

const tags = ['catalogue'];

export interface CatalogueRoutesOptions {
  service: CatalogueService;
  /** The catalogue's answers as sent: serialized once, with their ETag. */
  answers: AnswerCache;
  itemProgress?: ItemProgressLookup;
  watchlisted?: WatchlistLookup;
}

export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (
  app,
  { service, answers, itemProgress, watchlisted },
) => {
  /** spec 001 §7: the signed-in user who asks for their progress (progress=all) or watchlist (watchlist=all) on the rows, if any. */
  async function userWanting(request: FastifyRequest, wanted: { progress?: string; watchlist?: string }): Promise<string | null> {
    if (!(wanted.progress === 'all' && itemProgress) && !(wanted.watchlist === 'all' && watchlisted)) return null;
    return (await request.getSession())?.profile.id ?? null;
  }

  /** Rows are cached for everyone, so the user's progress and watchlist are laid over a copy per request. */
  /** A page's rows (all of them, or those at one position), with the user's progress and watchlist marks when asked for. */
  async function rows(
    request: FastifyRequest,
    reply: FastifyReply,
    query: z.infer<typeof PlaylistByLocationQuery> | z.infer<typeof PlaylistsAllQuery>,
  ) {
    const ceiling = await ceilingOf(request);
    const load = () =>
      service.playlists({
        page: query.page,
        location: query.location,
        position: 'position' in query ? query.position : undefined,
        start: query.start,
        rows: query.rows,
        contentLimit: query.content_limit,
        imgQuality: query.img_quality,
        ceiling,
      });
    const profileId = await userWanting(request, query);
    if (!profileId) return answers.send(request, reply, load);
    return withUserData(profileId, query, JSON.parse((await answers.get(request, reply, load)).body) as PlaylistsAllResponse);
  }

  async function withUserData(
    userId: string,
    wanted: { progress?: string; watchlist?: string },
    answer: PlaylistsAllResponse,
  ): Promise<PlaylistsAllResponse> {
    const items = answer.data.flatMap((row) => row.contents);
    const [progress, onWatchlist] = await Promise.all([
      wanted.progress === 'all' && itemProgress ? itemProgress(userId, items) : Promise.resolve([]),
      wanted.watchlist === 'all' && watchlisted
        ? watchlisted(userId, [...new Set(items.map((item) => item.asset_id))])
        : Promise.resolve(null),
    ]);
    let index = 0;
    return {
      ...answer,
      data: answer.data.map((row) => ({
        ...row,
        contents: row.contents.map((item) => {
          const found = progress[index++];
          return {
            ...item,
            ...(found ? { progress: found } : {}),
            ...(onWatchlist ? { in_watchlist: onWatchlist.has(item.asset_id) } : {}),
          };
        }),
      })),
    };
  }

  // GET /api/v2/catalog/content/carousel – the home page's hero slides
  app.get(
    '/api/v2/catalog/content/carousel',
    {
      schema: { tags, querystring: CarouselQuery, response: { 200: CarouselResponse } },
    },
    async (request, reply) => {
      const ceiling = await ceilingOf(request);
      return answers.send(request, reply, async () => ({ data: await service.carousel(ceiling, request.query.img_quality) }));
    },
  );

  // GET /api/v2/catalog/playlists-all – the editorial rows of a page
  app.get(
    '/api/v2/catalog/playlists-all',
    {
      schema: { tags, querystring: PlaylistsAllQuery, response: { 200: PlaylistsAllResponse } },
    },
    async (request, reply) => rows(request, reply, request.query),
  );

  // GET /api/v2/catalog/playlist – the rows at a page, location and position
  app.get(
    '/api/v2/catalog/playlist',
    {
      schema: { tags, querystring: PlaylistByLocationQuery, response: { 200: PlaylistsAllResponse } },
    },
    async (request, reply) => rows(request, reply, request.query),
  );

  // GET /api/v2/catalog/playlist/{id} – one row with its items, paged by start and rows
  app.get(
    '/api/v2/catalog/playlist/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: PlaylistQuery,
        response: { 200: PlaylistResponse },
      },
    },
    async (request, reply) => {
      const { params, query } = request;
      const ceiling = await ceilingOf(request);
      return answers.send(request, reply, async () => ({
        data: await service.playlist(params.id, ceiling, query.start, query.rows, query.img_quality),
      }));
    },
  );

  // GET /api/v2/v1/catalog/menu – assets and genres for a header menu
  app.get(
    '/api/v2/v1/catalog/menu',
    {
      schema: { tags, querystring: MenuQuery, response: { 200: MenuResponse } },
    },
    async (request, reply) => {
      const ceiling = await ceilingOf(request);
      return answers.send(request, reply, () => service.menu(request.query.type, ceiling));
    },
  );

  // GET /api/v2/catalog/tv/providers – TV providers (provider_name, provider_code)
  app.get(
    '/api/v2/catalog/tv/providers',
    {
      schema: { tags, querystring: ProvidersQuery, response: { 200: ProvidersResponse } },
    },
    async () => ({ data: await service.providers() }),
  );

  // GET /api/v2/catalog/language – languages with titles, in the preferred order
  app.get(
    '/api/v2/catalog/language',
    {
      schema: { tags, querystring: LanguageQuery, response: { 200: LanguageResponse } },
    },
    async (request) => {
      const { query } = request;
      return { data: await service.languages(query.content_types, query.asset_type, await ceilingOf(request), query.limit) };
    },
  );

  // GET /api/v2/catalog/asset/{assetId} – an asset's page: details, cast, contents, related (403 NOT_ON_PROFILE above the ceiling)
  app.get(
    '/api/v2/catalog/asset/:assetId',
    {
      schema: {
        tags,
        description:
          "Details of one asset for its page. The spec leaves this path open; it is ours. A title above the viewer's maturity ceiling (the profile's, or `maturity`) answers 403 NOT_ON_PROFILE.",
        params: z.object({ assetId: z.coerce.number().int().positive() }),
        querystring: ImageQuery,
        response: { 200: AssetDetailResponse },
      },
    },
    async (request, reply) => {
      const { params, query } = request;
      const ceiling = await ceilingOf(request);
      return answers.send(request, reply, async () => ({ data: await service.asset(params.assetId, ceiling, query.img_quality) }));
    },
  );
};
