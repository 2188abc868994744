import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../../../lib/constants';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { UnauthorizedError } from '../../platform/errors';
import { createCrossSiteGuard } from '../../platform/cross-site';
import { createFileOutbox } from '../../platform/messages';
import { createMemoryRateLimiter, createRedisRateLimiter } from '../../platform/rate-limit';
import { seedDemoVouchers } from '../../seed/vouchers';
import type { CardGateway, WalletGateway } from './gateways/gateway';
import { createRazorpayGateway } from './gateways/razorpay';
import { createSandboxGateway, SANDBOX_SIGNATURE_HEADER, type SandboxGateway } from './gateways/sandbox';
import { createSimpaisaGateway, createSimpaisaSandbox } from './gateways/simpaisa';
import { createPaymentsService, type Caller, type PaymentsService } from './payments.service';
import { sandboxRoutes } from './sandbox.routes';
import type { SubscriptionLifecycle } from './subscription-lifecycle';
import {
  Acknowledged, BreakupQuery, BreakupResponse, ConfirmBody, CreatePendingBody, CreatePendingResponse, CreateTransactionBody, CreateTransactionResponse,
  ErosFreeBody, GiftsResponse, PlansQuery, PlansResponse, ProductQuery, ProductResponse, PurchaseBody, RenewalLinkBody, RenewalLinkResponse, StatusQuery, StatusResponse,
  SubscriptionResponse, VendorsQuery, VendorsResponse,
} from './payments.schemas';

// Payments and subscriptions (spec 001 §7; README "Payments"): plans, prices, vouchers, the
// purchase and renewal flows, gateway notifications and the sandbox checkout.

const PLAN_COOKIE = 'plan';
const MOBILE_PLATFORMS = new Set(['MOBILE_WEB', 'ANDROID']);

export interface PaymentsPluginOptions {
  config: Config;
  db: Db;
  lifecycle: SubscriptionLifecycle;
  now?: () => number;
  /** Tests pass gateways of their own. */
  gateways?: { card?: CardGateway; wallet?: WalletGateway };
}

function countryOf(request: FastifyRequest, query?: string): string {
  const header = request.headers['x-country'];
  return (query ?? (typeof header === 'string' && /^[A-Za-z]{2}$/.test(header) ? header : undefined) ?? request.cookies.country ?? DEFAULT_COUNTRY).toUpperCase();
}

async function callerOf(request: FastifyRequest, country?: string): Promise<Caller> {
  const session = await request.getSession();
  if (!session) throw new UnauthorizedError();
  const platform = request.headers['x-platform'];
  return { user: session.user, ip: request.ip, country: countryOf(request, country), mobile: typeof platform === 'string' && MOBILE_PLATFORMS.has(platform.toUpperCase()) };
}

