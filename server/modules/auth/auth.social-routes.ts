import type { FastifyReply, FastifyRequest } from 'fastify';
import { say, text } from '../../platform/texts';
import { requireSession } from '../session/session.guard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toUserProfile } from '../users/users.format';
import { UserProfile } from '../../../contract/schemas/users';
import { setSessionCookies, type CookieSettings } from '../session/session.cookies';
import type { SocialOutcome, SocialService } from './auth.social';
import { MessageResponse } from '../../../contract/schemas/auth';

const Token = z.string().min(1).max(8192);
const GoogleBody = z.object({ uid: z.string().max(200).optional(), id_token: Token });
const FacebookBody = z.object({ uid: z.string().min(1).max(200), access_token: Token });
const AppleBody = z.object({
  email: z.string().max(256).optional(),
  first_name: z.string().max(100).optional(),
  last_name: z.string().max(100).optional(),
  id_token: Token,
  auth_code: z.string().max(2048).optional(),
  nonce: z.string().min(8).max(256),
});
const LinkBody = z.discriminatedUnion('provider', [
  GoogleBody.extend({ provider: z.literal('google') }),
  FacebookBody.extend({ provider: z.literal('facebook') }),
  AppleBody.extend({ provider: z.literal('apple') }),
]);
const SocialResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({
    auth_token_expiry: z.number().int().optional(),
    user: UserProfile.optional(),
    /** Present instead of a sign-in when the provider's e-mail belongs to an account that must link it first (/account-link?linkWith=). */
    deeplink_attrs: z
      .object({ provider: z.enum(['google', 'facebook', 'apple']), linkWith: z.enum(['google', 'facebook', 'apple']), email: z.string() })
      .optional(),
  }),
});

const SOCIAL_ERRORS =
  'A refused token: 400 with status_code SOCIAL_TOKEN_INVALID; a provider without a configured client id: SOCIAL_DISABLED.';

export const socialRoutes: FastifyPluginAsyncZod<{ service: SocialService; cookies: CookieSettings }> = async (
  app,
  { service, cookies },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const tags = ['auth'];

  const answer = (request: FastifyRequest, reply: FastifyReply, outcome: SocialOutcome) => {
    if ('deeplink_attrs' in outcome)
      return {
        status: 'success' as const,
        message: say(request, text('errors.auth.signInToLink')),
        data: { deeplink_attrs: outcome.deeplink_attrs },
      };
    const { session } = outcome;
    setSessionCookies(reply, cookies, { token: session.token, expiresAt: session.expiresAt, plan: session.user.activeUserPlan });
    return {
      status: 'success' as const,
      message: say(request, text('errors.auth.signedIn')),
      data: { auth_token_expiry: Math.floor(session.expiresAt.getTime() / 1000), user: toUserProfile(session.user) },
    };
  };

  // POST /api/v1/auth/users/google_login – sign in with a Google id_token (verified against Google's JWKS)
  app.post(
    '/api/v1/auth/users/google_login',
    {
      schema: { tags, description: SOCIAL_ERRORS, body: GoogleBody, response: { 200: SocialResponse } },
    },
    async (request, reply) => answer(request, reply, await service.signIn({ provider: 'google', ...request.body }, request.ip)),
  );

  // POST /api/v1/auth/users/facebook_login – sign in with a Facebook access token (Graph debug_token)
  app.post(
    '/api/v1/auth/users/facebook_login',
    {
      schema: { tags, description: SOCIAL_ERRORS, body: FacebookBody, response: { 200: SocialResponse } },
    },
    async (request, reply) => answer(request, reply, await service.signIn({ provider: 'facebook', ...request.body }, request.ip)),
  );

  // POST /api/v1/auth/users/apple_login – sign in with Apple (id_token against Apple's JWKS, single-use nonce)
  app.post(
    '/api/v1/auth/users/apple_login',
    {
      schema: {
        tags,
        description: `${SOCIAL_ERRORS} The nonce must match the token's and is accepted once; auth_code is not exchanged.`,
        body: AppleBody,
        response: { 200: SocialResponse },
      },
    },
    async (request, reply) => answer(request, reply, await service.signIn({ provider: 'apple', ...request.body }, request.ip)),
  );

  // POST /api/v1/user/link_account – link a Google, Facebook or Apple account to the signed-in user
  app.post(
    '/api/v1/user/link_account',
    {
      schema: {
        tags,
        security: [{ authToken: [] }],
        description: `${SOCIAL_ERRORS} 409 when the provider account belongs to another user.`,
        body: LinkBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      await service.link(session.user, request.body);
      return { status: 'success' as const, message: say(request, text('errors.auth.accountLinked')) };
    },
  );
};
