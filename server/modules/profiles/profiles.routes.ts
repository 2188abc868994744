import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../session/session.guard';
import type { ProfilesService } from './profiles.service';
import {
  PasswordBody,
  ProfileCreateBody,
  ProfileParams,
  ProfilePinBody,
  ProfileResponse,
  ProfileSelectBody,
  ProfileSettingsBody,
  ProfileUpdateBody,
  ProfilesListResponse,
} from '../../../contract/schemas/profiles';

// The profile calls (issue 49), all secured and answered for the session's account only.

const secured = { security: [{ authToken: [] }], tags: ['profiles'] };
const Success = z.object({ status: z.literal('success') });
const PIN_RULES =
  'A profile with a PIN asks for it (403 PIN_REQUIRED, WRONG_PIN with the tries left); five wrong PINs in a row lock it for 15 minutes (429 PIN_LOCKED with Retry-After).';
const HOLDER_RULES =
  "Asks for the account's password (`password`) unless the session signed in within the last 15 minutes: 403 REAUTH_REQUIRED or WRONG_PASSWORD.";

export const profilesRoutes: FastifyPluginAsyncZod<{ service: ProfilesService }> = async (app, { service }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/v2/secured/profiles',
    {
      schema: {
        ...secured,
        description: "The account's profiles (the primary one first), the one this session watches as, and whether it chose it.",
        response: { 200: ProfilesListResponse },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.list(await requireSession(request)) }),
  );

  app.post(
    '/api/v2/secured/profiles',
    {
      schema: {
        ...secured,
        description: `Adds a profile (at most 5 an account: 409 PROFILE_LIMIT; names unique: 409 PROFILE_NAME_TAKEN). A kids profile's ceiling is U or UA (UA by default). From a kids profile: 403 KIDS_PROFILE. When the account asks for it, the primary profile's PIN (\`pin\`). ${PIN_RULES}`,
        body: ProfileCreateBody,
        response: { 201: ProfileResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ status: 'success' as const, data: await service.create(await requireSession(request), request.body) }),
  );

  app.patch(
    '/api/v2/secured/profiles/:profileId',
    {
      schema: {
        ...secured,
        description: `Renames a profile or changes its avatar; changing kids or the maturity ceiling: ${HOLDER_RULES}`,
        params: ProfileParams,
        body: ProfileUpdateBody,
        response: { 200: ProfileResponse },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.update(await requireSession(request), request.params.profileId, request.body),
    }),
  );

  app.delete(
    '/api/v2/secured/profiles/:profileId',
    {
      schema: {
        ...secured,
        description: `Removes a profile with its continue watching, lists and downloads' licences; never the primary one (403 PRIMARY_PROFILE). ${PIN_RULES}`,
        params: ProfileParams,
        body: ProfileSelectBody.nullish(),
        response: { 200: Success },
      },
    },
    async (request) => {
      await service.remove(await requireSession(request), request.params.profileId, request.body?.pin);
      return { status: 'success' as const };
    },
  );

  app.post(
    '/api/v2/secured/profiles/:profileId/select',
    {
      schema: {
        ...secured,
        description: `Who's watching: this session (a browser, or a TV after activation) watches as the profile from now on. ${PIN_RULES}`,
        params: ProfileParams,
        body: ProfileSelectBody.nullish(),
        response: { 200: ProfileResponse },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.choose(await requireSession(request), request.params.profileId, request.body?.pin),
    }),
  );

  app.put(
    '/api/v2/secured/profiles/:profileId/pin',
    {
      schema: {
        ...secured,
        description: `Sets a profile's 4-digit PIN; changing one names the current PIN (\`current_pin\`) or: ${HOLDER_RULES}`,
        params: ProfileParams,
        body: ProfilePinBody,
        response: { 200: ProfileResponse },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.setPin(await requireSession(request), request.params.profileId, request.body),
    }),
  );

  app.delete(
    '/api/v2/secured/profiles/:profileId/pin',
    {
      schema: {
        ...secured,
        description: `Removes a profile's PIN, a forgotten one too (never by support). ${HOLDER_RULES}`,
        params: ProfileParams,
        body: PasswordBody.nullish(),
        response: { 200: ProfileResponse },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.removePin(await requireSession(request), request.params.profileId, request.body?.password),
    }),
  );

  app.put(
    '/api/v2/secured/profiles/settings',
    {
      schema: {
        ...secured,
        description: `Parental control: ask the primary profile's PIN before a profile is added. ${HOLDER_RULES}`,
        body: ProfileSettingsBody,
        response: { 200: Success },
      },
    },
    async (request) => {
      await service.setPinToAdd(await requireSession(request), request.body.pin_to_add, request.body.password);
      return { status: 'success' as const };
    },
  );
};
