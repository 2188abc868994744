import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../platform/errors';
import type { RequestSession } from '../auth/auth.guard';
import { clearSessionCookies, type CookieSettings } from '../auth/auth.cookies';
import { toUserProfile } from './users.format';
import type { UsersService } from './users.service';
import { ActiveProductResponse, DeleteAccountResponse, ProfileResponse, ProfileUpdateBody } from './users.schemas';

export interface UsersRoutesOptions {
  service: UsersService;
  cookies: CookieSettings;
  refuseCrossSite: (request: FastifyRequest) => Promise<void>;
}

async function sessionOf(request: FastifyRequest): Promise<RequestSession> {
  const session = await request.getSession();
  if (!session) throw new UnauthorizedError();
  return session;
}

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { service, cookies, refuseCrossSite }) => {
  app.addHook('onRequest', refuseCrossSite);
  app.addHook('onSend', async (_request, reply) => { reply.header('cache-control', 'private, no-store'); });
  const secured = { preHandler: app.requireSession };
  const tags = ['users'];
  const security = [{ authToken: [] }];

  // GET /api/v2/secured/user/profile – the signed-in user's profile; 401 without a session
  app.get('/api/v2/secured/user/profile', {
    ...secured,
    schema: { tags, security, response: { 200: ProfileResponse } },
  }, async (request) => ({ status: 'success' as const, data: toUserProfile((await sessionOf(request)).user) }));

  // PUT /api/v2/secured/user/profile – update names, dob, gender, city, country and avatar
  app.put('/api/v2/secured/user/profile', {
    ...secured,
    schema: { tags, security, description: 'Every field is optional; null clears dob, gender, city, country or profile_image.', body: ProfileUpdateBody, response: { 200: ProfileResponse } },
  }, async (request) => {
    const session = await sessionOf(request);
    return { status: 'success' as const, data: toUserProfile(await service.updateProfile(session.user, request.body)) };
  });

  // GET /api/v2/secured/user/activeproduct – the plan the user is on (basic when none)
  app.get('/api/v2/secured/user/activeproduct', {
    ...secured,
    schema: { tags, security, response: { 200: ActiveProductResponse } },
  }, async (request) => ({ status: 'success' as const, data: await service.activeProduct((await sessionOf(request)).user) }));

  // DELETE /api/v2/secured/user/account – erase the account and end all its sessions
  app.delete('/api/v2/secured/user/account', {
    ...secured,
    schema: {
      tags, security,
      description: 'Needs a session signed in within the last 15 minutes (else 403, status_code REAUTH_REQUIRED). Ends every session and erases the personal data in one transaction; clears the cookies.',
      response: { 200: DeleteAccountResponse },
    },
  }, async (request, reply) => {
    const session = await sessionOf(request);
    const message = await service.deleteAccount(session.user, session);
    clearSessionCookies(reply, cookies);
    return { status: 'success' as const, message };
  });
};
