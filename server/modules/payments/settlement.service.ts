import { NotFoundError, ValidationError } from '../../platform/errors';
import { render, text, translateEnglish, type Locale } from '../../platform/texts';
import { DEFAULT_LOCALE } from '../../../contract/locales';
import type { SessionUser } from '../session/session.guard';
import type { GatewayStatus } from './gateways/gateway';
import { major } from './payments.pricing';
import type { TransactionRow } from './payments.repository';
import { nextStatus } from './subscription-states';
import {
  GIFT_RESULT_PATH,
  PAYMENT_EXPIRED_REASON,
  PENDING_PAYMENT_LIFE_MS,
  paymentMethodName,
  withVid,
  type PaymentsCore,
} from './payments.core';
import type { SubscriptionsService } from './subscriptions.service';
import type { VouchersService } from './vouchers.service';

// Settlement: the gateway's word on a payment (its notification, the browser's signed proof, or
// a status call), applied once: a payment moves its subscription at most once (credited_at),
// whichever comes first; a second payment for a plan already paid is refunded.

export function createSettlementService(
  core: PaymentsCore,
  parts: Pick<SubscriptionsService, 'activate' | 'applyRenewal'> & Pick<VouchersService, 'issueGift'>,
) {
  const { repository, card, wallet, lifecycle, now, subscriptionView } = core;
  const { activate, applyRenewal, issueGift } = parts;
  /**
   * Applies a gateway's word on a transaction, once: a payment moves its subscription only when
   * credited_at is still empty, and a failure never undoes a success; a payment still pending a
   * day after it began fails as abandoned. One database transaction.
   */
  async function settleTransaction(vid: string, outcome: GatewayStatus): Promise<TransactionRow> {
    if (outcome.status === 'pending') {
      const txn = (await repository.transactionByVid(vid))!;
      // a renewal link lives its own life (RENEWAL_LINK_LIFE_MS), set at the gateway
      if (txn.status !== 'pending' || txn.kind !== 'purchase' || now() - txn.createdAt.getTime() < PENDING_PAYMENT_LIFE_MS) return txn;
      outcome = { status: 'failed', reason: PAYMENT_EXPIRED_REASON };
    }
    const result = await repository.transaction(async (tx) => {
      const txn = (await tx.transactionByVid(vid, true))!;
      if (txn.creditedAt) return txn;
      if (outcome.status === 'failed') {
        if (txn.status !== 'pending') return txn;
        const failed = await tx.updateTransaction(txn.id, {
          status: 'failed',
          failureReason: outcome.reason,
          gatewayPaymentId: outcome.paymentId ?? null,
        });
        const subscription = await tx.subscription(txn.subscriptionId, true);
        if (txn.kind === 'purchase' && subscription?.status === 'pending') {
          await tx.updateSubscription(subscription.id, { status: nextStatus('pending', 'payment_failed')! });
        }
        return failed;
      }
      // paid (also after an earlier failure: money taken is always honoured)
      const credited = await tx.updateTransaction(txn.id, {
        status: 'success',
        gatewayPaymentId: outcome.paymentId,
        failureReason: null,
        creditedAt: new Date(now()),
      });
      const subscription = (await tx.subscription(txn.subscriptionId, true))!;
      const method = paymentMethodName(txn.paymentTypeId, txn.gateway);
      let duplicate = false;
      if (txn.kind === 'purchase') {
        const gift = await tx.gift(subscription.id);
        if (gift) {
          if (gift.voucherCode) duplicate = true;
          else await issueGift(tx, subscription, method);
        } else if (subscription.status === 'pending' || subscription.status === 'failed') await activate(tx, subscription, method);
        else duplicate = true;
      } else {
        await applyRenewal(tx, subscription, method);
      }
      // a second payment for a subscription another payment already paid: recorded, not credited twice, and given back
      return duplicate && txn.gateway === card.name ? tx.updateTransaction(txn.id, { refundStatus: 'due' }) : credited;
    });
    lifecycle.forget(result.userId);
    return refundIfDue(result);
  }
  /** Asks the card gateway to give back a payment marked due; if it cannot, the next status call or the retry timer asks again. */
  async function refundIfDue(txn: TransactionRow): Promise<TransactionRow> {
    if (txn.refundStatus !== 'due' || txn.gateway !== card.name || !txn.gatewayPaymentId) return txn;
    try {
      const { refundId } = await card.refund({
        orderId: txn.gatewayOrderId,
        paymentId: txn.gatewayPaymentId,
        amountMinor: txn.amountMinor,
        vid: txn.vid,
      });
      return await repository.updateTransaction(txn.id, { refundStatus: 'refunded', refundId, refundedAt: new Date(now()) });
    } catch {
      return txn;
    }
  }
  async function ownTransaction(user: SessionUser, vid: string) {
    const txn = await repository.transactionByVid(vid);
    if (!txn || txn.userId !== user.id) throw new NotFoundError(text('errors.payments.transactionNotFound'), 'TRANSACTION_NOT_FOUND');
    return txn;
  }
  async function gatewayStatus(txn: TransactionRow): Promise<GatewayStatus> {
    if (txn.gateway === wallet.name) return wallet.fetchStatus(txn.gatewayOrderId);
    if (txn.gateway === card.name) return card.fetchStatus(txn.gatewayOrderId);
    return { status: 'pending' };
  }
  async function transactionView(txn: TransactionRow, locale?: Locale) {
    const subscription = (await repository.subscription(txn.subscriptionId))!;
    const view = await subscriptionView(subscription);
    const userPlan = await repository.userPlan(txn.userId);
    const status = txn.status as 'pending' | 'success' | 'failed';
    const gift = txn.kind === 'purchase' ? await repository.gift(subscription.id) : null;
    return {
      vid: txn.vid,
      status,
      kind: txn.kind as 'purchase' | 'renewal',
      gateway: txn.gateway,
      payment_type_id: txn.paymentTypeId,
      amount: major(txn.amountMinor),
      amount_minor: txn.amountMinor,
      currency: txn.currency,
      product_id: subscription.productId,
      product_name: view!.product_name,
      plan_id: subscription.planId,
      tier: subscription.tier,
      subscription_id: subscription.id,
      subscription_status: view!.status,
      next_billing_date: view!.next_billing_date,
      user_plan: userPlan ?? 'basic',
      message: render(
        txn.refundStatus === 'refunded'
          ? text('errors.payments.refunded')
          : txn.refundStatus === 'due'
            ? text('errors.payments.willBeRefunded')
            : status === 'success'
              ? text('errors.payments.paid')
              : status === 'pending'
                ? text('errors.payments.processing')
                : text('errors.payments.failed'),
        locale,
      ),
      // kept in English: ours in the reader's language, a gateway's own words as they came
      failure_reason: txn.failureReason === null ? null : translateEnglish(txn.failureReason, locale ?? DEFAULT_LOCALE),
      refund: txn.refundStatus as 'due' | 'refunded' | null,
      next_path: gift
        ? GIFT_RESULT_PATH
        : status === 'success'
          ? '/thankyou'
          : status === 'pending'
            ? '/subscription-pending'
            : '/subscription-failed',
      gift: gift
        ? {
            code: gift.voucherCode,
            product_id: gift.productId,
            product_name: view!.product_name,
            recipient_name: gift.recipientName,
            message: gift.message,
          }
        : null,
    };
  }
  async function status(user: SessionUser, vid: string, locale?: Locale) {
    let txn = await ownTransaction(user, vid);
    txn = txn.status === 'pending' ? await settleTransaction(txn.vid, await gatewayStatus(txn)) : await refundIfDue(txn);
    return transactionView(txn, locale);
  }
  return {
    settleTransaction,
    transactionView,
    ownTransaction,
    status,

    /** Asks again for the refunds still due (a recurring job calls it: nobody has to look at the payment); answers how many went through. */
    async retryRefunds(): Promise<number> {
      const due = await repository.transactionsWithRefundDue();
      const done = await Promise.all(due.map(refundIfDue));
      return done.filter((txn) => txn.refundStatus === 'refunded').length;
    },

    /**
     * Settles the purchases still pending a day after they began (a recurring job calls it, so an
     * abandoned checkout fails without anybody asking for its status): the gateway is asked once
     * more, and one that still says pending fails the purchase. Answers how many it settled.
     */
    async settleAbandoned(): Promise<number> {
      const stale = await repository.pendingPurchasesBefore(new Date(now() - PENDING_PAYMENT_LIFE_MS));
      let settled = 0;
      for (const txn of stale) if ((await settleTransaction(txn.vid, await gatewayStatus(txn))).status !== 'pending') settled += 1;
      return settled;
    } /** Razorpay's redirect mode: the signed proof arrives as a form post; answers where the browser goes. */,
    async razorpayCallback(vid: string, fields: { razorpay_payment_id?: string; razorpay_order_id?: string; razorpay_signature?: string }) {
      const txn = await repository.transactionByVid(vid);
      if (!txn) throw new NotFoundError(text('errors.payments.transactionNotFound'), 'TRANSACTION_NOT_FOUND');
      if (
        txn.gateway === 'razorpay' &&
        fields.razorpay_payment_id &&
        fields.razorpay_signature &&
        (fields.razorpay_order_id ?? txn.gatewayOrderId) === txn.gatewayOrderId &&
        card.verifyPayment({ orderId: txn.gatewayOrderId, paymentId: fields.razorpay_payment_id, signature: fields.razorpay_signature })
      ) {
        await settleTransaction(txn.vid, { status: 'paid', paymentId: fields.razorpay_payment_id });
      }
      // without a valid proof the status page asks the gateway
      return withVid(txn.returnPath, txn.vid);
    } /** A verified, idempotent gateway notification; answers whether it was new. */,
    async notification(gatewayName: string, rawBody: string, headers: Record<string, string | string[] | undefined>) {
      const gateway = gatewayName === card.name ? card : gatewayName === wallet.name ? wallet : null;
      const parsed = gateway?.parseNotification(rawBody, headers) ?? null;
      if (!gateway || !parsed) throw new ValidationError(text('errors.payments.webhookSignatureInvalid'), 'WEBHOOK_SIGNATURE_INVALID');
      let payload: unknown;
      try {
        payload = JSON.parse(rawBody);
      } catch {
        payload = {};
      }
      const fresh = await repository.recordNotification({ gateway: gateway.name, eventId: parsed.eventId, event: parsed.event, payload });
      if (!fresh) return { replayed: true };
      if (parsed.orderId && parsed.outcome && parsed.outcome.status !== 'pending') {
        const txn = await repository.transactionByOrder(gateway.name, parsed.orderId);
        try {
          if (txn) await settleTransaction(txn.vid, parsed.outcome);
        } catch (error) {
          // not applied: forget the event so the gateway's retry is processed
          await repository.forgetNotification(gateway.name, parsed.eventId);
          throw error;
        }
      }
      return { replayed: false };
    },
  };
}
export type SettlementService = ReturnType<typeof createSettlementService>;
