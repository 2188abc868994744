import { vouchers } from '@/server/db/schema';
import { testDatabases } from '../../../support/databases';
import { DAY, usePaymentsOrigin } from './support';

// Every voucher rule with its refusal: discounts, free plans, promo codes and use limits.

describe.each(testDatabases())('vouchers on $name', (engine) => {
  const origin = usePaymentsOrigin(engine);
  const get = (url: string, cookie?: string) => origin.call({ method: 'GET', url, cookie });
  const breakup = (query: string, cookie?: string) => get(`/api/v1/payments/pricing/fetch_price_breakup?${query}`, cookie);

  beforeAll(async () => {
    const now = new Date(origin.clock.now);
    await origin.database.db.insert(vouchers).values([
      {
        code: 'TWICEONLY',
        kind: 'percent',
        value: 10,
        description: '10% off, two uses in all',
        maxUses: 2,
        maxUsesPerUser: 1,
        validFrom: new Date(now.getTime() - DAY),
      },
      {
        code: 'FREEWEEKALL',
        kind: 'free_period',
        value: 7,
        description: 'A free week',
        maxUsesPerUser: 2,
        validFrom: new Date(now.getTime() - DAY),
        validUntil: new Date(now.getTime() + DAY),
      },
    ]);
  });

  it('applies percentage, fixed and free-period vouchers', async () => {
    expect((await breakup('product_id=1000003&country=IN&voucher_code=welcome20')).json().data).toMatchObject({
      price: 99,
      discount: 19.8,
      total: 79.2,
      tax: 12.08,
      is_free: false,
      voucher: { code: 'WELCOME20', kind: 'percent', value: 20, description: '20% off' },
    });
    expect((await breakup('product_id=1000016&country=IN&voucher_code=FLAT50')).json().data).toMatchObject({
      price: 49,
      discount: 49,
      total: 0,
      is_free: true,
      payment_type_id: 100014,
    });
    expect((await breakup('product_id=1000003&country=IN&voucher_code=FLAT50')).json().data).toMatchObject({ discount: 50, total: 49 });
    expect((await breakup('product_id=1000003&country=US&voucher_code=FREEMONTH')).json().data).toMatchObject({
      currency: 'USD',
      discount: 4.99,
      total: 0,
      is_free: true,
      payment_type_id: 100014,
      duration_days: 30,
      voucher: { kind: 'free_period', value: 30 },
    });
    expect((await breakup('product_id=1000014&voucher_code=FREEPREMIUM')).json().data).toMatchObject({
      total: 0,
      duration_days: 365,
      is_free: true,
    });
  });

  it('refuses a code with the reason, on every call that takes one', async () => {
    const refusal = async (query: string) => {
      const response = await breakup(query);
      expect(response.statusCode).toBe(400);
      return response.json();
    };
    expect(await refusal('product_id=1000003&voucher_code=NOSUCHCODE')).toMatchObject({
      message: 'This promo code is not valid.',
      status_code: 'VOUCHER_INVALID',
    });
    expect(await refusal('product_id=1000003&voucher_code=FUTURE10')).toMatchObject({
      message: 'This promo code is not active yet.',
      status_code: 'VOUCHER_NOT_STARTED',
    });
    expect(await refusal('product_id=1000003&voucher_code=EXPIRED10')).toMatchObject({
      message: 'This promo code has expired.',
      status_code: 'VOUCHER_EXPIRED',
    });
    expect(await refusal('product_id=1000003&country=IN&voucher_code=PKWALLET25')).toMatchObject({
      message: 'This promo code is not valid in your country.',
      status_code: 'VOUCHER_COUNTRY',
    });
    expect(await refusal('product_id=1000003&country=PK&voucher_code=FLAT50')).toMatchObject({ status_code: 'VOUCHER_COUNTRY' });
    expect(await refusal('product_id=1000003&voucher_code=PLUS15')).toMatchObject({
      message: 'This promo code does not apply to the selected plan.',
      status_code: 'VOUCHER_PLAN',
    });
    expect((await breakup('product_id=1000003&country=PK&voucher_code=PKWALLET25')).json().data).toMatchObject({
      discount: 74.75,
      total: 224.25,
    });

    const user = await origin.user();
    const pending = await origin.call({
      method: 'POST',
      url: '/api/v1/payments/subscription/create-pending',
      cookie: user.cookie,
      payload: { country_code: 'IN', product_ids: [1000003], discount_code: 'EXPIRED10' },
    });
    expect(pending.json()).toMatchObject({ message: 'This promo code has expired.', status_code: 'VOUCHER_EXPIRED' });
    const free = await origin.call({
      method: 'POST',
      url: '/api/v1/payments/subscription/eros-free',
      cookie: user.cookie,
      payload: { product_ids: [1000003], voucher_code: 'WELCOME20', payment_type_id: 100014 },
    });
    expect(free.json()).toMatchObject({
      message: 'This promo code does not make the plan free. Please continue to payment.',
      status_code: 'VOUCHER_NOT_FREE',
    });
    const promo = await origin.call({
      method: 'POST',
      url: '/api/v2/secured/user/purchase',
      cookie: user.cookie,
      payload: { pin: 'FUTURE10', payment_id: '1000001' },
    });
    expect(promo.json()).toMatchObject({ status_code: 'VOUCHER_NOT_STARTED' });
    expect(await origin.subscriptionsOf(user.id)).toEqual([]);
  });

  it('gives a free plan for a free voucher once per user (eros-free with payment type 100014)', async () => {
    const user = await origin.user();
    const redeem = () =>
      origin.call({
        method: 'POST',
        url: '/api/v1/payments/subscription/eros-free?country=IN',
        cookie: user.cookie,
        payload: { product_ids: [1000003], voucher_code: 'FREEPREMIUM', payment_type_id: 100014 },
      });
    const wrongType = await origin.call({
      method: 'POST',
      url: '/api/v1/payments/subscription/eros-free',
      cookie: user.cookie,
      payload: { product_ids: [1000003], voucher_code: 'FREEPREMIUM', payment_type_id: 100001 },
    });
    expect(wrongType.json()).toMatchObject({
      message: 'Use payment type 100014 for a free subscription.',
      status_code: 'PAYMENT_TYPE_INVALID',
    });

    const first = await redeem();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'success',
      message: 'Subscription successful',
      data: { status: 'active', product_id: 1000003, tier: 'premium', payment_method: 'Free', next_billing_date: '2026-12-23' },
    });
    expect(first.cookies.find((cookie) => cookie.name === 'plan')?.value).toBe('premium');
    expect(await origin.planOf(user.id)).toBe('premium');

    const second = await redeem();
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ message: 'You have already used this promo code.', status_code: 'VOUCHER_ALREADY_USED' });
    // the per-user rule shows in the breakup once signed in
    expect((await breakup('product_id=1000003&voucher_code=FREEPREMIUM', user.cookie)).json().status_code).toBe('VOUCHER_ALREADY_USED');
    expect(await origin.subscriptionsOf(user.id)).toHaveLength(1);
  });

  it('redeems a promo code through purchase (payment id 1000001), with a free period', async () => {
    const user = await origin.user('mzaalo');
    const bad = await origin.call({
      method: 'POST',
      url: '/api/v2/secured/user/purchase',
      cookie: user.cookie,
      payload: { pin: 'FREEMONTH', payment_id: '1000002' },
    });
    expect(bad.json()).toMatchObject({ message: 'Unknown payment id.', status_code: 'PAYMENT_ID_INVALID' });
    const redeemed = await origin.call({
      method: 'POST',
      url: '/api/v2/secured/user/purchase',
      cookie: user.cookie,
      payload: { product: 1000003, plan: 2000301, pin: 'freemonth', payment_id: '1000001' },
    });
    expect(redeemed.statusCode).toBe(201);
    expect(redeemed.json()).toMatchObject({
      message: 'Your promo code has been applied.',
      data: { tier: 'premium', payment_method: 'Promo code', access_until: '2026-12-23' },
    });
    const empty = await origin.call({
      method: 'POST',
      url: '/api/v2/secured/user/purchase',
      cookie: user.cookie,
      payload: { pin: ' ', payment_id: '1000001' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('enforces the global and per-user use limits', async () => {
    const buyWith = async (code: string, productId = 1000003) => {
      const user = await origin.user();
      return {
        user,
        response: await origin.call({
          method: 'POST',
          url: '/api/v1/payments/subscription/create-pending',
          cookie: user.cookie,
          payload: { product_ids: [productId], discount_code: code },
        }),
      };
    };
    // uses are counted when a payment goes through; pay two with TWICEONLY through the sandbox
    for (let index = 0; index < 2; index += 1) {
      const { user, response } = await buyWith('TWICEONLY');
      expect(response.json().data.breakup).toMatchObject({ discount: 9.9, total: 89.1 });
      const created = await origin.call({
        method: 'POST',
        url: '/api/v1/payments/transaction/create',
        cookie: user.cookie,
        payload: { subscription_id: response.json().data.subscription_id, payment_type_id: 100001 },
      });
      const checkout = created.json().data.next_action.url;
      await origin.call({
        method: 'POST',
        url: checkout,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=success&notify=on',
      });
      expect(await origin.planOf(user.id)).toBe('premium');
    }
    const third = await buyWith('TWICEONLY');
    expect(third.response.json()).toMatchObject({ message: 'This promo code has been fully redeemed.', status_code: 'VOUCHER_EXHAUSTED' });

    // two free weeks per user, then the refusal
    const user = await origin.user();
    const redeem = () =>
      origin.call({
        method: 'POST',
        url: '/api/v2/secured/user/purchase',
        cookie: user.cookie,
        payload: { product: 1000016, pin: 'FREEWEEKALL', payment_id: '1000001' },
      });
    expect((await redeem()).json().data).toMatchObject({ tier: 'plus', access_until: '2026-11-30' });
    // an upgrade path: premium with the same code is allowed while on plus
    const upgrade = await origin.call({
      method: 'POST',
      url: '/api/v2/secured/user/purchase',
      cookie: user.cookie,
      payload: { product: 1000003, pin: 'FREEWEEKALL', payment_id: '1000001' },
    });
    expect(upgrade.json().data).toMatchObject({ tier: 'premium' });
    const statuses = (await origin.subscriptionsOf(user.id)).map((row) => `${row.tier}:${row.status}`).sort();
    expect(statuses).toEqual(['plus:expired', 'premium:active']);
    origin.clock.now += 3 * DAY;
    const third2 = await origin.call({
      method: 'POST',
      url: '/api/v2/secured/user/purchase',
      cookie: user.cookie,
      payload: { product: 1000014, pin: 'FREEWEEKALL', payment_id: '1000001' },
    });
    expect(third2.json().status_code).toBe('VOUCHER_EXPIRED');
    origin.clock.now -= 3 * DAY;
    const again = await origin.call({
      method: 'POST',
      url: '/api/v2/secured/user/purchase',
      cookie: user.cookie,
      payload: { product: 1000014, pin: 'FREEWEEKALL', payment_id: '1000001' },
    });
    expect(again.json().status_code).toBe('VOUCHER_ALREADY_USED');
  });
});
