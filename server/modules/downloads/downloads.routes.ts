import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInViewer } from '../session/viewer';
import type { DownloadsService } from './downloads.service';
import {
  ChallengeResponse,
  ContentParams,
  CreateLicenceBody,
  DeleteLicenceResponse,
  DownloadOptionsResponse,
  LicenceParams,
  LicenceResponse,
  PublicKey,
  SyncBody,
  SyncResponse,
} from '../../../contract/schemas/downloads';

// Downloads (issue 19): the quality choice, licences, and the sync each browser makes while online.

const tags = ['downloads'];
const secured = { tags, security: [{ authToken: [] }] };

export const downloadsRoutes: FastifyPluginAsyncZod<{ service: DownloadsService }> = async (app, { service }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  // GET /api/v2/secured/downloads/options/{contentId} – may this user download it, in which qualities, how large
  app.get(
    '/api/v2/secured/downloads/options/:contentId',
    {
      schema: {
        ...secured,
        description:
          "Whether the user's plan includes downloads (else the message to show: 'Downloads come with Premium'), the title's rungs with their size, the remembered quality and the account's limits.",
        params: ContentParams,
        response: { 200: DownloadOptionsResponse },
      },
    },
    async (request) => service.options(request.params.contentId, await signedInViewer(request)),
  );

  // POST /api/v2/secured/downloads/licences – a licence for this device and signed URLs of the chosen rung
  app.post(
    '/api/v2/secured/downloads/licences',
    {
      schema: {
        ...secured,
        description:
          "Issues the licence of a title on this device and signs its master; the answer names the chosen rung and the bytes its download stores. The device is the browser's download key, proved by `device`: its signature over a challenge from POST /api/v2/downloads/challenge (403 DEVICE_PROOF when it does not hold, 400 DEVICE_PROOF_EXPIRED when the challenge is stale). Asked again, it hands back the same licence with a fresh URL (to resume) or renews an expired one. 403 DOWNLOADS_NOT_INCLUDED, 409 DOWNLOAD_LIMIT (titles per account) or DOWNLOAD_DEVICES (devices per account).",
        body: CreateLicenceBody,
        response: { 200: LicenceResponse },
      },
    },
    async (request) => service.issue(request.body.content_id, request.body.quality, request.body.device, await signedInViewer(request)),
  );

  // DELETE /api/v2/secured/downloads/licences/{licenceId} – the user deleted a download
  app.delete(
    '/api/v2/secured/downloads/licences/:licenceId',
    {
      schema: {
        ...secured,
        description: 'Ends a licence (the user deleted the download).',
        params: LicenceParams,
        response: { 200: DeleteLicenceResponse },
      },
    },
    async (request) => {
      await service.remove(request.params.licenceId, await signedInViewer(request));
      return { status: 'success' as const };
    },
  );

  // POST /api/v2/downloads/sync – renews, records offline first plays, revokes
  app.post(
    '/api/v2/downloads/sync',
    {
      schema: {
        tags,
        // signed in or not: a browser that signed out learns here that its licences ended
        security: [{ authToken: [] }, {}],
        description:
          "The licences this browser holds, with the first plays it saw offline, and `device`, the proof of its download key (as for a licence). Each comes back renewed (a new 30-day window; the 48 hours after a first play keep running) or expired, with its details, only to the browser whose key holds it, signed in as its user; otherwise it comes back revoked with its id alone: signed out (no session here, another user's, or not this browser's), the plan has no downloads, it was cancelled or deleted; the browser then deletes the files. `server_time` is the origin's clock, which the browser's offline checks go by.",
        body: SyncBody,
        response: { 200: SyncResponse },
      },
    },
    async (request) => service.sync(request.body.licences, request.body.device, await request.viewer()),
  );

  // POST /api/v2/downloads/challenge – a fresh challenge for the browser's download key to sign
  app.post(
    '/api/v2/downloads/challenge',
    {
      schema: {
        tags,
        security: [{ authToken: [] }, {}],
        description: 'A challenge, good for one licence or sync call within two minutes, which the browser signs with its download key.',
        response: { 200: ChallengeResponse },
      },
    },
    async () => service.challenge(),
  );

  // GET /api/v2/downloads/key – the public key licences are signed with
  app.get(
    '/api/v2/downloads/key',
    { schema: { tags, description: 'The ECDSA P-256 public key (JWK) that signs download licences.', response: { 200: PublicKey } } },
    async () => service.publicKey,
  );
};
