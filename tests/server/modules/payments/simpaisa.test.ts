import { testDatabases } from '../../../support/databases';
import { usePaymentsOrigin } from './support';

// Pakistan wallets (Telenor 100002, Zong 100003) through the Simpaisa sandbox: offered only to
// Pakistan users on mobile; the code sent to the phone (the development outbox) confirms the payment.

describe.each(testDatabases())('the Simpaisa wallet sandbox on $name', (engine) => {
  const origin = usePaymentsOrigin(engine);
  const mobile = { 'x-platform': 'MOBILE_WEB' };

  async function pendingPremium(cookie: string, country = 'PK') {
    const pending = await origin.call({
      method: 'POST',
      url: '/api/v1/payments/subscription/create-pending',
      cookie,
      headers: { 'x-country': country },
      payload: { country_code: country, product_ids: [1000003], discount_code: country === 'PK' ? 'PKWALLET25' : null },
    });
    expect(pending.statusCode, pending.body).toBe(201);
    return pending.json().data.subscription_id as string;
  }
  const vendors = async (cookie: string, subscriptionId: string, headers: Record<string, string> = {}) =>
    (await origin.call({ method: 'GET', url: `/api/v1/payments/vendor/fetch_all?subscription_id=${subscriptionId}`, cookie, headers }))
      .json()
      .data.vendors.map((vendor: { payment_type_id: number; name: string }) => `${vendor.payment_type_id} ${vendor.name}`);
  const startWallet = (cookie: string, subscriptionId: string, msisdn: string, paymentTypeId = 100002) =>
    origin.call({
      method: 'POST',
      url: '/api/v1/payments/transaction/create',
      cookie,
      headers: mobile,
      payload: { subscription_id: subscriptionId, payment_type_id: paymentTypeId, msisdn },
    });
  const confirm = (cookie: string, vid: string, code: string) =>
    origin.call({ method: 'POST', url: '/api/v1/payments/subscription/create', cookie, headers: mobile, payload: { vid, code } });
  async function codeSentTo(msisdn: string) {
    const outbox = await origin.call({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(`+${msisdn}`)}` });
    const text = outbox.json().data[0]?.text as string;
    expect(text).toMatch(/^Your Chalchitra payment code is \d{6}\. It confirms a payment of PKR 224\.25 and expires in 5 minutes\.$/);
    return text.match(/\d{6}/)![0];
  }

  it('offers the wallets only to Pakistan users on mobile', async () => {
    const user = await origin.user();
    const pk = await pendingPremium(user.cookie);
    expect(await vendors(user.cookie, pk, mobile)).toEqual(['100001 Card, UPI or net banking', '100002 Telenor', '100003 Zong']);
    expect(await vendors(user.cookie, pk, { 'x-platform': 'ANDROID' })).toHaveLength(3);
    expect(await vendors(user.cookie, pk, { 'x-platform': 'WEB' })).toEqual(['100001 Card, UPI or net banking']);
    const onDesktop = await origin.call({
      method: 'POST',
      url: '/api/v1/payments/transaction/create',
      cookie: user.cookie,
      headers: { 'x-platform': 'WEB' },
      payload: { subscription_id: pk, payment_type_id: 100002, msisdn: '03001234567' },
    });
    expect(onDesktop.json()).toMatchObject({ message: 'This payment method is not available for you.', status_code: 'VENDOR_UNAVAILABLE' });

    const other = await origin.user();
    const india = await pendingPremium(other.cookie, 'IN');
    expect(await vendors(other.cookie, india, mobile)).toEqual(['100001 Card, UPI or net banking']);
    const stranger = await origin.call({
      method: 'GET',
      url: `/api/v1/payments/vendor/fetch_all?subscription_id=${india}`,
      cookie: user.cookie,
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ message: 'We could not find that subscription.', status_code: 'SUBSCRIPTION_NOT_FOUND' });
  });

  it('confirms the payment with the code sent to the phone', async () => {
    const user = await origin.user();
    const subscriptionId = await pendingPremium(user.cookie);
    const bad = await startWallet(user.cookie, subscriptionId, '12345');
    expect(bad.json()).toMatchObject({ message: 'Please enter a valid Pakistan mobile number.', status_code: 'MSISDN_INVALID' });

    const started = await startWallet(user.cookie, subscriptionId, '0300 1234567');
    expect(started.statusCode).toBe(201);
    const { vid, next_action: action, amount, currency } = started.json().data;
    expect({ amount, currency }).toEqual({ amount: 224.25, currency: 'PKR' });
    expect(action).toEqual({
      type: 'code',
      msisdn: '923001234567',
      operator: 'Telenor',
      code_length: 6,
      expires_in_seconds: 300,
      message: 'We sent a 6-digit code to 923001234567. Enter it to confirm the payment.',
    });
    const code = await codeSentTo('923001234567');

    const wrong = await confirm(user.cookie, vid, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'The code is not valid. 2 attempts left.',
      status_code: 'CODE_INVALID',
      attempts_left: 2,
    });
    expect(await origin.planOf(user.id)).toBe('basic');

    const right = await confirm(user.cookie, vid, code);
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toMatchObject({
      status: 'success',
      gateway: 'simpaisa',
      payment_type_id: 100002,
      user_plan: 'premium',
      next_path: '/thankyou',
    });
    expect(right.cookies.find((cookie) => cookie.name === 'plan')?.value).toBe('premium');
    const product = (await origin.call({ method: 'GET', url: '/api/v2/secured/user/activeproduct', cookie: user.cookie })).json().data;
    expect(product).toMatchObject({ userstate: 'premium', payment_method: 'Telenor' });
    // the same code again changes nothing
    expect((await confirm(user.cookie, vid, code)).json().data.status).toBe('success');
    expect(await origin.subscriptionsOf(user.id)).toHaveLength(1);
  });

  it('cancels the payment after three wrong codes', async () => {
    const user = await origin.user();
    const subscriptionId = await pendingPremium(user.cookie);
    const { vid } = (await startWallet(user.cookie, subscriptionId, '923111234567', 100003)).json().data;
    const code = await codeSentTo('923111234567');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await confirm(user.cookie, vid, wrong)).json().message).toBe('The code is not valid. 2 attempts left.');
    expect((await confirm(user.cookie, vid, wrong)).json().message).toBe('The code is not valid. 1 attempt left.');
    const third = await confirm(user.cookie, vid, wrong);
    expect(third.json()).toMatchObject({
      message: 'Too many wrong codes. The payment was cancelled.',
      status_code: 'CODE_ATTEMPTS_EXCEEDED',
    });
    const after = await confirm(user.cookie, vid, code);
    expect(after.json().data).toMatchObject({ status: 'failed', subscription_status: 'failed', next_path: '/subscription-failed' });
    expect(await origin.planOf(user.id)).toBe('basic');
  });

  it('fails a payment the operator declines, and expires an unused code', async () => {
    const user = await origin.user();
    const { vid } = (await startWallet(user.cookie, await pendingPremium(user.cookie), '03450000000')).json().data;
    const declined = await confirm(user.cookie, vid, await codeSentTo('923450000000'));
    expect(declined.json().data).toMatchObject({
      status: 'failed',
      failure_reason: 'Your wallet balance is too low for this payment.',
      next_path: '/subscription-failed',
    });

    const late = await origin.user();
    const started = (await startWallet(late.cookie, await pendingPremium(late.cookie), '03211234567')).json().data;
    const code = await codeSentTo('923211234567');
    origin.clock.now += 301_000;
    const expired = await confirm(late.cookie, started.vid, code);
    expect(expired.json()).toMatchObject({ message: 'The code has expired. Please start the payment again.', status_code: 'CODE_EXPIRED' });
    expect(
      (await origin.call({ method: 'GET', url: `/api/v1/payments/transaction/status?vid=${started.vid}`, cookie: late.cookie })).json().data
        .status,
    ).toBe('failed');
    origin.clock.now -= 301_000;
  });
});
