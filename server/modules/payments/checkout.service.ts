import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { render, text, type Locale } from '../../platform/texts';
import type { NextAction } from './gateways/gateway';
import { randomId } from './gateways/gateway';
import { normaliseMsisdn, WALLET_CODE_LENGTH } from './gateways/simpaisa';
import { computeBreakup, major, type Breakup, type PriceRow, type ProductRow } from './payments.pricing';
import { PAYMENT_TYPE, WALLET_OPERATORS, walletOperatorName } from '../../../contract/plans';
import type { TransactionRow } from './payments.repository';
import { DEFAULT_RETURN_PATH, paymentReturnPath, withVid, type Caller, type PaymentsCore } from './payments.core';
import type { SettlementService } from './settlement.service';

// Checkout: a pending purchase (or gift), the payment methods on offer, the gateway order or
// wallet code, and the browser's step after paying.

/** A pending subscription's row: who buys which plan at which price, in the buyer's country (discount as the breakup says). */
function pendingOf(caller: Caller, product: ProductRow, price: PriceRow, country: string, breakup: Breakup) {
  return {
    userId: caller.user.id,
    productId: product.productId,
    planId: price.planId,
    tier: product.tier,
    status: 'pending' as const,
    country,
    currency: price.currency,
    priceMinor: breakup.priceMinor,
    discountMinor: breakup.discountMinor,
    taxMinor: breakup.taxMinor,
    totalMinor: breakup.totalMinor,
  };
}

/** The create-pending answer. */
function pendingAnswer<View>(subscriptionId: string, product: ProductRow, price: PriceRow, breakup: View, gift: boolean) {
  return {
    subscription_id: subscriptionId,
    status: 'pending' as const,
    product_id: product.productId,
    plan_id: price.planId,
    product_name: product.name,
    breakup,
    gift,
  };
}

