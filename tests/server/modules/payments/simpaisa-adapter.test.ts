import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSimpaisaGateway, normaliseMsisdn } from '@/server/modules/payments/gateways/simpaisa';

// The Simpaisa wallet adapter against a local stand-in of its wallet API: signed requests,
// the code step's answers, the inquiry and signed notifications.

const MERCHANT = 'merchant-1';
const SECRET = 'simpaisa-stand-in-secret';
const sign = (raw: string) => createHmac('sha256', SECRET).update(raw).digest('hex');

let server: Server;
let apiUrl = '';
const seen: Array<{ path: string; body: Record<string, unknown>; signed: boolean }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const send = (body: object) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      seen.push({ path: request.url!, body, signed: !raw || request.headers['x-signature'] === sign(raw) });
      if (request.url === '/v2/wallets/transaction/initiate') return send({ status: '0000', reference: `ref-${body.transactionId}` });
      if (request.url === '/v2/wallets/transaction/verify') {
        if (body.otp === '123456') return send({ status: '0000', paymentId: 'sp-pay-1' });
        if (body.otp === '999999') return send({ status: '1001', message: 'Insufficient balance' });
        return send({ status: '0001', attemptsLeft: 2 });
      }
      if (request.url?.startsWith('/v2/wallets/transaction/ref-')) return send({ status: '0100' });
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    }),
);

describe('the Simpaisa adapter', () => {
  const gateway = () => createSimpaisaGateway({ apiUrl, merchantId: MERCHANT, secret: SECRET });

  it('reads Pakistan mobile numbers in their usual forms', () => {
    expect(['03001234567', '3001234567', '923001234567', '+92 300 1234567', '0300-1234567'].map(normaliseMsisdn)).toEqual(
      Array(5).fill('923001234567'),
    );
    expect(['12345', '04001234567', '91 9876543210', 'abc'].map(normaliseMsisdn)).toEqual([null, null, null, null]);
  });

  it('starts a wallet payment with a signed request and maps the code step answers', async () => {
    const started = await gateway().initiate({
      vid: 'vid_1',
      amountMinor: 22425,
      currency: 'PKR',
      msisdn: '923001234567',
      operatorId: 100002,
      description: 'Premium Monthly',
    });
    expect(started).toEqual({ orderId: 'ref-vid_1', codeLength: 6, expiresInSeconds: 300 });
    expect(seen.at(-1)).toEqual({
      path: '/v2/wallets/transaction/initiate',
      signed: true,
      body: { merchantId: MERCHANT, operatorId: 100002, msisdn: '923001234567', amount: '224.25', currency: 'PKR', transactionId: 'vid_1' },
    });
    await expect(gateway().confirm({ orderId: 'ref-vid_1', code: '000000' })).resolves.toEqual({ status: 'invalid_code', attemptsLeft: 2 });
    await expect(gateway().confirm({ orderId: 'ref-vid_1', code: '999999' })).resolves.toEqual({
      status: 'failed',
      reason: 'Insufficient balance',
    });
    await expect(gateway().confirm({ orderId: 'ref-vid_1', code: '123456' })).resolves.toEqual({ status: 'paid', paymentId: 'sp-pay-1' });
    await expect(gateway().fetchStatus('ref-vid_1')).resolves.toEqual({ status: 'pending' });
  });

  it('accepts only notifications signed with the secret', () => {
    const raw = JSON.stringify({ eventId: 'sp-evt-1', reference: 'ref-vid_1', status: '0000', paymentId: 'sp-pay-1' });
    expect(gateway().parseNotification(raw, { 'x-simpaisa-signature': sign(raw) })).toEqual({
      eventId: 'sp-evt-1',
      event: 'wallet.0000',
      orderId: 'ref-vid_1',
      outcome: { status: 'paid', paymentId: 'sp-pay-1' },
    });
    expect(
      gateway().parseNotification(raw, { 'x-simpaisa-signature': createHmac('sha256', 'other').update(raw).digest('hex') }),
    ).toBeNull();
  });
});
