import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlaybackService } from './playback.service';
import { viewerPlanOf } from './entitlements';
import { DEFAULT_COUNTRY } from '../../../lib/constants';
import { ProfilesParams, ProfilesQuery, ProfilesResponse } from './playback.schemas';

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
    const session = await request.getSession();
    const deviceId = request.cookies.device_id ?? headerValue(request.headers['x-device-id']) ?? request.query.device_id;
    const country = request.query.client_country_code ?? headerValue(request.headers['x-country']) ?? request.cookies.country ?? DEFAULT_COUNTRY;
    reply.header('cache-control', 'private, no-store');
    return service.profiles(request.params.contentId, {
      authToken: session?.token,
      deviceId,
      plan: session ? viewerPlanOf(session.user.activeUserPlan) : 'visitor',
      country,
    });
  });
};

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
