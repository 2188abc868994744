import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../../../lib/constants';
import type { PaymentsService } from './payments.service';
import { MZAALO_PLAN } from './payments.service';

const PLAN_COOKIE = 'plan';

export interface PaymentsRoutesOptions {
  service: PaymentsService;
  cookies: { secure: boolean; domain?: string };
}

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, { service, cookies }) => {
  // POST /api/v1/payments/subscription/create-avod – the free MZaalo plan (no body)
  app.post('/api/v1/payments/subscription/create-avod', {
    preHandler: app.requireSession,
    schema: {
      tags: ['payments'],
      security: [{ authToken: [] }],
      description: '201 when the plan starts; 200 with the message when the user already has it (or a plan that includes it); 403 AVOD_UNAVAILABLE outside the free-plan countries.',
      querystring: z.object({ country: z.string().optional() }),
      response: { 200: z.object({ status: z.literal('success'), message: z.string() }), 201: z.object({ status: z.literal('success'), message: z.string() }) },
    },
  }, async (request, reply) => {
    const { user } = (await request.getSession())!;
    const country = request.query.country ?? (typeof request.headers['x-country'] === 'string' ? request.headers['x-country'] : undefined) ?? request.cookies.country ?? DEFAULT_COUNTRY;
    const outcome = await service.createAvod(user.id, country);
    if (outcome.created) {
      // the readable plan cookie follows the plan (proxy.ts's redirectIfSubscribed reads it)
      reply.setCookie(PLAN_COOKIE, MZAALO_PLAN, { path: '/', sameSite: 'lax', secure: cookies.secure, domain: cookies.domain, maxAge: 30 * 24 * 3600 });
    }
    return reply.status(outcome.created ? 201 : 200).send({ status: 'success' as const, message: outcome.message });
  });
};
