import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ImageQuery } from '../../../contract/schemas/catalogue';
import type { AnswerCache } from '../../platform/cached-answer';
import { ceilingOf } from '../catalogue/maturity-ceiling';
import type { MusicService } from './music.service';
import {
  AlbumQuery,
  AlbumResponse,
  AlbumsQuery,
  MusicListResponse,
  TopChartQuery,
  TopChartResponse,
  TrackResponse,
  TracksQuery,
} from '../../../contract/schemas/music';

const tags = ['music'];
const IdParams = z.object({ id: z.coerce.number().int().positive() });

export const musicRoutes: FastifyPluginAsyncZod<{ service: MusicService; answers: AnswerCache }> = async (app, { service, answers }) => {
  // GET /api/v2/catalog/music/album/{id} – an album (or music video) with its tracks; max_result 15 by default
  app.get(
    '/api/v2/catalog/music/album/:id',
    {
      schema: { tags, params: IdParams, querystring: AlbumQuery, response: { 200: AlbumResponse } },
    },
    async (request, reply) => {
      const { params, query } = request;
      const ceiling = await ceilingOf(request);
      return answers.send(request, reply, async () => ({
        data: await service.album(params.id, {
          contentType: query.content_type,
          ceiling,
          start: query.start_index,
          maxResult: query.max_result,
          imgQuality: query.img_quality,
        }),
      }));
    },
  );

  // GET /api/v2/catalog/music/track/{id} – one track or music video with its album and people
  app.get(
    '/api/v2/catalog/music/track/:id',
    {
      schema: { tags, params: IdParams, querystring: ImageQuery, response: { 200: TrackResponse } },
    },
    async (request, reply) => {
      const ceiling = await ceilingOf(request);
      return answers.send(request, reply, async () => ({
        data: await service.track(request.params.id, ceiling, request.query.img_quality),
      }));
    },
  );

  // GET /api/v2/catalog/music/topchart – the charts (list) or one chart's entries (chart_id), paged by start and rows
  app.get(
    '/api/v2/catalog/music/topchart',
    {
      schema: { tags, querystring: TopChartQuery, response: { 200: TopChartResponse } },
    },
    async (request, reply) => {
      const { query } = request;
      const ceiling = await ceilingOf(request);
      return answers.send(request, reply, async () => ({
        data: await service.topCharts({
          chartId: query.chart_id,
          kind: query.type,
          ceiling,
          start: query.start,
          rows: query.rows,
          imgQuality: query.img_quality,
        }),
      }));
    },
  );

  // GET /api/v2/catalog/music/albums – albums (content_type_id 4) or music videos (3), newest or popular first
  app.get(
    '/api/v2/catalog/music/albums',
    {
      schema: { tags, querystring: AlbumsQuery, response: { 200: MusicListResponse } },
    },
    async (request, reply) => {
      const { query } = request;
      const ceiling = await ceilingOf(request);
      return answers.send(request, reply, () =>
        service.albums({
          contentTypeId: query.content_type_id,
          ceiling,
          genreId: query.genre_id,
          language: query.language,
          popular: query.popular === 'true',
          start: query.start_index,
          maxResult: query.max_result,
          imgQuality: query.img_quality,
        }),
      );
    },
  );

  // GET /api/v2/catalog/music/tracks – tracks (content_type 4) or music videos (3); 20 by default
  app.get(
    '/api/v2/catalog/music/tracks',
    {
      schema: { tags, querystring: TracksQuery, response: { 200: MusicListResponse } },
    },
    async (request, reply) => {
      const { query } = request;
      const ceiling = await ceilingOf(request);
      return answers.send(request, reply, () =>
        service.tracks({
          contentType: query.content_type,
          ceiling,
          genreType: query.genre_type,
          popular: query.popular === 'true',
          ascending: query.order === 'asc',
          start: query.start_index,
          maxResult: query.max_result,
          imgQuality: query.img_quality,
        }),
      );
    },
  );
};
