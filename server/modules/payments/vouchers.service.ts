import { randomInt } from 'node:crypto';
import { ConflictError, ValidationError } from '../../platform/errors';
import { text } from '../../platform/texts';
import type { SessionUser } from '../session/session.guard';
import { VOUCHER_REFUSALS, computeBreakup, normaliseCode } from './payments.pricing';
import { COUPON_PAYMENT_ID, PAYMENT_TYPE } from '../../../contract/plans';
import type { PaymentsQueries, SubscriptionRow } from './payments.repository';
import { nextStatus, type SubscriptionStatus } from './subscription-states';
import { voucherError, type Caller, type PaymentsCore } from './payments.core';
import type { SubscriptionsService } from './subscriptions.service';

const GIFT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A gift code: GIFT and 10 characters that cannot be misread (no 0/O, 1/I). */
export function newGiftCode(): string {
  let code = 'GIFT';
  for (let index = 0; index < 10; index += 1) code += GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)];
  return code;
}

// Vouchers and gifts: a code that makes a plan free (eros-free, a promo code at /purchase), and a
// paid gift, which becomes a single-use code for someone else.

export function createVouchersService(core: PaymentsCore, subscriptions: Pick<SubscriptionsService, 'activate'>) {
  const { repository, lifecycle, now, limit, catalogue, productIn, productName, checkVoucher, subscriptionView, refuseIfCovered } = core;
  const { activate } = subscriptions;
  /**
   * A paid gift: a single-use free_period voucher for the product's duration (limit 1, this product
   * only) instead of a plan for the buyer; on the open transaction that credits the payment.
   */
  async function issueGift(tx: PaymentsQueries, subscription: SubscriptionRow, paymentMethod: string) {
    const { products } = await catalogue(tx);
    const product = products.find((row) => row.productId === subscription.productId)!;
    const status = nextStatus(subscription.status as SubscriptionStatus, 'gift_paid');
    if (!status) throw new ConflictError(text('errors.payments.notPending'), 'SUBSCRIPTION_NOT_PENDING');
    const at = new Date(now());
    const code = newGiftCode();
    await tx.insertVoucher({
      code,
      kind: 'free_period',
      value: product.durationDays ?? 30,
      description: `Gift: ${product.name}`,
      validFrom: at,
      validUntil: null,
      maxUses: 1,
      maxUsesPerUser: 1,
      productIds: [product.productId],
    });
    await tx.issueGift(subscription.id, code, at);
    await tx.updateSubscription(subscription.id, { status, paymentMethod, autoRenew: false });
  }
  async function redeemFree(caller: Caller, input: { productId?: number; voucherCode: string; paymentMethod: string }) {
    await limit(caller, 'voucher');
    const code = normaliseCode(input.voucherCode);
    let productId = input.productId;
    if (productId === undefined) {
      const voucher = await repository.voucher(code);
      if (!voucher) throw voucherError('VOUCHER_INVALID');
      productId = voucher.productIds[0] ?? 1000003;
    }
    const { product, price } = await productIn(productId, caller.country);
    if (!product.purchasable) throw new ValidationError(VOUCHER_REFUSALS.VOUCHER_PLAN, 'VOUCHER_PLAN');
    const subscription = await repository.transaction(async (tx) => {
      await tx.userPlan(caller.user.id, true);
      const voucher = await checkVoucher(
        tx,
        code,
        { userId: caller.user.id, country: caller.country, productId: product.productId, currency: price.currency },
        true,
      );
      const breakup = computeBreakup(price, product, voucher);
      if (breakup.totalMinor !== 0) throw voucherError('VOUCHER_NOT_FREE');
      await refuseIfCovered(tx, caller.user, product.tier);
      const pending = await tx.insertSubscription({
        userId: caller.user.id,
        productId: product.productId,
        planId: price.planId,
        tier: product.tier,
        status: 'pending',
        country: caller.country.toUpperCase(),
        currency: price.currency,
        priceMinor: breakup.priceMinor,
        discountMinor: breakup.discountMinor,
        taxMinor: breakup.taxMinor,
        totalMinor: 0,
        voucherCode: voucher.code,
        periodDays: voucher.kind === 'free_period' ? voucher.value : null,
      });
      return activate(tx, pending, input.paymentMethod);
    });
    lifecycle.forget(caller.user.id);
    return subscriptionView(subscription);
  }
  return {
    issueGift,
    redeemFree,

    async erosFree(caller: Caller, input: { product_ids: number[]; voucher_code: string; payment_type_id: number }) {
      if (input.payment_type_id !== PAYMENT_TYPE.free)
        throw new ValidationError(text('errors.payments.freePaymentType', { type: PAYMENT_TYPE.free }), 'PAYMENT_TYPE_INVALID');
      if (input.product_ids.length !== 1) throw new ValidationError(text('errors.payments.choosePlan'));
      return redeemFree(caller, { productId: input.product_ids[0], voucherCode: input.voucher_code, paymentMethod: 'Free' });
    },
    async purchaseWithPromo(caller: Caller, input: { product?: number; pin: string; payment_id: string }) {
      if (input.payment_id !== COUPON_PAYMENT_ID) throw new ValidationError(text('errors.payments.unknownPaymentId'), 'PAYMENT_ID_INVALID');
      return redeemFree(caller, { productId: input.product, voucherCode: input.pin, paymentMethod: 'Promo code' });
    } /** The buyer's paid gifts and whether each code was redeemed. */,
    async gifts(user: SessionUser) {
      const rows = await repository.giftsOf(user.id);
      return Promise.all(
        rows.map(async (row) => ({
          code: row.code!,
          product_id: row.productId,
          product_name: await productName(row.productId),
          recipient_name: row.recipientName,
          message: row.message,
          purchased_at: row.issuedAt?.toISOString() ?? null,
          redeemed: row.redeemedAt !== null,
          redeemed_at: row.redeemedAt?.toISOString() ?? null,
        })),
      );
    },
  };
}
export type VouchersService = ReturnType<typeof createVouchersService>;
