import { nextStatus, SUBSCRIPTION_STATUSES, type SubscriptionEvent } from '@/server/modules/payments/subscription-states';
import { testDatabases } from '../../../support/databases';
import { DAY, startCardPayment, status, submitCheckout, usePaymentsOrigin } from './support';

// The subscription state machine, and the plan following it over time: cancel keeps access to the
// period end, renew undoes a cancel, renewal due with its grace, the renewal link, expiry.

describe('the subscription state machine', () => {
  const events: SubscriptionEvent[] = [
    'payment_succeeded',
    'payment_failed',
    'cancel',
    'resume',
    'period_ended',
    'grace_ended',
    'renewal_paid',
    'replaced',
    'gift_paid',
  ];
  const moves = SUBSCRIPTION_STATUSES.flatMap((from) =>
    events.flatMap((event) => {
      const to = nextStatus(from, event);
      return to ? [`${from} --${event}--> ${to}`] : [];
    }),
  );

  it('allows exactly these moves', () => {
    expect(moves).toEqual([
      'pending --payment_succeeded--> active',
      'pending --payment_failed--> failed',
      'pending --gift_paid--> gifted',
      'active --cancel--> cancelled',
      'active --period_ended--> renewal_due',
      'active --renewal_paid--> active',
      'active --replaced--> expired',
      'renewal_due --cancel--> expired',
      'renewal_due --grace_ended--> expired',
      'renewal_due --renewal_paid--> active',
      'renewal_due --replaced--> expired',
      'cancelled --resume--> active',
      'cancelled --period_ended--> expired',
      'cancelled --renewal_paid--> active',
      'cancelled --replaced--> expired',
      'failed --payment_succeeded--> active',
      'failed --gift_paid--> gifted',
    ]);
  });
});

