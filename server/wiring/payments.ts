import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db';
import type { MessageSender } from '../platform/messages';
import { paymentsPlugin } from '../modules/payments/payments.routes';
import { createPaymentsCore } from '../modules/payments/payments.core';
import { createPricingService } from '../modules/payments/pricing.service';
import { createSubscriptionsService } from '../modules/payments/subscriptions.service';
import { createVouchersService } from '../modules/payments/vouchers.service';
import { createSettlementService } from '../modules/payments/settlement.service';
import { createCheckoutService } from '../modules/payments/checkout.service';
import type { CardGateway, WalletGateway } from '../modules/payments/gateways/gateway';
import { createRazorpayGateway } from '../modules/payments/gateways/razorpay';
import { createSandboxGateway, SANDBOX_SIGNATURE_HEADER, type SandboxGateway } from '../modules/payments/gateways/sandbox';
import { createSandboxOrdersRepository } from '../modules/payments/gateways/sandbox-orders.repository';
import { createSimpaisaGateway, createSimpaisaSandbox } from '../modules/payments/gateways/simpaisa';
import type { Parts } from './parts';

// Payments and subscriptions (README "Payments"): the gateways the configuration names, else the
// embedded sandboxes, the services over them, and their routes and background jobs.

interface Gateways {
  card: CardGateway;
  wallet: WalletGateway;
  /** The embedded card sandbox when it takes the card payments, else null. */
  sandbox: SandboxGateway | null;
}

/** Razorpay and Simpaisa when their keys are set; else the sandboxes (the wallet's texts its codes to `outbox`). */
function createGateways(
  app: FastifyInstance,
  { config, db, outbox, now }: { config: Config; db: Db; outbox: MessageSender; now: () => number },
): Gateways {
  const orders = createSandboxOrdersRepository(db);
  let card: CardGateway | undefined;
  let sandbox: SandboxGateway | null = null;
  if (config.PAYMENTS_GATEWAY === 'razorpay' && config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET && config.RAZORPAY_WEBHOOK_SECRET) {
    card = createRazorpayGateway({
      apiUrl: config.RAZORPAY_API_URL,
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    });
  } else {
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
    card = sandbox = createSandboxGateway({ orders, secret: config.PAYMENTS_SANDBOX_SECRET, deliver, now });
  }
  const wallet =
    config.SIMPAISA_MERCHANT_ID && config.SIMPAISA_SECRET
      ? createSimpaisaGateway({ apiUrl: config.SIMPAISA_API_URL, merchantId: config.SIMPAISA_MERCHANT_ID, secret: config.SIMPAISA_SECRET })
      : createSimpaisaSandbox({ orders, sms: outbox, now });
  return { card, wallet, sandbox };
}

export async function wirePayments(
  app: FastifyInstance,
  { config, db, now, limiter, jobs, outbox, cookies, repositories, subscriptionLifecycle }: Parts,
  { onJoinedMzaalo }: { onJoinedMzaalo: (userId: string) => Promise<unknown> },
): Promise<void> {
  if (config.NODE_ENV === 'production' && config.PAYMENTS_GATEWAY === 'sandbox')
    app.log.warn('PAYMENTS_GATEWAY=sandbox in production: card payments go to the test checkout');
  const { card, wallet, sandbox } = createGateways(app, { config, db, outbox, now });
  const core = createPaymentsCore({
    repository: repositories.payments,
    card,
    wallet,
    lifecycle: subscriptionLifecycle,
    limiter,
    limits: { perUser: config.PAYMENTS_RATE_LIMIT_PER_USER, perIp: config.PAYMENTS_RATE_LIMIT_PER_IP },
    now,
  });
  const subscriptions = createSubscriptionsService(core);
  const vouchers = createVouchersService(core, subscriptions);
  const settlement = createSettlementService(core, { ...subscriptions, ...vouchers });
  await app.register(paymentsPlugin, {
    services: {
      pricing: createPricingService(core),
      checkout: createCheckoutService(core, settlement),
      vouchers,
      subscriptions,
      settlement,
    },
    sandbox,
    jobs,
    refundRetrySeconds: config.PAYMENTS_REFUND_RETRY_SECONDS,
    cookies,
    onJoinedMzaalo,
  });
}
