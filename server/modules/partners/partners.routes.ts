import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toUserProfile } from '../users/users.format';
import { setSessionCookies, type CookieSettings } from '../session/session.cookies';
import { SignedInResponse } from '../../../contract/schemas/auth';
import { PARTNER_LOGIN_FAILED, type PartnersService } from './partners.service';
import { ValidationError } from '../../platform/errors';
import { say, text } from '../../platform/texts';

const Token = z.string().max(8192).optional();

export const partnersRoutes: FastifyPluginAsyncZod<{ service: PartnersService; cookies: CookieSettings }> = async (
  app,
  { service, cookies },
) => {
  // POST /api/v1/partner/get_user_details – partner single sign-on: verifies the partner's token and signs in
  app.post(
    '/api/v1/partner/get_user_details',
    {
      schema: {
        tags: ['partners'],
        description:
          "Header x-partner-code (or body partner_code); body sso_token, token or partner_token: a JWT with iss = the partner code, aud 'chalchitra', sub = the partner's user id, optional email and name. A corporate partner's e-mail must be in its domain. Failure: 400 'Partner login failed!', status_code PARTNER_LOGIN_FAILED.",
        headers: z.object({ 'x-partner-code': z.string().max(40).optional() }),
        body: z.object({ partner_code: z.string().max(40).optional(), sso_token: Token, token: Token, partner_token: Token }),
        response: { 200: SignedInResponse },
      },
    },
    async (request, reply) => {
      const code = request.headers['x-partner-code'] ?? request.body.partner_code;
      const token = request.body.sso_token ?? request.body.token ?? request.body.partner_token;
      if (!code || !token) throw new ValidationError(PARTNER_LOGIN_FAILED, 'PARTNER_LOGIN_FAILED');
      const session = await service.signIn(code, token, request.ip);
      setSessionCookies(reply, cookies, { token: session.token, expiresAt: session.expiresAt, plan: session.user.activeUserPlan });
      reply.header('cache-control', 'no-store');
      return {
        status: 'success' as const,
        message: say(request, text('errors.auth.signedIn')),
        data: { auth_token_expiry: Math.floor(session.expiresAt.getTime() / 1000), user: toUserProfile(session.user) },
      };
    },
  );
};
