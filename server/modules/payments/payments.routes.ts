import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JobQueue } from '../../platform/jobs';
import type { CookieSettings } from '../session/session.cookies';
import type { SandboxGateway } from './gateways/sandbox';
import type { PricingService } from './pricing.service';
import type { CheckoutService } from './checkout.service';
import type { VouchersService } from './vouchers.service';
import type { SubscriptionsService } from './subscriptions.service';
import type { SettlementService } from './settlement.service';
import { sandboxRoutes } from './sandbox.routes';
import { pricingRoutes } from './pricing.routes';
import { checkoutRoutes } from './checkout.routes';
import { vouchersRoutes } from './vouchers.routes';
import { subscriptionsRoutes } from './subscriptions.routes';
import { notificationRoutes } from './notification.routes';

// Payments and subscriptions (spec 001 §7; README "Payments"): plans, prices, vouchers, the
// purchase and renewal flows, gateway notifications and the sandbox checkout, on the services
// and gateways the origin's composition root built.

export const REFUND_RETRY_JOB = 'payments-refund-retry';
export const ABANDONED_PURCHASES_JOB = 'payments-abandoned-purchases';
/** How often purchases pending for a day are looked for (README "Payments": abandoned after 24 hours). */
const ABANDONED_PURCHASES_EVERY_SECONDS = 3600;

export interface PaymentsServices {
  pricing: PricingService;
  checkout: CheckoutService;
  vouchers: VouchersService;
  subscriptions: SubscriptionsService;
  settlement: SettlementService;
}

export interface PaymentsPluginOptions {
  services: PaymentsServices;
  /** The embedded card sandbox when it takes the card payments (its checkout page's calls), else null. */
  sandbox: SandboxGateway | null;
  /** The origin's job queue (refund retries, abandoned purchases). */
  jobs: JobQueue;
  refundRetrySeconds: number;
  cookies: CookieSettings;
  /** A user has just joined the free MZaalo plan. */
  onJoinedMzaalo?: (userId: string) => Promise<unknown>;
}

export const paymentsPlugin: FastifyPluginAsyncZod<PaymentsPluginOptions> = async (
  app,
  { services, sandbox, jobs, refundRetrySeconds, cookies, onJoinedMzaalo },
) => {
  const { pricing, checkout, vouchers, subscriptions, settlement } = services;
  // background work on the job queue, once per period across every origin instance: a refund the
  // gateway could not take at once is asked for again, and a checkout abandoned a day ago fails,
  // whether or not the payer looks
  await jobs.schedule(REFUND_RETRY_JOB, { seconds: refundRetrySeconds }, settlement.retryRefunds);
  await jobs.schedule(ABANDONED_PURCHASES_JOB, { seconds: ABANDONED_PURCHASES_EVERY_SECONDS }, settlement.settleAbandoned);

  await app.register(pricingRoutes, { service: pricing, cookies });
  await app.register(checkoutRoutes, { service: checkout, cookies });
  await app.register(vouchersRoutes, { service: vouchers, cookies });
  await app.register(subscriptionsRoutes, { service: subscriptions, cookies, onJoinedMzaalo });
  await app.register(notificationRoutes, { service: settlement });
  if (sandbox) await app.register(sandboxRoutes, { sandbox });
};
