import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../session/session.guard';
import { signedInViewer } from '../session/viewer';
import { Acknowledged, RenewalLinkBody, RenewalLinkResponse, SubscriptionResponse } from '../../../contract/schemas/payments';
import { paymentRoutes, type PaymentRouteOptions } from './payments.http';
import type { SubscriptionsService } from './subscriptions.service';
import { say } from '../../platform/texts';

// The account's subscription: the free MZaalo plan, cancel, renew and the renewal payment link (spec 001 §7; README "Payments").

export const subscriptionsRoutes: FastifyPluginAsyncZod<PaymentRouteOptions<SubscriptionsService>> = async (
  app,
  { service, cookies, onJoinedMzaalo },
) => {
  const { tags, security, setPlan, webBase } = paymentRoutes(app, cookies);

  // POST /api/v1/payments/transaction/razorpay-payment-link – the renewal payment link
  app.post(
    '/api/v1/payments/transaction/razorpay-payment-link',
    {
      schema: {
        tags,
        security,
        body: RenewalLinkBody,
        response: { 201: RenewalLinkResponse },
        description:
          "Pays one more period of the live subscription (default: the user's; active, renewal due or cancelled) at today's price. short_url is the sandbox checkout (relative) or a Razorpay payment link; it returns to /renewal-status?vid=. 409 NOTHING_TO_RENEW.",
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        status: 'success' as const,
        data: await service.renewalLink(await signedInViewer(request), request.body?.subscription_id, webBase(request)),
      }),
  );

  // POST /api/v1/payments/subscription/create-avod – the free MZaalo plan (no body)
  app.post(
    '/api/v1/payments/subscription/create-avod',
    {
      schema: {
        tags,
        security,
        description:
          '201 when the plan starts; 200 with the message when the user already has it (or a plan that includes it); 403 AVOD_UNAVAILABLE outside the free-plan countries.',
        querystring: z.object({ country: z.string().optional() }),
        response: { 200: Acknowledged, 201: Acknowledged },
      },
    },
    async (request, reply) => {
      const { user } = await requireSession(request);
      const outcome = await service.createAvod(user.id, (await request.viewer()).country);
      if (outcome.created) {
        setPlan(reply, 'mzaalo');
        await onJoinedMzaalo?.(user.id);
      }
      return reply.status(outcome.created ? 201 : 200).send({ status: 'success' as const, message: say(request, outcome.message) });
    },
  );

  // GET /api/v2/secured/user/subscription – the subscription the account page shows
  app.get(
    '/api/v2/secured/user/subscription',
    {
      schema: {
        tags,
        security,
        response: { 200: SubscriptionResponse },
        description: 'The live paid subscription, else the MZaalo membership, else null.',
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.current((await signedInViewer(request)).user) }),
  );

  // POST /api/v2/secured/user/subscription/cancel – stops renewal; access continues to the period end
  app.post(
    '/api/v2/secured/user/subscription/cancel',
    {
      schema: {
        tags,
        security,
        response: { 200: z.object({ status: z.literal('success'), message: z.string(), data: SubscriptionResponse.shape.data }) },
        description: '409 NO_SUBSCRIPTION without a live paid subscription; cancelling twice changes nothing.',
      },
    },
    async (request, reply) => {
      const caller = await signedInViewer(request);
      const { message, subscription } = await service.cancel(caller);
      if (subscription?.status === 'expired') setPlan(reply, await service.userPlan(caller.user.id));
      return { status: 'success' as const, message: say(request, message), data: subscription };
    },
  );

  // POST /api/v2/secured/user/subscription/renew – undoes a cancellation before the period ends
  app.post(
    '/api/v2/secured/user/subscription/renew',
    {
      schema: {
        tags,
        security,
        response: { 200: z.object({ status: z.literal('success'), message: z.string(), data: SubscriptionResponse.shape.data }) },
        description:
          '409 NOTHING_TO_RENEW when no cancelled subscription is still in its period (then choose a plan, or pay the renewal link).',
      },
    },
    async (request) => {
      const { message, subscription } = await service.resume(await signedInViewer(request));
      return { status: 'success' as const, message: say(request, message), data: subscription };
    },
  );
};
