import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ImageQuery, PlaylistsAllResponse } from '../../../contract/schemas/catalogue';
import type { AnswerCache } from '../../platform/cached-answer';
import { ceilingOf } from '../catalogue/maturity-ceiling';
import type { BrowseService } from './browse.service';
import {
  AssetsQuery,
  AssetsResponse,
  GenresQuery,
  GenresResponse,
  LiveQuery,
  LiveResponse,
  PersonResponse,
  PlaylistMobilePageQuery,
  ProviderResponse,
  StarsQuery,
  StarsResponse,
} from '../../../contract/schemas/browse';

const tags = ['catalogue'];

export const browseRoutes: FastifyPluginAsyncZod<{ service: BrowseService; answers: AnswerCache }> = async (app, { service, answers }) => {
  // GET /api/v2/catalog/person/{id} – a star's profile and credits
  app.get(
    '/api/v2/catalog/person/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: ImageQuery,
        response: { 200: PersonResponse },
      },
    },
    async (request, reply) => {
      const ceiling = await ceilingOf(request);
      return answers.send(request, reply, async () => ({
        data: await service.person({ id: request.params.id }, ceiling, request.query.img_quality),
      }));
    },
  );

  // GET /api/v2/catalog/people/{slug} – the same, by name slug (the /people/{personSlug} page)
  app.get(
    '/api/v2/catalog/people/:slug',
    {
      schema: { tags, params: z.object({ slug: z.string().min(1).max(200) }), querystring: ImageQuery, response: { 200: PersonResponse } },
    },
    async (request, reply) => {
      const ceiling = await ceilingOf(request);
      return answers.send(request, reply, async () => ({
        data: await service.person({ slug: request.params.slug }, ceiling, request.query.img_quality),
      }));
    },
  );

  // GET /api/v2/catalog/stars – stars, most popular first
  app.get(
    '/api/v2/catalog/stars',
    {
      schema: { tags, querystring: StarsQuery, response: { 200: StarsResponse } },
    },
    async (request, reply) => {
      const { query } = request;
      return answers.send(request, reply, () => service.stars(query.start, query.rows, query.img_quality));
    },
  );

  // GET /api/v2/catalog/genres – genres with their asset counts, by kind or asset type
  app.get(
    '/api/v2/catalog/genres',
    {
      schema: { tags, querystring: GenresQuery, response: { 200: GenresResponse } },
    },
    async (request, reply) => {
      const { query } = request;
      const ceiling = await ceilingOf(request);
      return answers.send(request, reply, async () => ({ data: await service.genres(ceiling, query.kind, query.asset_type) }));
    },
  );

  // GET /api/v2/catalog/assets – assets of one type by genre, language, audio languages or provider, popular or new first
  app.get(
    '/api/v2/catalog/assets',
    {
      schema: { tags, querystring: AssetsQuery, response: { 200: AssetsResponse } },
    },
    async (request, reply) => {
      const { query } = request;
      const ceiling = await ceilingOf(request);
      return answers.send(request, reply, () =>
        service.assets({
          assetType: query.asset_type,
          genreId: query.genre_id,
          language: query.language,
          audioLanguages: query.audio_languages,
          provider: query.provider,
          sort: query.sort,
          start: query.start,
          rows: query.rows,
          imgQuality: query.img_quality,
          ceiling,
        }),
      );
    },
  );

  // GET /api/v2/catalog/tv/provider/{code} – a TV provider's shows and channels with now and next
  app.get(
    '/api/v2/catalog/tv/provider/:code',
    {
      schema: { tags, params: z.object({ code: z.string().min(1).max(40) }), querystring: ImageQuery, response: { 200: ProviderResponse } },
    },
    async (request) => ({ data: await service.provider(request.params.code, await ceilingOf(request), request.query.img_quality) }),
  );

  // GET /api/v2/catalog/tv/live – live channels with the programme on now and the next one
  app.get(
    '/api/v2/catalog/tv/live',
    {
      schema: { tags, querystring: LiveQuery, response: { 200: LiveResponse } },
    },
    async (request, reply) => {
      // the guide varies with the viewer's ceiling: a shared cache keeps it apart per session
      reply.header('cache-control', 'public, max-age=30').header('vary', 'cookie, authorization');
      return service.live(request.query.provider, await ceilingOf(request), request.query.img_quality);
    },
  );

  // GET /api/v2/catalog/playlistMobilePage – the rows of a page for phones, paged by start_index
  app.get(
    '/api/v2/catalog/playlistMobilePage',
    {
      schema: { tags, querystring: PlaylistMobilePageQuery, response: { 200: PlaylistsAllResponse } },
    },
    async (request, reply) => {
      const { query } = request;
      const ceiling = await ceilingOf(request);
      return answers.send(request, reply, () =>
        service.playlistMobilePage({
          page: query.page,
          location: query.location,
          position: query.position,
          itemKind: query.playlist_type,
          genreId: query.genre_id,
          start: query.start_index,
          rows: query.rows,
          contentLimit: query.content_limit,
          imgQuality: query.img_quality,
          ceiling,
        }),
      );
    },
  );
};
