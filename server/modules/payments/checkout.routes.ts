import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInViewer } from '../session/viewer';
import {
  ConfirmBody,
  CreatePendingBody,
  CreatePendingResponse,
  CreateTransactionBody,
  CreateTransactionResponse,
  StatusQuery,
  StatusResponse,
  VendorsQuery,
  VendorsResponse,
} from '../../../contract/schemas/payments';
import { paymentRoutes, type PaymentRouteOptions } from './payments.http';
import type { CheckoutService } from './checkout.service';

// Buying a plan: the pending purchase, the payment methods, the payment and its status (spec 001 §7; README "Payments").

export const checkoutRoutes: FastifyPluginAsyncZod<PaymentRouteOptions<CheckoutService>> = async (app, { service, cookies }) => {
  const { tags, security, setPlan, webBase } = paymentRoutes(app, cookies);

  // POST /api/v1/payments/subscription/create-pending – a subscription awaiting payment
  app.post(
    '/api/v1/payments/subscription/create-pending',
    {
      schema: {
        tags,
        security,
        body: CreatePendingBody,
        response: { 201: CreatePendingResponse },
        description:
          "product_ids holds one product. 409 ALREADY_SUBSCRIBED when a live plan covers it (plus → premium is an upgrade), 409 FREE_WITH_VOUCHER when the code makes it free (use eros-free), 409 NOT_PURCHASABLE for basic and MZaalo; voucher refusals as in fetch_price_breakup. gift: true buys the plan for someone else (allowed whatever the buyer's plan, at full price: a discount_code answers 400 GIFT_VOUCHER); once paid, transaction/status answers gift.code, a single-use code for the plan's duration, and the buyer's plan does not change.",
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ status: 'success' as const, data: await service.createPending(await signedInViewer(request), request.body) }),
  );

  // GET /api/v1/payments/vendor/fetch_all – payment methods for a pending subscription
  app.get(
    '/api/v1/payments/vendor/fetch_all',
    {
      schema: {
        tags,
        security,
        querystring: VendorsQuery,
        response: { 200: VendorsResponse },
        description:
          'Card (100001) everywhere; Telenor (100002) and Zong (100003) wallets for a Pakistan subscription on mobile (x-platform MOBILE_WEB or ANDROID).',
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.vendors(await signedInViewer(request), request.query.subscription_id),
    }),
  );

  // POST /api/v1/payments/transaction/create – starts a payment (vid) at the gateway
  app.post(
    '/api/v1/payments/transaction/create',
    {
      schema: {
        tags,
        security,
        body: CreateTransactionBody,
        response: { 201: CreateTransactionResponse },
        description:
          'next_action: redirect (sandbox checkout page, relative URL), razorpay_checkout (Standard Checkout options with callback_url), or code (wallets: a code was sent to the phone; confirm with subscription/create). 409 SUBSCRIPTION_NOT_PENDING, 400 VENDOR_UNAVAILABLE, 400 MSISDN_INVALID.',
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        status: 'success' as const,
        data: await service.createTransaction(await signedInViewer(request), request.body, webBase(request)),
      }),
  );

  // POST /api/v1/payments/subscription/create – the browser's proof of payment, or the wallet code
  app.post(
    '/api/v1/payments/subscription/create',
    {
      schema: {
        tags,
        security,
        body: ConfirmBody,
        response: { 200: StatusResponse },
        description:
          'Razorpay: razorpay_payment_id, razorpay_order_id, razorpay_signature (HMAC-SHA256 of order_id|payment_id), else 400 PAYMENT_SIGNATURE_INVALID and nothing changes. Wallets: code, else 400 CODE_INVALID (attempts_left), CODE_EXPIRED or CODE_ATTEMPTS_EXCEEDED (after 3). With only vid: as transaction/status.',
      },
    },
    async (request, reply) => {
      const data = await service.confirm(await signedInViewer(request), request.body);
      setPlan(reply, data.user_plan);
      return { status: 'success' as const, data };
    },
  );

  // GET /api/v1/payments/transaction/status – reconciles with the gateway while pending
  app.get(
    '/api/v1/payments/transaction/status',
    {
      schema: {
        tags,
        security,
        querystring: StatusQuery,
        response: { 200: StatusResponse },
        description:
          'The owner only (else 404 TRANSACTION_NOT_FOUND). status pending, success or failed; next_path is the page to show. Sets the plan cookie.',
      },
    },
    async (request, reply) => {
      const viewer = await signedInViewer(request);
      const data = await service.status(viewer.user, request.query.vid, viewer.locale);
      setPlan(reply, data.user_plan);
      return { status: 'success' as const, data };
    },
  );
};
