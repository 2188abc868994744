import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInViewer, type SignedInViewer } from '../session/viewer';
import { StreamRenewBody, StreamRenewResponse } from '../../../contract/schemas/playback';
import type { StreamsService } from './streams.service';

// The player's stream lease (issue 15): a heartbeat while it plays (which counts the watching
// for coins, issue 46), a release when it stops or when the user stops another screen to watch here.

const Params = z.object({ leaseId: z.string().uuid() });
const Answer = z.object({ status: z.literal('success') });
const secured = { tags: ['playback'], security: [{ authToken: [] }] };

export interface StreamsRoutesOptions {
  service: StreamsService;
  /** After a renewal: the coins the watching it counted earned, if any (the rewards module). */
  onRenewed?: (viewer: SignedInViewer, input: { leaseId: string; playedSeconds?: number }) => Promise<{ coins: number } | null>;
  /** After a renewal: the lease's fresh media grant (the playback module). */
  renewGrant?: (viewer: SignedInViewer, leaseId: string, contentId: number) => Promise<{ token: string; scope: string } | null>;
}

export const streamsRoutes: FastifyPluginAsyncZod<StreamsRoutesOptions> = async (app, { service, onRenewed, renewGrant }) => {
  app.put(
    '/api/v2/secured/streams/:leaseId',
    {
      schema: {
        ...secured,
        description:
          "Renews a stream lease (the player, every heartbeat_seconds, with the seconds it played since the last); answers the lease's fresh media grant and the coins a MZaalo member's watching earned; 404 STREAM_STOPPED once it lapsed or was stopped.",
        params: Params,
        body: StreamRenewBody,
        response: { 200: StreamRenewResponse },
      },
    },
    async (request) => {
      const viewer = await signedInViewer(request);
      const { contentId } = await service.renew(request.params.leaseId, viewer.session.sessionId);
      const grant = await renewGrant?.(viewer, request.params.leaseId, contentId);
      // the renewal stands whatever the counting of its watching does
      const earned = await onRenewed?.(viewer, { leaseId: request.params.leaseId, playedSeconds: request.body?.played_seconds }).catch(
        (error: unknown) => {
          request.log.error({ err: error }, 'A heartbeat did not count its watching');
          return null;
        },
      );
      return { status: 'success' as const, ...(earned ? { coins: earned.coins } : {}), ...(grant ? { media_grant: grant } : {}) };
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
