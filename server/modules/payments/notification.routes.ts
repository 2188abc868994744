import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Acknowledged } from '../../../contract/schemas/payments';
import type { SettlementService } from './settlement.service';
import { say, text } from '../../platform/texts';

/** Gateway notifications (signed over the raw body) and Razorpay's redirect callback: no session, no cross-site check. */
export const notificationRoutes: FastifyPluginAsyncZod<{ service: SettlementService }> = async (app, { service }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const tags = ['payments'];

  // POST /api/v1/payments/webhook/:gateway – sandbox, razorpay or simpaisa notifications
  app.post(
    '/api/v1/payments/webhook/:gateway',
    {
      schema: {
        tags,
        params: z.object({ gateway: z.enum(['sandbox', 'razorpay', 'simpaisa']) }),
        response: { 200: Acknowledged },
        description:
          'Signed over the raw body: x-sandbox-signature (PAYMENTS_SANDBOX_SECRET), X-Razorpay-Signature (RAZORPAY_WEBHOOK_SECRET), x-simpaisa-signature (SIMPAISA_SECRET), hex HMAC-SHA256. A bad signature answers 400 WEBHOOK_SIGNATURE_INVALID and changes nothing; a replayed event id answers 200 and changes nothing.',
      },
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const { replayed } = await service.notification(request.params.gateway, raw, request.headers);
      return {
        status: 'success' as const,
        message: say(request, replayed ? text('errors.payments.alreadyProcessed') : text('errors.payments.processed')),
      };
    },
  );

  // POST /api/v1/payments/gateway/razorpay/callback – Razorpay's redirect mode (form post)
  app.post(
    '/api/v1/payments/gateway/razorpay/callback',
    {
      // Razorpay's checkout posts this form from its own site; the payment's signature proves it
      config: { crossSite: 'signed' },
      schema: {
        tags,
        querystring: z.object({ vid: z.string().min(1).max(64) }),
        description:
          "Verifies razorpay_signature and answers 303 to the payment's return path with ?vid=; without a valid proof the status page asks the gateway.",
      },
    },
    async (request, reply) => {
      const fields = (typeof request.body === 'object' && request.body ? request.body : {}) as Record<string, string>;
      return reply.redirect(await service.razorpayCallback(request.query.vid, fields), 303);
    },
  );
};
