import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInViewer } from '../session/viewer';
import type { StreamsService } from './streams.service';

// The player's stream lease (issue 15): a heartbeat while it plays, a release when it stops or
// when the user stops another screen to watch here.

const Params = z.object({ leaseId: z.string().uuid() });
const Answer = z.object({ status: z.literal('success') });
const secured = { tags: ['playback'], security: [{ authToken: [] }] };

export const streamsRoutes: FastifyPluginAsyncZod<{ service: StreamsService }> = async (app, { service }) => {
  app.put(
    '/api/v2/secured/streams/:leaseId',
    {
      schema: {
        ...secured,
        description: 'Renews a stream lease (the player, every heartbeat_seconds); 404 STREAM_STOPPED once it lapsed or was stopped.',
        params: Params,
        response: { 200: Answer },
      },
    },
    async (request) => {
      const viewer = await signedInViewer(request);
      await service.renew(request.params.leaseId, viewer.session.sessionId);
      return { status: 'success' as const };
    },
  );

  app.delete(
    '/api/v2/secured/streams/:leaseId',
    {
      schema: {
        ...secured,
        description: "Stops one of the account's streams: this screen's, or another's to free a screen.",
        params: Params,
        response: { 200: Answer },
      },
    },
    async (request) => {
      const viewer = await signedInViewer(request);
      await service.release(request.params.leaseId, viewer.userId);
      return { status: 'success' as const };
    },
  );
};
