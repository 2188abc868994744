import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import type { JobQueue } from '../../platform/jobs';
import type { MessageSender } from '../../platform/messages';
import type { RateLimiter } from '../../platform/rate-limit';
import type { CardGateway, WalletGateway } from './gateways/gateway';
import { createRazorpayGateway } from './gateways/razorpay';
import { createSandboxGateway, SANDBOX_SIGNATURE_HEADER, type SandboxGateway } from './gateways/sandbox';
import { createSimpaisaGateway, createSimpaisaSandbox } from './gateways/simpaisa';
import { createPaymentsCore } from './payments.core';
import { createPricingService } from './pricing.service';
import { createSubscriptionsService } from './subscriptions.service';
import { createVouchersService } from './vouchers.service';
import { createSettlementService } from './settlement.service';
import { createCheckoutService } from './checkout.service';
import { sandboxRoutes } from './sandbox.routes';
import { pricingRoutes } from './pricing.routes';
import { checkoutRoutes } from './checkout.routes';
import { vouchersRoutes } from './vouchers.routes';
import { subscriptionsRoutes } from './subscriptions.routes';
import { notificationRoutes } from './notification.routes';
import type { SubscriptionLifecycle } from './subscription-lifecycle';

// Payments and subscriptions (spec 001 §7; README "Payments"): plans, prices, vouchers, the
// purchase and renewal flows, gateway notifications and the sandbox checkout.

export const REFUND_RETRY_JOB = 'payments-refund-retry';
export const ABANDONED_PURCHASES_JOB = 'payments-abandoned-purchases';
/** How often purchases pending for a day are looked for (README "Payments": abandoned after 24 hours). */
const ABANDONED_PURCHASES_EVERY_SECONDS = 3600;

export interface PaymentsPluginOptions {
  config: Config;
  db: Db;
  lifecycle: SubscriptionLifecycle;
  /** The origin's one rate limiter. */
  limiter: RateLimiter;
  /** The origin's job queue (refund retries, abandoned purchases). */
  jobs: JobQueue;
  /** Where the Simpaisa sandbox texts its codes (the development outbox). */
  outbox: MessageSender;
  now?: () => number;
  /** A user has just joined the free MZaalo plan. */
  onJoinedMzaalo?: (userId: string) => Promise<unknown>;
  /** Tests pass gateways of their own. */
  gateways?: { card?: CardGateway; wallet?: WalletGateway };
}

export const paymentsPlugin: FastifyPluginAsyncZod<PaymentsPluginOptions> = async (
  app,
  { config, db, lifecycle, limiter, jobs, outbox, now = Date.now, gateways = {}, onJoinedMzaalo },
) => {
  if (config.NODE_ENV === 'production' && config.PAYMENTS_GATEWAY === 'sandbox')
    app.log.warn('PAYMENTS_GATEWAY=sandbox in production: card payments go to the test checkout');

  // the sandbox notifies the origin through its own webhook route, like an outside gateway would
  const deliver = async (rawBody: string, signature: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      payload: rawBody,
    });
    if (response.statusCode !== 200) app.log.warn({ status: response.statusCode }, 'sandbox notification was refused');
  };
  let sandbox: SandboxGateway | null = null;
  let card = gateways.card;
  if (
    !card &&
    config.PAYMENTS_GATEWAY === 'razorpay' &&
    config.RAZORPAY_KEY_ID &&
    config.RAZORPAY_KEY_SECRET &&
    config.RAZORPAY_WEBHOOK_SECRET
  ) {
    card = createRazorpayGateway({
      apiUrl: config.RAZORPAY_API_URL,
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    });
  }
  if (!card) card = sandbox = createSandboxGateway({ db, secret: config.PAYMENTS_SANDBOX_SECRET, deliver, now });
  let wallet = gateways.wallet;
  if (!wallet && config.SIMPAISA_MERCHANT_ID && config.SIMPAISA_SECRET) {
    wallet = createSimpaisaGateway({
      apiUrl: config.SIMPAISA_API_URL,
      merchantId: config.SIMPAISA_MERCHANT_ID,
      secret: config.SIMPAISA_SECRET,
    });
  }
  // the Simpaisa sandbox texts its codes to the development outbox
  wallet ??= createSimpaisaSandbox({ db, sms: outbox, now });

  const core = createPaymentsCore({
    db,
    card,
    wallet,
    lifecycle,
    limiter,
    limits: { perUser: config.PAYMENTS_RATE_LIMIT_PER_USER, perIp: config.PAYMENTS_RATE_LIMIT_PER_IP },
    now,
  });
  const subscriptions = createSubscriptionsService(core);
  const vouchers = createVouchersService(core, subscriptions);
  const settlement = createSettlementService(core, { ...subscriptions, ...vouchers });
  const pricing = createPricingService(core);
  const checkout = createCheckoutService(core, settlement);
  const cookies = { secure: config.COOKIE_SECURE, domain: config.COOKIE_DOMAIN };

  // background work on the job queue, once per period across every origin instance: a refund the
  // gateway could not take at once is asked for again, and a checkout abandoned a day ago fails,
  // whether or not the payer looks
  await jobs.schedule(REFUND_RETRY_JOB, { seconds: config.PAYMENTS_REFUND_RETRY_SECONDS }, settlement.retryRefunds);
  await jobs.schedule(ABANDONED_PURCHASES_JOB, { seconds: ABANDONED_PURCHASES_EVERY_SECONDS }, settlement.settleAbandoned);

  await app.register(pricingRoutes, { service: pricing, cookies });
  await app.register(checkoutRoutes, { service: checkout, cookies });
  await app.register(vouchersRoutes, { service: vouchers, cookies });
  await app.register(subscriptionsRoutes, { service: subscriptions, cookies, onJoinedMzaalo });
  await app.register(notificationRoutes, { service: settlement });
  if (sandbox) await app.register(sandboxRoutes, { sandbox });
};
