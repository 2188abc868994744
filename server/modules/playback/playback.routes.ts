import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../session/session.guard';
import { ceilingOf } from '../catalogue/maturity-ceiling';
import type { PlaybackService } from './playback.service';
import { z } from 'zod';
import {
  ContinueWatchingResponse,
  LiveProfileParams,
  LiveProfileQuery,
  LiveProfileResponse,
  PlayerLogEntry,
  ProfilesParams,
  ProfilesQuery,
  ProfilesResponse,
  ProgressBody,
  ProgressParams,
  ProgressResponse,
} from '../../../contract/schemas/playback';
import { ImgQuality, type CatalogueItem } from '../../../contract/schemas/catalogue';
import type { ItemRow } from '../catalogue/catalogue.repository';

export interface PlaybackRoutesOptions {
  service: PlaybackService;
  /** Formats Continue-watching rows like every other row (the catalogue's formatter). */
  formatItems: (rows: ItemRow[], imgQuality: number) => Promise<CatalogueItem[]>;
}

export const playbackRoutes: FastifyPluginAsyncZod<PlaybackRoutesOptions> = async (app, { service, formatItems }) => {
  // GET /api/v2/catalog/profiles/0.1/{contentId} – signed play URLs for a content
  app.get(
    '/api/v2/catalog/profiles/0.1/:contentId',
    {
      schema: {
        tags: ['playback'],
        description:
          "Signed play URLs. A viewer without access gets 403 with status_code SUBSCRIPTION_REQUIRED and popup_type (svod, avod, avod+svod), GEO_BLOCKED, or NOT_ON_PROFILE for a title above the profile's maturity ceiling.",
        params: ProfilesParams,
        querystring: ProfilesQuery,
        response: { 200: ProfilesResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.profiles(request.params.contentId, await request.viewer(), { nativeHls: request.query.hls === 'native' });
    },
  );

  // PUT /api/v2/secured/user/progress/{contentId} – where the signed-in viewer is in a content
  app.put(
    '/api/v2/secured/user/progress/:contentId',
    {
      schema: {
        tags: ['playback'],
        security: [{ authToken: [] }],
        params: ProgressParams,
        body: ProgressBody,
        response: { 200: ProgressResponse },
      },
    },
    async (request) => {
      const { profile } = await requireSession(request);
      const saved = await service.saveProgress(profile.id, request.params.contentId, request.body.position, request.body.duration);
      return { status: 'success' as const, ...saved };
    },
  );

  // DELETE /api/v2/secured/user/progress/{contentId} – remove from Continue watching, keep the position
  app.delete(
    '/api/v2/secured/user/progress/:contentId',
    {
      schema: {
        tags: ['playback'],
        security: [{ authToken: [] }],
        params: ProgressParams,
        response: { 200: z.object({ status: z.literal('success') }) },
      },
    },
    async (request) => {
      const { profile } = await requireSession(request);
      await service.hideProgress(profile.id, request.params.contentId);
      return { status: 'success' as const };
    },
  );

  // GET /api/v2/secured/user/continue-watching – unfinished titles, most recent first
  app.get(
    '/api/v2/secured/user/continue-watching',
    {
      schema: {
        tags: ['playback'],
        security: [{ authToken: [] }],
        querystring: z.object({ img_quality: ImgQuality, rows: z.coerce.number().int().min(1).max(50).default(20) }),
        response: { 200: ContinueWatchingResponse },
      },
    },
    async (request) => {
      const { profile } = await requireSession(request);
      const rows = await service.continueWatching(profile.id, await ceilingOf(request), request.query.rows);
      const items = await formatItems(
        rows.map(({ asset, content }) => ({ asset, content })),
        request.query.img_quality,
      );
      return {
        data: items.map((item, index) => ({
          ...item,
          progress: {
            progress: rows[index].progress.positionSeconds,
            completed: rows[index].progress.completed,
            duration: rows[index].progress.durationSeconds,
          },
        })),
      };
    },
  );

  // POST /api/v2/player/log – one player event (spec 001 §3 payload); 404 when logs are off
  app.post(
    '/api/v2/player/log',
    {
      schema: { tags: ['playback'], body: PlayerLogEntry, response: { 201: z.object({ status: z.literal('success') }) } },
    },
    async (request, reply) => {
      await service.savePlayerLog(request.body, { ip: request.ip, userAgent: headerValue(request.headers['user-agent']) ?? 'NA' });
      return reply.status(201).send({ status: 'success' as const });
    },
  );

  // GET /api/v2/livetv/profile/{contentId} – a live channel's signed stream with now and next
  app.get(
    '/api/v2/livetv/profile/:contentId',
    {
      schema: {
        tags: ['playback'],
        description: 'contentId is the live channel id. Refusals as for profiles.',
        params: LiveProfileParams,
        querystring: LiveProfileQuery,
        response: { 200: LiveProfileResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.liveProfile(request.params.contentId, await request.viewer());
    },
  );
};

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