describe.each(testDatabases())('subscriptions over time on $name', (engine) => {
  const origin = usePaymentsOrigin(engine);
  const post = (url: string, cookie: string, payload?: object) =>
    origin.call({ method: 'POST', url, cookie, ...(payload ? { payload } : {}) });
  const activeProduct = async (cookie: string) =>
    (await origin.call({ method: 'GET', url: '/api/v2/secured/user/activeproduct', cookie })).json().data;

  async function premiumUser(plan = 'basic') {
    const user = await origin.user(plan);
    const { checkoutPath } = await startCardPayment(origin, user.cookie);
    await submitCheckout(origin, checkoutPath, 'success');
    expect(await origin.planOf(user.id)).toBe('premium');
    return user;
  }

  it('keeps access to the end of the period after a cancel, then ends it', async () => {
    const start = origin.clock.now;
    const user = await premiumUser();
    const cancelled = await post('/api/v2/secured/user/subscription/cancel', user.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Your subscription is cancelled. You keep access until 23 Dec 2026.',
      data: { status: 'cancelled', auto_renew: false, next_billing_date: null, access_until: '2026-12-23' },
    });
    expect((await post('/api/v2/secured/user/subscription/cancel', user.cookie)).json().data.status).toBe('cancelled');
    expect(await origin.planOf(user.id)).toBe('premium');
    expect(await activeProduct(user.cookie)).toMatchObject({
      userstate: 'premium',
      subscription_status: 'cancelled',
      next_billing_date: null,
      access_until: '2026-12-23',
    });

    origin.clock.now = start + 29 * DAY;
    expect((await activeProduct(user.cookie)).userstate).toBe('premium');
    origin.clock.now = start + 30 * DAY;
    // the lazy check runs on the user's next request, whichever route it is
    await origin.call({ method: 'GET', url: '/api/v2/secured/user/profile', cookie: user.cookie });
    expect(await origin.planOf(user.id)).toBe('basic');
    expect(await activeProduct(user.cookie)).toMatchObject({ userstate: 'basic', product_id: 1000011, subscription_status: null });
    expect((await post('/api/v2/secured/user/subscription/cancel', user.cookie)).json()).toMatchObject({
      message: 'You have no subscription to cancel.',
      status_code: 'NO_SUBSCRIPTION',
    });
    origin.clock.now = start;
  });

  it('renews a cancelled subscription before its end, and not after', async () => {
    const start = origin.clock.now;
    const user = await premiumUser();
    expect((await post('/api/v2/secured/user/subscription/renew', user.cookie)).json()).toMatchObject({
      status_code: 'NOTHING_TO_RENEW',
      message: 'There is no cancelled subscription to renew. Please choose a plan.',
    });
    await post('/api/v2/secured/user/subscription/cancel', user.cookie);
    const renewed = await post('/api/v2/secured/user/subscription/renew', user.cookie);
    expect(renewed.json()).toMatchObject({
      message: 'Your subscription will renew on 23 Dec 2026.',
      data: { status: 'active', auto_renew: true, next_billing_date: '2026-12-23' },
    });
    await post('/api/v2/secured/user/subscription/cancel', user.cookie);
    origin.clock.now = start + 31 * DAY;
    expect((await post('/api/v2/secured/user/subscription/renew', user.cookie)).statusCode).toBe(409);
    expect(await origin.planOf(user.id)).toBe('basic');
    origin.clock.now = start;
  });

  it('becomes renewal due at the period end, keeps access for the grace, and renews through the payment link', async () => {
    const start = origin.clock.now;
    const user = await premiumUser();
    origin.clock.now = start + 30 * DAY + 60_000;
    const current = await origin.call({ method: 'GET', url: '/api/v2/secured/user/subscription', cookie: user.cookie });
    expect(current.json().data).toMatchObject({ status: 'renewal_due', next_billing_date: '2026-12-23', tier: 'premium' });
    expect(await origin.planOf(user.id)).toBe('premium');

    const link = await post('/api/v1/payments/transaction/razorpay-payment-link', user.cookie, {});
    expect(link.statusCode).toBe(201);
    const { vid, short_url: shortUrl, amount, currency } = link.json().data;
    expect({ amount, currency }).toEqual({ amount: 99, currency: 'INR' });
    expect(shortUrl).toMatch(/^\/api\/v1\/payments\/sandbox\/checkout\/sbx_order_/);
    const back = await submitCheckout(origin, shortUrl, 'success');
    expect(back.headers.location).toBe(`/renewal-status?vid=${vid}`);
    expect((await status(origin, user.cookie, vid)).json().data).toMatchObject({
      status: 'success',
      kind: 'renewal',
      subscription_status: 'active',
      next_billing_date: '2027-01-22',
    });
    expect(await origin.subscriptionsOf(user.id)).toHaveLength(1);
    origin.clock.now = start;
  });

  it('expires when the grace runs out without payment, falling back to MZaalo for a member', async () => {
    const start = origin.clock.now;
    const user = await origin.user();
    expect((await post('/api/v1/payments/subscription/create-avod?country=IN', user.cookie)).statusCode).toBe(201);
    const { checkoutPath } = await startCardPayment(origin, user.cookie, 1000016);
    await submitCheckout(origin, checkoutPath, 'success');
    expect(await origin.planOf(user.id)).toBe('plus');
    origin.clock.now = start + 30 * DAY + 3 * DAY - 1;
    await activeProduct(user.cookie);
    expect(await origin.planOf(user.id)).toBe('plus');
    origin.clock.now = start + 33 * DAY;
    expect(await activeProduct(user.cookie)).toMatchObject({ userstate: 'mzaalo', product_name: 'MZaalo', product_id: 1000020 });
    expect((await post('/api/v1/payments/transaction/razorpay-payment-link', user.cookie, {})).json().status_code).toBe('NOTHING_TO_RENEW');
    origin.clock.now = start;
  });

  it('is idempotent for the free plan and keeps the membership under a paid plan', async () => {
    const user = await origin.user();
    expect((await post('/api/v1/payments/subscription/create-avod?country=PK', user.cookie)).json().message).toBe(
      'Subscription successful',
    );
    expect((await post('/api/v1/payments/subscription/create-avod?country=PK', user.cookie)).json().message).toBe(
      'You are already subscribed to Mzaalo.',
    );
    const memberships = (await origin.subscriptionsOf(user.id)).filter((row) => row.tier === 'mzaalo');
    expect(memberships).toHaveLength(1);
    expect(await activeProduct(user.cookie)).toMatchObject({
      userstate: 'mzaalo',
      product_id: 1000020,
      next_billing_date: null,
      access_until: null,
    });
  });
});
