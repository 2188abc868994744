import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ConsentRepository } from './consent.repository';
import { say, text } from '../../platform/texts';

// spec 000 §7 POST /api/v2/user/gdpr/consent; the consent cookie hides the GDPR banner (spec 000 §4).

export const CONSENT_COOKIE = 'gdpr_consent';

export const consentRoutes: FastifyPluginAsyncZod<{ repository: ConsentRepository; secure: boolean; cookieDomain?: string }> = async (
  app,
  { repository, secure, cookieDomain },
) => {
  // POST /api/v2/user/gdpr/consent – stores consent (with the user when signed in) and sets the consent cookie
  app.post(
    '/api/v2/user/gdpr/consent',
    {
      schema: {
        tags: ['consent'],
        body: z.object({
          consent_status: z.literal('Yes'),
          device_type: z.string().max(20),
          session_id: z.union([z.number(), z.string().max(64)]),
        }),
        response: { 200: z.object({ status: z.literal('success'), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const session = await request.getSession();
      await repository.record({
        userId: session?.user.id ?? null,
        consentStatus: request.body.consent_status,
        deviceType: request.body.device_type,
        sessionId: String(request.body.session_id),
      });
      reply.setCookie(CONSENT_COOKIE, 'Yes', { path: '/', sameSite: 'lax', secure, domain: cookieDomain, maxAge: 365 * 86_400 });
      return { status: 'success' as const, message: say(request, text('errors.catalogue.consentStored')) };
    },
  );
};
