import { eq, like } from 'drizzle-orm';
import { gifts, vouchers } from '@/server/db/schema';
import { testDatabases } from '../../../support/databases';
import { sandboxNotification, status, submitCheckout, usePaymentsOrigin, type PaymentsOrigin } from './support';

// Gifts (spec 001 §9 gift link; README "Payments"): a plan bought for someone else. A paid gift
// gives the buyer one single-use code instead of a plan; the recipient redeems it like any promo code.

/** create-pending with gift: true, then the card transaction: answers the vid and the sandbox order. */
async function startGift(origin: PaymentsOrigin, cookie: string, productId = 1000003, extra: Record<string, unknown> = {}) {
  const pending = await origin.call({
    method: 'POST',
    url: '/api/v1/payments/subscription/create-pending',
    cookie,
    payload: { country_code: 'IN', product_ids: [productId], gift: true, recipient_name: 'Asha', message: 'Happy birthday!', ...extra },
  });
  expect(pending.statusCode, pending.body).toBe(201);
  expect(pending.json().data).toMatchObject({ status: 'pending', product_id: productId, gift: true });
  const created = await origin.call({
    method: 'POST',
    url: '/api/v1/payments/transaction/create',
    cookie,
    payload: { subscription_id: pending.json().data.subscription_id, payment_type_id: 100001 },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { vid, next_action: action } = created.json().data as { vid: string; next_action: { url: string } };
  return { vid, checkoutPath: action.url, orderId: action.url.split('/').pop()! };
}

describe.each(testDatabases())('gifts on $name', (engine) => {
  const origin = usePaymentsOrigin(engine);
  const giftCodes = async (buyerId: string) =>
    (await origin.database.db.select().from(gifts).where(eq(gifts.buyerId, buyerId))).flatMap((row) =>
      row.voucherCode ? [row.voucherCode] : [],
    );
  const redeem = (cookie: string, pin: string) =>
    origin.call({ method: 'POST', url: '/api/v2/secured/user/purchase', cookie, payload: { pin, payment_id: '1000001' } });

  it('a paid gift gives the buyer one code and leaves their own plan as it was, even for a premium buyer', async () => {
    const buyer = await origin.user('premium');
    const before = await origin.subscriptionsOf(buyer.id);
    const { vid, checkoutPath } = await startGift(origin, buyer.cookie, 1000001);
    const paid = await submitCheckout(origin, checkoutPath, 'success');
    expect(paid.statusCode).toBe(303);

    const answer = (await status(origin, buyer.cookie, vid)).json().data;
    expect(answer).toMatchObject({
      status: 'success',
      message: 'Payment successful',
      product_id: 1000001,
      user_plan: 'premium',
      next_path: '/gift?op=result',
      gift: { product_id: 1000001, product_name: 'Premium Quarterly', recipient_name: 'Asha', message: 'Happy birthday!' },
    });
    expect(answer.gift.code).toMatch(/^GIFT[A-Z2-9]{10}$/);
    expect(await giftCodes(buyer.id)).toEqual([answer.gift.code]);
    expect(await origin.planOf(buyer.id)).toBe('premium');
    // no live subscription of the buyer was added or changed
    const live = (await origin.subscriptionsOf(buyer.id)).filter((row) => ['active', 'renewal_due', 'cancelled'].includes(row.status));
    expect(live).toHaveLength(before.filter((row) => ['active', 'renewal_due', 'cancelled'].includes(row.status)).length);

    // the code: 90 days of this plan only, once
    const [voucher] = await origin.database.db.select().from(vouchers).where(eq(vouchers.code, answer.gift.code));
    expect(voucher).toMatchObject({ kind: 'free_period', value: 90, maxUses: 1, uses: 0, productIds: [1000001] });

    // the buyer's gift list
    const list = await origin.call({ method: 'GET', url: '/api/v1/payments/gifts', cookie: buyer.cookie });
    expect(list.json().data).toEqual([
      expect.objectContaining({
        code: answer.gift.code,
        product_id: 1000001,
        product_name: 'Premium Quarterly',
        recipient_name: 'Asha',
        redeemed: false,
        redeemed_at: null,
      }),
    ]);
    expect((await origin.call({ method: 'GET', url: '/api/v1/payments/gifts' })).statusCode).toBe(401);
  });

  it('a replayed or repeated notification creates no second code', async () => {
    const buyer = await origin.user();
    const { vid, orderId } = await startGift(origin, buyer.cookie);
    const notice = {
      event_id: 'evt_gift_paid',
      event: 'payment.succeeded',
      order_id: orderId,
      payment_id: 'sbx_pay_gift',
      amount: 9900,
      currency: 'INR',
      reason: null,
      created_at: new Date().toISOString(),
    };
    expect((await sandboxNotification(origin, notice)).json().message).toBe('Processed.');
    expect((await sandboxNotification(origin, notice)).json().message).toBe('Already processed.');
    // the same payment told again under a new event id: recorded, not credited twice
    expect((await sandboxNotification(origin, { ...notice, event_id: 'evt_gift_paid_again' })).json().message).toBe('Processed.');
    const codes = await giftCodes(buyer.id);
    expect(codes).toHaveLength(1);
    expect((await status(origin, buyer.cookie, vid)).json().data.gift.code).toBe(codes[0]);
    expect(await origin.planOf(buyer.id)).toBe('basic');
  });

  it('a failed payment creates no code', async () => {
    const buyer = await origin.user();
    const { vid, checkoutPath } = await startGift(origin, buyer.cookie);
    await submitCheckout(origin, checkoutPath, 'failure');
    const answer = (await status(origin, buyer.cookie, vid)).json().data;
    expect(answer).toMatchObject({
      status: 'failed',
      message: 'Payment failed',
      next_path: '/gift?op=result',
      gift: { code: null, product_id: 1000003 },
    });
    expect(await giftCodes(buyer.id)).toEqual([]);
    expect((await origin.call({ method: 'GET', url: '/api/v1/payments/gifts', cookie: buyer.cookie })).json().data).toEqual([]);
    expect(await origin.planOf(buyer.id)).toBe('basic');
  });

  it('refuses a promo code on a gift', async () => {
    const buyer = await origin.user();
    const refused = await origin.call({
      method: 'POST',
      url: '/api/v1/payments/subscription/create-pending',
      cookie: buyer.cookie,
      payload: { product_ids: [1000003], gift: true, discount_code: 'WELCOME20' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Promo codes cannot be used to buy a gift.', status_code: 'GIFT_VOUCHER' });
  });

  it('the recipient redeems the code once and becomes premium; a second redemption is refused', async () => {
    const buyer = await origin.user();
    const { vid, checkoutPath } = await startGift(origin, buyer.cookie);
    await submitCheckout(origin, checkoutPath, 'success');
    const code = (await status(origin, buyer.cookie, vid)).json().data.gift.code as string;

    const recipient = await origin.user();
    const redeemed = await redeem(recipient.cookie, code.toLowerCase());
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    expect(redeemed.json()).toMatchObject({
      message: 'Your promo code has been applied.',
      data: { tier: 'premium', product_id: 1000003, access_until: '2026-12-23' },
    });
    expect(await origin.planOf(recipient.id)).toBe('premium');
    expect(await origin.planOf(buyer.id)).toBe('basic');

    const someoneElse = await origin.user();
    const again = await redeem(someoneElse.cookie, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'This promo code has been fully redeemed.', status_code: 'VOUCHER_EXHAUSTED' });
    expect(await origin.planOf(someoneElse.id)).toBe('basic');
    const free = await origin.call({
      method: 'POST',
      url: '/api/v1/payments/subscription/eros-free',
      cookie: someoneElse.cookie,
      payload: { product_ids: [1000003], voucher_code: code, payment_type_id: 100014 },
    });
    expect(free.json()).toMatchObject({ status_code: 'VOUCHER_EXHAUSTED' });

    const list = (await origin.call({ method: 'GET', url: '/api/v1/payments/gifts', cookie: buyer.cookie })).json().data;
    expect(list).toEqual([expect.objectContaining({ code, redeemed: true, redeemed_at: expect.any(String) })]);
    // only the buyer's own payments answer: nobody else reads the code
    expect((await status(origin, recipient.cookie, vid)).statusCode).toBe(404);
    expect((await origin.database.db.select().from(vouchers).where(like(vouchers.code, 'GIFT%'))).length).toBeGreaterThan(0);
  });
});