export function createCheckoutService(core: PaymentsCore, settlement: SettlementService) {
  const { repository, card, wallet, now, limit, productIn, productName, breakupView, checkVoucher, refuseIfCovered } = core;
  const { settleTransaction, transactionView, ownTransaction, status } = settlement;
  function vendorsFor(country: string, mobile: boolean, locale?: Locale) {
    const vendors: Array<{ payment_type_id: number; name: string; kind: 'card' | 'wallet'; gateway: string }> = [
      { payment_type_id: PAYMENT_TYPE.card, name: render(text('errors.payments.cardMethod'), locale), kind: 'card', gateway: card.name },
    ];
    if (country.toUpperCase() === 'PK' && mobile) {
      for (const operator of WALLET_OPERATORS)
        vendors.push({ payment_type_id: operator.id, name: operator.name, kind: 'wallet', gateway: wallet.name });
    }
    return vendors;
  }
  return {
    vendorsFor,
    // the payment's state, asking the gateway first while it is still pending
    status,

    async createPending(
      caller: Caller,
      input: {
        country_code?: string;
        discount_code?: string | null;
        product_ids: number[];
        gift?: boolean;
        recipient_name?: string;
        message?: string;
      },
    ) {
      await limit(caller, 'write');
      if (input.product_ids.length !== 1) throw new ValidationError(text('errors.payments.choosePlan'));
      // the price region is where the buyer is (the viewer's country), never what the client sends
      const country = caller.country.toUpperCase();
      if (input.country_code && input.country_code.toUpperCase() !== country) {
        throw new ValidationError(
          text('errors.payments.countryMismatch', { country, named: input.country_code.toUpperCase() }),
          'COUNTRY_MISMATCH',
        );
      }
      const { product, price } = await productIn(input.product_ids[0], country);
      if (!product.purchasable) throw new ConflictError(text('errors.payments.notPurchasable'), 'NOT_PURCHASABLE');
      if (input.gift) {
        // a gift is for someone else: the buyer's own plan does not matter, and it is paid in full
        if (input.discount_code) throw new ValidationError(text('errors.payments.giftWithoutPromoCode'), 'GIFT_VOUCHER');
        const breakup = computeBreakup(price, product, null);
        const subscription = await repository.transaction(async (tx) => {
          const row = await tx.insertSubscription({
            ...pendingOf(caller, product, price, country, breakup),
            discountMinor: 0,
            autoRenew: false,
          });
          await tx.insertGift({
            subscriptionId: row.id,
            buyerId: caller.user.id,
            productId: product.productId,
            recipientName: input.recipient_name?.trim() || null,
            message: input.message?.trim() || null,
          });
          return row;
        });
        return pendingAnswer(subscription.id, product, price, breakupView(product, price, country, breakup, null), true);
      }
      await refuseIfCovered(repository, caller.user, product.tier);
      const voucher = input.discount_code
        ? await checkVoucher(repository, input.discount_code, {
            userId: caller.user.id,
            country,
            productId: product.productId,
            currency: price.currency,
          })
        : null;
      const breakup = computeBreakup(price, product, voucher);
      if (breakup.totalMinor === 0) throw new ConflictError(text('errors.payments.freeWithPromoCode'), 'FREE_WITH_VOUCHER');
      const subscription = await repository.insertSubscription({
        ...pendingOf(caller, product, price, country, breakup),
        voucherCode: voucher?.code ?? null,
        periodDays: voucher?.kind === 'free_period' ? voucher.value : null,
      });
      return pendingAnswer(subscription.id, product, price, breakupView(product, price, country, breakup, voucher), false);
    },
    async vendors(caller: Caller, subscriptionId: string) {
      const subscription = await repository.subscription(subscriptionId);
      if (!subscription || subscription.userId !== caller.user.id)
        throw new NotFoundError(text('errors.payments.subscriptionNotFound'), 'SUBSCRIPTION_NOT_FOUND');
      return {
        subscription_id: subscription.id,
        country: subscription.country,
        vendors: vendorsFor(subscription.country, caller.mobile, caller.locale),
      };
    },
    async createTransaction(
      caller: Caller,
      input: { subscription_id: string; payment_type_id: number; msisdn?: string; return_path?: string },
      callbackBase: string,
    ) {
      await limit(caller, 'write');
      const returnPath = paymentReturnPath(input.return_path, DEFAULT_RETURN_PATH);
      const subscription = await repository.subscription(input.subscription_id);
      if (!subscription || subscription.userId !== caller.user.id)
        throw new NotFoundError(text('errors.payments.subscriptionNotFound'), 'SUBSCRIPTION_NOT_FOUND');
      if (subscription.status !== 'pending') throw new ConflictError(text('errors.payments.notPending'), 'SUBSCRIPTION_NOT_PENDING');
      if (!vendorsFor(subscription.country, caller.mobile).some((vendor) => vendor.payment_type_id === input.payment_type_id)) {
        throw new ValidationError(text('errors.payments.methodUnavailable'), 'VENDOR_UNAVAILABLE');
      }
      const vid = randomId('vid_', 15);
      const description = await productName(subscription.productId);
      const base = {
        vid,
        userId: caller.user.id,
        subscriptionId: subscription.id,
        kind: 'purchase',
        paymentTypeId: input.payment_type_id,
        amountMinor: subscription.totalMinor,
        currency: subscription.currency,
        status: 'pending',
        returnPath,
        createdAt: new Date(now()),
      } as const;
      let action: NextAction;
      let txn: TransactionRow;
      if (input.payment_type_id === PAYMENT_TYPE.card) {
        const order = await card.createOrder({
          vid,
          amountMinor: subscription.totalMinor,
          currency: subscription.currency,
          description,
          returnUrl: withVid(returnPath, vid),
          callbackUrl: `${callbackBase}/api/v1/payments/gateway/razorpay/callback?vid=${encodeURIComponent(vid)}`,
          customer: {
            email: caller.user.email,
            contact: caller.user.mobile ? `${caller.user.callingCode ?? ''}${caller.user.mobile}` : null,
          },
        });
        action = order.action;
        txn = await repository.insertTransaction({ ...base, gateway: card.name, gatewayOrderId: order.orderId });
      } else {
        const msisdn = input.msisdn ? normaliseMsisdn(input.msisdn) : null;
        if (!msisdn) throw new ValidationError(text('errors.payments.pakistanMobileInvalid'), 'MSISDN_INVALID');
        const started = await wallet.initiate({
          vid,
          amountMinor: subscription.totalMinor,
          currency: subscription.currency,
          msisdn,
          operatorId: input.payment_type_id,
          description,
          locale: caller.locale,
        });
        txn = await repository.insertTransaction({ ...base, gateway: wallet.name, gatewayOrderId: started.orderId, msisdn });
        action = {
          type: 'code',
          msisdn,
          // the vendor check above let only a wallet's payment type through
          operator: walletOperatorName(input.payment_type_id) ?? wallet.name,
          code_length: started.codeLength,
          expires_in_seconds: started.expiresInSeconds,
          message: render(text('errors.payments.walletCodeSent', { length: WALLET_CODE_LENGTH, msisdn }), caller.locale),
        };
      }
      return {
        vid: txn.vid,
        status: 'pending' as const,
        gateway: txn.gateway,
        payment_type_id: txn.paymentTypeId,
        amount: major(txn.amountMinor),
        amount_minor: txn.amountMinor,
        currency: txn.currency,
        next_action: action,
      };
    } /** The browser's step after paying: Razorpay's signed proof, or the wallet code; else a status check. */,
    async confirm(
      caller: Caller,
      input: { vid: string; razorpay_payment_id?: string; razorpay_order_id?: string; razorpay_signature?: string; code?: string },
    ) {
      await limit(caller, 'write');
      const txn = await ownTransaction(caller.user, input.vid);
      if (input.razorpay_payment_id || input.razorpay_signature) {
        const valid =
          txn.gateway === 'razorpay' &&
          input.razorpay_payment_id &&
          input.razorpay_signature &&
          (input.razorpay_order_id ?? txn.gatewayOrderId) === txn.gatewayOrderId &&
          card.verifyPayment({ orderId: txn.gatewayOrderId, paymentId: input.razorpay_payment_id, signature: input.razorpay_signature });
        if (!valid) throw new ValidationError(text('errors.payments.signatureInvalid'), 'PAYMENT_SIGNATURE_INVALID');
        return transactionView(await settleTransaction(txn.vid, { status: 'paid', paymentId: input.razorpay_payment_id! }), caller.locale);
      }
      if (input.code !== undefined) {
        if (txn.gateway !== wallet.name) throw new ValidationError(text('errors.payments.codeNotExpected'), 'CODE_NOT_EXPECTED');
        if (txn.status !== 'pending') return transactionView(txn, caller.locale);
        const outcome = await wallet.confirm({ orderId: txn.gatewayOrderId, code: input.code });
        if (outcome.status === 'invalid_code') {
          throw new ValidationError(text('errors.payments.walletCodeInvalid', { left: outcome.attemptsLeft }), 'CODE_INVALID').withDetails({
            attempts_left: outcome.attemptsLeft,
          });
        }
        if (outcome.status === 'code_expired') {
          await settleTransaction(txn.vid, { status: 'failed', reason: render(text('errors.payments.reasons.codeExpired')) });
          throw new ValidationError(text('errors.payments.walletCodeExpired'), 'CODE_EXPIRED');
        }
        if (outcome.status === 'attempts_exceeded') {
          await settleTransaction(txn.vid, { status: 'failed', reason: render(text('errors.payments.reasons.tooManyWrongCodes')) });
          throw new ValidationError(text('errors.payments.walletCodeAttempts'), 'CODE_ATTEMPTS_EXCEEDED');
        }
        return transactionView(await settleTransaction(txn.vid, outcome), caller.locale);
      }
      return status(caller.user, txn.vid, caller.locale);
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