export const paymentsPlugin: FastifyPluginAsyncZod<PaymentsPluginOptions> = async (app, { config, db, lifecycle, now = Date.now, gateways = {} }) => {
  const limiter = config.REDIS_URL ? await createRedisRateLimiter(config.REDIS_URL, 'chalchitra:rl:pay') : createMemoryRateLimiter(now);
  app.addHook('onClose', async () => { await limiter.close(); });
  if (config.NODE_ENV !== 'production') await seedDemoVouchers(db);
  else if (config.PAYMENTS_GATEWAY === 'sandbox') app.log.warn('PAYMENTS_GATEWAY=sandbox in production: card payments go to the test checkout');

  // the sandbox notifies the origin through its own webhook route, like an outside gateway would
  const deliver = async (rawBody: string, signature: string) => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/payments/webhook/sandbox', headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature }, payload: rawBody });
    if (response.statusCode !== 200) app.log.warn({ status: response.statusCode }, 'sandbox notification was refused');
  };
  let sandbox: SandboxGateway | null = null;
  let card = gateways.card;
  if (!card && config.PAYMENTS_GATEWAY === 'razorpay') {
    if (!config.RAZORPAY_KEY_ID || !config.RAZORPAY_KEY_SECRET || !config.RAZORPAY_WEBHOOK_SECRET) {
      throw new Error('Invalid configuration: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are required when PAYMENTS_GATEWAY=razorpay');
    }
    card = createRazorpayGateway({ apiUrl: config.RAZORPAY_API_URL, keyId: config.RAZORPAY_KEY_ID, keySecret: config.RAZORPAY_KEY_SECRET, webhookSecret: config.RAZORPAY_WEBHOOK_SECRET });
  }
  if (!card) card = sandbox = createSandboxGateway({ db, secret: config.PAYMENTS_SANDBOX_SECRET, deliver, now });
  let wallet = gateways.wallet;
  if (!wallet && config.SIMPAISA_MERCHANT_ID) {
    if (!config.SIMPAISA_SECRET) throw new Error('Invalid configuration: SIMPAISA_SECRET is required with SIMPAISA_MERCHANT_ID');
    wallet = createSimpaisaGateway({ apiUrl: config.SIMPAISA_API_URL, merchantId: config.SIMPAISA_MERCHANT_ID, secret: config.SIMPAISA_SECRET });
  }
  // the Simpaisa sandbox texts its codes to the development outbox
  wallet ??= createSimpaisaSandbox({ db, sms: createFileOutbox(path.resolve(config.rootDir, config.OUTBOX_DIR), now), now });

  const service = createPaymentsService({
    db, card, wallet, lifecycle, limiter, limits: { perUser: config.PAYMENTS_RATE_LIMIT_PER_USER, perIp: config.PAYMENTS_RATE_LIMIT_PER_IP }, now,
  });
  const cookies = { secure: config.COOKIE_SECURE, domain: config.COOKIE_DOMAIN };
  const refuseCrossSite = createCrossSiteGuard(config.ALLOWED_ORIGINS?.split(',').map((origin) => origin.trim()).filter(Boolean));

  // a refund the gateway could not take at once is asked for again, whether or not the payer looks
  const refunds = setInterval(() => {
    service.retryRefunds().catch((error: unknown) => app.log.warn({ err: error }, 'refund retry failed'));
  }, config.PAYMENTS_REFUND_RETRY_SECONDS * 1000);
  refunds.unref();
  app.addHook('onClose', async () => { clearInterval(refunds); });

  await app.register(apiRoutes, { service, cookies, refuseCrossSite });
  await app.register(notificationRoutes, { service });
  if (sandbox) await app.register(sandboxRoutes, { sandbox });
};

interface ApiOptions {
  service: PaymentsService;
  cookies: { secure: boolean; domain?: string };
  refuseCrossSite: (request: FastifyRequest) => Promise<void>;
}

const apiRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { service, cookies, refuseCrossSite }) => {
  app.addHook('onRequest', refuseCrossSite);
  app.addHook('onSend', async (_request, reply) => { reply.header('cache-control', 'private, no-store'); });
  const tags = ['payments'];
  const security = [{ authToken: [] }];
  const secured = { preHandler: app.requireSession };
  const setPlanCookie = (reply: FastifyReply, plan: string) =>
    // the readable plan cookie follows the plan (proxy.ts's redirectIfSubscribed reads it)
    reply.setCookie(PLAN_COOKIE, plan, { path: '/', sameSite: 'lax', secure: cookies.secure, domain: cookies.domain, maxAge: 30 * 24 * 3600 });
  const webBase = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  // GET /api/v1/payments/plan/get_plans_detailed – the plans on sale in the caller's country
  app.get('/api/v1/payments/plan/get_plans_detailed', {
    schema: {
      tags, querystring: PlansQuery, response: { 200: PlansResponse },
      description: 'Plans priced for the country (query country, x-country header, country cookie, else IN): INR in IN, PKR in PK, USD elsewhere; prices include tax. entitlement_groups SVOD (plus, premium) and AVOD (MZaalo, only in the free-plan countries). unlocks is read from the entitlement matrix.',
    },
  }, async (request) => {
    const groups = request.query.entitlement_groups === undefined ? [] : [request.query.entitlement_groups].flat().flatMap((group) => group.split(','));
    return { status: 'success' as const, data: await service.plans(countryOf(request, request.query.country), groups, request.query.owner) };
  });

  // GET /api/v1/payments/plan/fetch_product_details – one product, priced for the country
  app.get('/api/v1/payments/plan/fetch_product_details', {
    schema: { tags, querystring: ProductQuery, response: { 200: ProductResponse }, description: '404 PRODUCT_NOT_FOUND when the product is unknown or not sold in the country.' },
  }, async (request) => ({ status: 'success' as const, data: await service.productDetails(request.query.product_id, countryOf(request, request.query.country)) }));

  // GET /api/v1/payments/pricing/fetch_price_breakup – price, discount, tax and total
  app.get('/api/v1/payments/pricing/fetch_price_breakup', {
    schema: {
      tags, querystring: BreakupQuery, response: { 200: BreakupResponse },
      description: 'Prices include tax (tax is the part of total that is tax). A voucher_code that does not apply answers 400 with the refusal (status_code VOUCHER_INVALID, VOUCHER_NOT_STARTED, VOUCHER_EXPIRED, VOUCHER_EXHAUSTED, VOUCHER_ALREADY_USED (signed in), VOUCHER_COUNTRY or VOUCHER_PLAN). is_free with payment_type_id 100014 when the total is 0: finish with subscription/eros-free.',
    },
  }, async (request) => {
    const session = await request.getSession();
    return {
      status: 'success' as const,
      data: await service.priceBreakup(request.query.product_id, countryOf(request, request.query.country), request.query.voucher_code || undefined, { user: session?.user ?? null, ip: request.ip }),
    };
  });

  // POST /api/v1/payments/subscription/create-pending – a subscription awaiting payment
  app.post('/api/v1/payments/subscription/create-pending', {
    ...secured,
    schema: {
      tags, security, body: CreatePendingBody, response: { 201: CreatePendingResponse },
      description: 'product_ids holds one product. 409 ALREADY_SUBSCRIBED when a live plan covers it (plus → premium is an upgrade), 409 FREE_WITH_VOUCHER when the code makes it free (use eros-free), 409 NOT_PURCHASABLE for basic and MZaalo; voucher refusals as in fetch_price_breakup. gift: true buys the plan for someone else (allowed whatever the buyer\'s plan, at full price: a discount_code answers 400 GIFT_VOUCHER); once paid, transaction/status answers gift.code, a single-use code for the plan\'s duration, and the buyer\'s plan does not change.',
    },
  }, async (request, reply) => reply.status(201).send({ status: 'success' as const, data: await service.createPending(await callerOf(request), request.body) }));

  // GET /api/v1/payments/vendor/fetch_all – payment methods for a pending subscription
  app.get('/api/v1/payments/vendor/fetch_all', {
    ...secured,
    schema: { tags, security, querystring: VendorsQuery, response: { 200: VendorsResponse }, description: 'Card (100001) everywhere; Telenor (100002) and Zong (100003) wallets for a Pakistan subscription on mobile (x-platform MOBILE_WEB or ANDROID).' },
  }, async (request) => ({ status: 'success' as const, data: await service.vendors(await callerOf(request, request.query.country), request.query.subscription_id) }));

  // POST /api/v1/payments/transaction/create – starts a payment (vid) at the gateway
  app.post('/api/v1/payments/transaction/create', {
    ...secured,
    schema: {
      tags, security, body: CreateTransactionBody, response: { 201: CreateTransactionResponse },
      description: 'next_action: redirect (sandbox checkout page, relative URL), razorpay_checkout (Standard Checkout options with callback_url), or code (wallets: a code was sent to the phone; confirm with subscription/create). 409 SUBSCRIPTION_NOT_PENDING, 400 VENDOR_UNAVAILABLE, 400 MSISDN_INVALID.',
    },
  }, async (request, reply) => reply.status(201).send({ status: 'success' as const, data: await service.createTransaction(await callerOf(request), request.body, webBase(request)) }));

  // POST /api/v1/payments/subscription/create – the browser's proof of payment, or the wallet code
  app.post('/api/v1/payments/subscription/create', {
    ...secured,
    schema: {
      tags, security, body: ConfirmBody, response: { 200: StatusResponse },
      description: 'Razorpay: razorpay_payment_id, razorpay_order_id, razorpay_signature (HMAC-SHA256 of order_id|payment_id), else 400 PAYMENT_SIGNATURE_INVALID and nothing changes. Wallets: code, else 400 CODE_INVALID (attempts_left), CODE_EXPIRED or CODE_ATTEMPTS_EXCEEDED (after 3). With only vid: as transaction/status.',
    },
  }, async (request, reply) => {
    const data = await service.confirm(await callerOf(request), request.body);
    setPlanCookie(reply, data.user_plan);
    return { status: 'success' as const, data };
  });

  // GET /api/v1/payments/transaction/status – reconciles with the gateway while pending
  app.get('/api/v1/payments/transaction/status', {
    ...secured,
    schema: { tags, security, querystring: StatusQuery, response: { 200: StatusResponse }, description: 'The owner only (else 404 TRANSACTION_NOT_FOUND). status pending, success or failed; next_path is the page to show. Sets the plan cookie.' },
  }, async (request, reply) => {
    const data = await service.status((await callerOf(request)).user, request.query.vid);
    setPlanCookie(reply, data.user_plan);
    return { status: 'success' as const, data };
  });

  // POST /api/v1/payments/transaction/razorpay-payment-link – the renewal payment link
  app.post('/api/v1/payments/transaction/razorpay-payment-link', {
    ...secured,
    schema: {
      tags, security, body: RenewalLinkBody, response: { 201: RenewalLinkResponse },
      description: 'Pays one more period of the live subscription (default: the user\'s; active, renewal due or cancelled) at today\'s price. short_url is the sandbox checkout (relative) or a Razorpay payment link; it returns to /renewal-status?vid=. 409 NOTHING_TO_RENEW.',
    },
  }, async (request, reply) => reply.status(201).send({
    status: 'success' as const, data: await service.renewalLink(await callerOf(request), request.body?.subscription_id, webBase(request)),
  }));

  // POST /api/v1/payments/subscription/eros-free – a voucher that makes the plan free
  app.post('/api/v1/payments/subscription/eros-free', {
    ...secured,
    schema: {
      tags, security, body: ErosFreeBody, response: { 201: z.object({ status: z.literal('success'), message: z.string(), data: SubscriptionResponse.shape.data }) },
      description: 'payment_type_id must be 100014 (else 400 PAYMENT_TYPE_INVALID); the code must bring the total to 0 (else 400 VOUCHER_NOT_FREE); other voucher refusals as in fetch_price_breakup. Sets the plan cookie.',
    },
  }, async (request, reply) => {
    const data = await service.erosFree(await callerOf(request), request.body);
    if (data) setPlanCookie(reply, data.tier);
    return reply.status(201).send({ status: 'success' as const, message: 'Subscription successful', data });
  });

  // POST /api/v1/payments/subscription/create-avod – the free MZaalo plan (no body)
  app.post('/api/v1/payments/subscription/create-avod', {
    ...secured,
    schema: {
      tags, security,
      description: '201 when the plan starts; 200 with the message when the user already has it (or a plan that includes it); 403 AVOD_UNAVAILABLE outside the free-plan countries.',
      querystring: z.object({ country: z.string().optional() }),
      response: { 200: Acknowledged, 201: Acknowledged },
    },
  }, async (request, reply) => {
    const { user } = (await request.getSession())!;
    const outcome = await service.createAvod(user.id, countryOf(request, request.query.country));
    if (outcome.created) setPlanCookie(reply, 'mzaalo');
    return reply.status(outcome.created ? 201 : 200).send({ status: 'success' as const, message: outcome.message });
  });

  // POST /api/v2/secured/user/purchase – redeem a promo code (payment_id '1000001')
  app.post('/api/v2/secured/user/purchase', {
    ...secured,
    schema: {
      tags, security, body: PurchaseBody, response: { 201: z.object({ status: z.literal('success'), message: z.string(), data: SubscriptionResponse.shape.data }) },
      description: 'pin is the promo code; product defaults to the code\'s first product (Premium Monthly for codes valid on every plan). payment_id must be \'1000001\' (else 400 PAYMENT_ID_INVALID). The code must make the plan free (percent 100 or a free period). Sets the plan cookie.',
    },
  }, async (request, reply) => {
    const data = await service.purchaseWithPromo(await callerOf(request), request.body);
    if (data) setPlanCookie(reply, data.tier);
    return reply.status(201).send({ status: 'success' as const, message: 'Your promo code has been applied.', data });
  });

  // GET /api/v1/payments/gifts – the buyer's gifts
  app.get('/api/v1/payments/gifts', {
    ...secured,
    schema: { tags, security, response: { 200: GiftsResponse }, description: 'The caller\'s paid gifts, newest first: the code, the plan, the recipient and whether the code was redeemed.' },
  }, async (request) => ({ status: 'success' as const, data: await service.gifts((await callerOf(request)).user) }));

  // GET /api/v2/secured/user/subscription – the subscription the account page shows
  app.get('/api/v2/secured/user/subscription', {
    ...secured,
    schema: { tags, security, response: { 200: SubscriptionResponse }, description: 'The live paid subscription, else the MZaalo membership, else null.' },
  }, async (request) => ({ status: 'success' as const, data: await service.current((await callerOf(request)).user) }));

  // POST /api/v2/secured/user/subscription/cancel – stops renewal; access continues to the period end
  app.post('/api/v2/secured/user/subscription/cancel', {
    ...secured,
    schema: { tags, security, response: { 200: z.object({ status: z.literal('success'), message: z.string(), data: SubscriptionResponse.shape.data }) }, description: '409 NO_SUBSCRIPTION without a live paid subscription; cancelling twice changes nothing.' },
  }, async (request, reply) => {
    const caller = await callerOf(request);
    const { message, subscription } = await service.cancel(caller);
    if (subscription?.status === 'expired') setPlanCookie(reply, await service.userPlan(caller.user.id));
    return { status: 'success' as const, message, data: subscription };
  });

  // POST /api/v2/secured/user/subscription/renew – undoes a cancellation before the period ends
  app.post('/api/v2/secured/user/subscription/renew', {
    ...secured,
    schema: { tags, security, response: { 200: z.object({ status: z.literal('success'), message: z.string(), data: SubscriptionResponse.shape.data }) }, description: '409 NOTHING_TO_RENEW when no cancelled subscription is still in its period (then choose a plan, or pay the renewal link).' },
  }, async (request) => {
    const { message, subscription } = await service.resume(await callerOf(request));
    return { status: 'success' as const, message, data: subscription };
  });
};

