import { requireSession, type RequestSession } from '../session/session.guard';
import { formatProfile } from '../profiles/profiles.service';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookies, type CookieSettings } from '../session/session.cookies';
import { toUserProfile } from './users.format';
import type { UsersService } from './users.service';
import { say } from '../../platform/texts';
import { ActiveProductResponse, DeleteAccountResponse, ProfileResponse, ProfileUpdateBody } from '../../../contract/schemas/users';

export interface UsersRoutesOptions {
  service: UsersService;
  cookies: CookieSettings;
}

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { service, cookies }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const tags = ['users'];
  const watchingOf = (session: RequestSession) => ({ watching: formatProfile(session.profile), watching_chosen: session.profileChosen });
  const security = [{ authToken: [] }];

  // GET /api/v2/secured/user/profile – the signed-in user's profile; 401 without a session
  app.get(
    '/api/v2/secured/user/profile',
    {
      schema: { tags, security, response: { 200: ProfileResponse } },
    },
    async (request) => {
      const session = await requireSession(request);
      return { status: 'success' as const, data: { ...toUserProfile(session.user), ...watchingOf(session) } };
    },
  );

  // PUT /api/v2/secured/user/profile – update names, dob, gender, city, country and avatar
  app.put(
    '/api/v2/secured/user/profile',
    {
      schema: {
        tags,
        security,
        description: 'Every field is optional; null clears dob, gender, city, country or profile_image.',
        body: ProfileUpdateBody,
        response: { 200: ProfileResponse },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      return {
        status: 'success' as const,
        data: { ...toUserProfile(await service.updateProfile(session.user, request.body)), ...watchingOf(session) },
      };
    },
  );

  // GET /api/v2/secured/user/activeproduct – the plan the user is on (basic when none)
  app.get(
    '/api/v2/secured/user/activeproduct',
    {
      schema: { tags, security, response: { 200: ActiveProductResponse } },
    },
    async (request) => ({ status: 'success' as const, data: await service.activeProduct((await requireSession(request)).user) }),
  );

  // DELETE /api/v2/secured/user/account – erase the account and end all its sessions
  app.delete(
    '/api/v2/secured/user/account',
    {
      schema: {
        tags,
        security,
        description:
          'Needs a session signed in within the last 15 minutes (else 403, status_code REAUTH_REQUIRED). Ends every session and erases the personal data in one transaction; clears the cookies.',
        response: { 200: DeleteAccountResponse },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      const message = await service.deleteAccount(session.user, session);
      clearSessionCookies(reply, cookies);
      return { status: 'success' as const, message: say(request, message) };
    },
  );
};
