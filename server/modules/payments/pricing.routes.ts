import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BreakupQuery,
  BreakupResponse,
  PlansQuery,
  PlansResponse,
  ProductQuery,
  ProductResponse,
} from '../../../contract/schemas/payments';
import { paymentRoutes, type PaymentRouteOptions } from './payments.http';
import type { PricingService } from './pricing.service';

// Plans and prices (spec 001 §7; README "Payments").

export const pricingRoutes: FastifyPluginAsyncZod<PaymentRouteOptions<PricingService>> = async (app, { service, cookies }) => {
  const { tags } = paymentRoutes(app, cookies);

  // GET /api/v1/payments/plan/get_plans_detailed – the plans on sale in the caller's country
  app.get(
    '/api/v1/payments/plan/get_plans_detailed',
    {
      schema: {
        tags,
        querystring: PlansQuery,
        response: { 200: PlansResponse },
        description:
          'Plans priced for the country (query country, x-country header, country cookie, else IN): INR in IN, PKR in PK, USD elsewhere; prices include tax. entitlement_groups SVOD (plus, premium) and AVOD (MZaalo, only in the free-plan countries). unlocks is read from the entitlement matrix.',
      },
    },
    async (request) => {
      const groups =
        request.query.entitlement_groups === undefined
          ? []
          : [request.query.entitlement_groups].flat().flatMap((group) => group.split(','));
      return { status: 'success' as const, data: await service.plans((await request.viewer()).country, groups, request.query.owner) };
    },
  );

  // GET /api/v1/payments/plan/fetch_product_details – one product, priced for the country
  app.get(
    '/api/v1/payments/plan/fetch_product_details',
    {
      schema: {
        tags,
        querystring: ProductQuery,
        response: { 200: ProductResponse },
        description: '404 PRODUCT_NOT_FOUND when the product is unknown or not sold in the country.',
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.productDetails(request.query.product_id, (await request.viewer()).country),
    }),
  );

  // GET /api/v1/payments/pricing/fetch_price_breakup – price, discount, tax and total
  app.get(
    '/api/v1/payments/pricing/fetch_price_breakup',
    {
      schema: {
        tags,
        querystring: BreakupQuery,
        response: { 200: BreakupResponse },
        description:
          'Prices include tax (tax is the part of total that is tax). A voucher_code that does not apply answers 400 with the refusal (status_code VOUCHER_INVALID, VOUCHER_NOT_STARTED, VOUCHER_EXPIRED, VOUCHER_EXHAUSTED, VOUCHER_ALREADY_USED (signed in), VOUCHER_COUNTRY or VOUCHER_PLAN). is_free with payment_type_id 100014 when the total is 0: finish with subscription/eros-free.',
      },
    },
    async (request) => {
      const session = await request.getSession();
      return {
        status: 'success' as const,
        data: await service.priceBreakup(
          request.query.product_id,
          (await request.viewer()).country,
          request.query.voucher_code || undefined,
          { user: session?.user ?? null, ip: request.ip },
        ),
      };
    },
  );
};
