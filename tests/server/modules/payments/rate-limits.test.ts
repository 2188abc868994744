import { testDatabases } from '../../../support/databases';
import { usePaymentsOrigin } from './support';

// Payment and promo-code calls are rate limited per account and per address (429 with retry-after).

describe.each(testDatabases())('payment rate limits on $name', (engine) => {
  const origin = usePaymentsOrigin(engine, { PAYMENTS_RATE_LIMIT_PER_USER: 3, PAYMENTS_RATE_LIMIT_PER_IP: 5 });

  it('refuses a fourth promo-code attempt from one account', async () => {
    const user = await origin.user();
    const attempt = () =>
      origin.call({
        method: 'POST',
        url: '/api/v2/secured/user/purchase',
        cookie: user.cookie,
        payload: { pin: 'GUESS', payment_id: '1000001' },
      });
    for (let index = 0; index < 3; index += 1) expect((await attempt()).json().status_code).toBe('VOUCHER_INVALID');
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses voucher guessing from one address, signed in or not', async () => {
    const guess = (code: string) =>
      origin.call({
        method: 'GET',
        url: `/api/v1/payments/pricing/fetch_price_breakup?product_id=1000003&voucher_code=${code}`,
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
    for (let index = 0; index < 5; index += 1) expect((await guess(`GUESS${index}`)).statusCode).toBe(400);
    expect((await guess('GUESS6')).statusCode).toBe(429);
    // prices without a code stay open
    expect(
      (
        await origin.call({
          method: 'GET',
          url: '/api/v1/payments/pricing/fetch_price_breakup?product_id=1000003',
          headers: { 'x-forwarded-for': '203.0.113.9' },
        })
      ).statusCode,
    ).toBe(200);
  });
});
