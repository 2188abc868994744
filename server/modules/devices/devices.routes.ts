import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope } from '../../../contract/schemas/errors';
import { signedInViewer } from '../session/viewer';
import type { DevicesService } from './devices.service';
import { say, text } from '../../platform/texts';
import {
  DEVICE_CODE_GRANT,
  DeviceAuthorizeBody,
  DeviceAuthorizeResponse,
  DeviceTokenBody,
  DeviceTokenError,
  DeviceTokenResponse,
  MessageResponse,
  PendingDeviceResponse,
  SessionParams,
  SignedInDevicesResponse,
  UserCodeBody,
} from '../../../contract/schemas/devices';

// The device calls of RFC 8628 (a TV asks for codes and polls), the web's code entry and decision
// (secured), and the account's device list with sign-out (issue 15).

const secured = { security: [{ authToken: [] }] };
/** What the device list calls a session without a name of its own. */
const WEB_SESSION_NAME = text('errors.devices.webBrowser');

export const devicesRoutes: FastifyPluginAsyncZod<{ service: DevicesService }> = async (app, { service }) => {
  // RFC 8628 §3.1 and §3.4: device clients send form bodies; JSON works too
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/v2/device/authorize',
    {
      schema: {
        tags: ['devices'],
        description:
          'RFC 8628 device authorization: a TV asks for a device code and a user code to show. At most 20 requests per address in 15 minutes: beyond, 429 with Retry-After.',
        body: DeviceAuthorizeBody,
        response: { 200: DeviceAuthorizeResponse },
      },
    },
    async (request) =>
      service.authorize({ name: request.body.device_name, kind: request.body.device_kind }, { ip: (await request.viewer()).ip }),
  );

  app.post(
    '/api/v2/device/token',
    {
      schema: {
        tags: ['devices'],
        description:
          'RFC 8628 device access token: authorization_pending until the code is allowed, slow_down when polled faster than the interval, expired_token, access_denied; then the device session.',
        body: DeviceTokenBody,
        // RFC 6749 §5.2 errors; a body that is not a token request at all gets the usual envelope
        response: { 200: DeviceTokenResponse, 400: z.union([DeviceTokenError, ErrorEnvelope]) },
      },
    },
    async (request, reply) => {
      if (request.body.grant_type !== DEVICE_CODE_GRANT)
        return reply.code(400).send({ error: 'unsupported_grant_type', error_description: `grant_type must be ${DEVICE_CODE_GRANT}.` });
      const answer = await service.token(request.body.device_code);
      if (!answer.ok) return reply.code(400).send({ error: answer.error, error_description: answer.description });
      return { access_token: answer.accessToken, token_type: 'Bearer' as const, expires_in: answer.expiresIn };
    },
  );

  app.post(
    '/api/v2/secured/device/lookup',
    {
      schema: {
        ...secured,
        tags: ['devices'],
        description: 'The device waiting on a user code, to be allowed or refused. Code entries are rate-limited per user and address.',
        body: UserCodeBody,
        response: { 200: PendingDeviceResponse },
      },
    },
    async (request) => {
      const viewer = await signedInViewer(request);
      return { status: 'success' as const, data: await service.lookUp(request.body.user_code, { userId: viewer.userId, ip: viewer.ip }) };
    },
  );

  for (const [decision, description] of [
    ['approve', 'Allows the device waiting on the user code to use the account; its next poll takes a device session.'],
    ['deny', 'Refuses the device waiting on the user code; its next poll answers access_denied.'],
  ] as const) {
    app.post(
      `/api/v2/secured/device/${decision}`,
      {
        schema: { ...secured, tags: ['devices'], description, body: UserCodeBody, response: { 200: MessageResponse } },
      },
      async (request) => {
        const viewer = await signedInViewer(request);
        const context = { userId: viewer.userId, profileId: viewer.profileId, ip: viewer.ip };
        const message =
          decision === 'approve'
            ? await service.approve(request.body.user_code, context)
            : await service.deny(request.body.user_code, context);
        return { status: 'success' as const, message: say(request, message) };
      },
    );
  }

  app.get(
    '/api/v2/secured/user/sessions',
    {
      schema: {
        ...secured,
        tags: ['devices'],
        description: "The account's signed-in browsers and devices, most recently used first.",
        response: { 200: SignedInDevicesResponse },
      },
    },
    async (request) => {
      const viewer = await signedInViewer(request);
      const rows = await service.sessions(viewer.userId);
      return {
        status: 'success' as const,
        data: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          name: row.name ?? say(request, WEB_SESSION_NAME),
          created_at: row.createdAt.toISOString(),
          last_seen_at: row.lastSeenAt?.toISOString() ?? null,
          country: row.country,
          current: row.id === viewer.session.sessionId,
        })),
      };
    },
  );

  app.delete(
    '/api/v2/secured/user/sessions/:sessionId',
    {
      schema: {
        ...secured,
        tags: ['devices'],
        description: 'Signs one browser or device out; its next call answers 401.',
        params: SessionParams,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      const viewer = await signedInViewer(request);
      await service.signOut(viewer.userId, request.params.sessionId);
      return { status: 'success' as const, message: say(request, text('errors.devices.signedOut')) };
    },
  );

  app.post(
    '/api/v2/secured/user/sessions/sign-out-others',
    {
      schema: {
        ...secured,
        tags: ['devices'],
        description: 'Signs out every browser and device of the account but this one.',
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      const viewer = await signedInViewer(request);
      const ended = await service.signOutOthers(viewer.userId, viewer.session.sessionId);
      return {
        status: 'success' as const,
        message: say(request, text('errors.devices.signedOutOthers', { count: ended })),
      };
    },
  );
};
