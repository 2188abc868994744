import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlaybackService, Viewer } from './playback.service';
import { viewerPlanOf } from './entitlements';
import { DEFAULT_COUNTRY } from '../../../lib/constants';
import { LiveProfileParams, LiveProfileQuery, LiveProfileResponse, ProfilesParams, ProfilesQuery, ProfilesResponse } from './playback.schemas';
import type { FastifyRequest } from 'fastify';

export const playbackRoutes: FastifyPluginAsyncZod<{ service: PlaybackService }> = async (app, { service }) => {
  // GET /api/v2/catalog/profiles/0.1/{contentId} – signed play URLs for a content
  app.get('/api/v2/catalog/profiles/0.1/:contentId', {
    schema: {
      tags: ['playback'],
      description: 'Signed play URLs. A viewer without access gets 403 with status_code SUBSCRIPTION_REQUIRED and popup_type (svod, avod, avod+svod), or GEO_BLOCKED.',
      params: ProfilesParams,
      querystring: ProfilesQuery,
      response: { 200: ProfilesResponse },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.profiles(request.params.contentId, await viewerOf(request, request.query));
  });

  // GET /api/v2/livetv/profile/{contentId} – a live channel's signed stream with now and next
  app.get('/api/v2/livetv/profile/:contentId', {
    schema: {
      tags: ['playback'],
      description: 'contentId is the live channel id. Refusals as for profiles.',
      params: LiveProfileParams,
      querystring: LiveProfileQuery,
      response: { 200: LiveProfileResponse },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.liveProfile(request.params.contentId, await viewerOf(request, request.query));
  });
};

/** Who is asking: session or device, plan, and country (query, header, then cookie). */
async function viewerOf(request: FastifyRequest, query: { device_id?: string; client_country_code?: string }): Promise<Viewer> {
  const session = await request.getSession();
  return {
    authToken: session?.token,
    deviceId: request.cookies.device_id ?? headerValue(request.headers['x-device-id']) ?? query.device_id,
    plan: session ? viewerPlanOf(session.user.activeUserPlan) : 'visitor',
    country: query.client_country_code ?? headerValue(request.headers['x-country']) ?? request.cookies.country ?? DEFAULT_COUNTRY,
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