/** Gateway notifications (signed over the raw body) and Razorpay's redirect callback: no session, no cross-site check. */
const notificationRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (app, { service }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));
  const tags = ['payments'];

  // POST /api/v1/payments/webhook/:gateway – sandbox, razorpay or simpaisa notifications
  app.post('/api/v1/payments/webhook/:gateway', {
    schema: {
      tags, params: z.object({ gateway: z.enum(['sandbox', 'razorpay', 'simpaisa']) }), response: { 200: Acknowledged },
      description: 'Signed over the raw body: x-sandbox-signature (PAYMENTS_SANDBOX_SECRET), X-Razorpay-Signature (RAZORPAY_WEBHOOK_SECRET), x-simpaisa-signature (SIMPAISA_SECRET), hex HMAC-SHA256. A bad signature answers 400 WEBHOOK_SIGNATURE_INVALID and changes nothing; a replayed event id answers 200 and changes nothing.',
    },
  }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const { replayed } = await service.notification(request.params.gateway, raw, request.headers);
    return { status: 'success' as const, message: replayed ? 'Already processed.' : 'Processed.' };
  });

  // POST /api/v1/payments/gateway/razorpay/callback – Razorpay's redirect mode (form post)
  app.post('/api/v1/payments/gateway/razorpay/callback', {
    schema: {
      tags, querystring: z.object({ vid: z.string().min(1).max(64) }),
      description: 'Verifies razorpay_signature and answers 303 to the payment\'s return path with ?vid=; without a valid proof the status page asks the gateway.',
    },
  }, async (request, reply) => {
    const fields = (typeof request.body === 'object' && request.body ? request.body : {}) as Record<string, string>;
    return reply.redirect(await service.razorpayCallback(request.query.vid, fields), 303);
  });
};
