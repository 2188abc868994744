import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlaybackService } from './playback.service';
import { ProfilesParams, ProfilesQuery, ProfilesResponse } from './playback.schemas';

export const playbackRoutes: FastifyPluginAsyncZod<{ service: PlaybackService }> = async (app, { service }) => {
  // GET /api/v2/catalog/profiles/0.1/{contentId} – signed play URLs for a content
  app.get('/api/v2/catalog/profiles/0.1/:contentId', {
    schema: { tags: ['playback'], params: ProfilesParams, querystring: ProfilesQuery, response: { 200: ProfilesResponse } },
  }, async (request, reply) => {
    const session = await request.getSession();
    const deviceId = request.cookies.device_id ?? headerValue(request.headers['x-device-id']) ?? request.query.device_id;
    reply.header('cache-control', 'private, no-store');
    return service.profiles(request.params.contentId, { authToken: session?.token, deviceId });
  });
};

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
