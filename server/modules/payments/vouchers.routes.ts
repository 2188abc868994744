import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInViewer } from '../session/viewer';
import { ErosFreeBody, GiftsResponse, PurchaseBody, SubscriptionResponse } from '../../../contract/schemas/payments';
import { paymentRoutes, type PaymentRouteOptions } from './payments.http';
import type { VouchersService } from './vouchers.service';
import { say, text } from '../../platform/texts';

// Free plans with a voucher or promo code, and paid gifts (spec 001 §7; README "Payments").

export const vouchersRoutes: FastifyPluginAsyncZod<PaymentRouteOptions<VouchersService>> = async (app, { service, cookies }) => {
  const { tags, security, setPlan } = paymentRoutes(app, cookies);

  // POST /api/v1/payments/subscription/eros-free – a voucher that makes the plan free
  app.post(
    '/api/v1/payments/subscription/eros-free',
    {
      schema: {
        tags,
        security,
        body: ErosFreeBody,
        response: { 201: z.object({ status: z.literal('success'), message: z.string(), data: SubscriptionResponse.shape.data }) },
        description:
          'payment_type_id must be 100014 (else 400 PAYMENT_TYPE_INVALID); the code must bring the total to 0 (else 400 VOUCHER_NOT_FREE); other voucher refusals as in fetch_price_breakup. Sets the plan cookie.',
      },
    },
    async (request, reply) => {
      const data = await service.erosFree(await signedInViewer(request), request.body);
      if (data) setPlan(reply, data.tier);
      return reply.status(201).send({ status: 'success' as const, message: say(request, text('errors.payments.subscribed')), data });
    },
  );

  // POST /api/v2/secured/user/purchase – redeem a promo code (payment_id '1000001')
  app.post(
    '/api/v2/secured/user/purchase',
    {
      schema: {
        tags,
        security,
        body: PurchaseBody,
        response: { 201: z.object({ status: z.literal('success'), message: z.string(), data: SubscriptionResponse.shape.data }) },
        description:
          "pin is the promo code; product defaults to the code's first product (Premium Monthly for codes valid on every plan). payment_id must be '1000001' (else 400 PAYMENT_ID_INVALID). The code must make the plan free (percent 100 or a free period). Sets the plan cookie.",
      },
    },
    async (request, reply) => {
      const data = await service.purchaseWithPromo(await signedInViewer(request), request.body);
      if (data) setPlan(reply, data.tier);
      return reply.status(201).send({ status: 'success' as const, message: say(request, text('errors.payments.promoCodeApplied')), data });
    },
  );

  // GET /api/v1/payments/gifts – the buyer's gifts
  app.get(
    '/api/v1/payments/gifts',
    {
      schema: {
        tags,
        security,
        response: { 200: GiftsResponse },
        description: "The caller's paid gifts, newest first: the code, the plan, the recipient and whether the code was redeemed.",
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.gifts((await signedInViewer(request)).user) }),
  );
};
