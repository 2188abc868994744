import { createHash, randomInt } from 'node:crypto';
import type { SandboxOrdersRepository } from './sandbox-orders.repository';
import type { MessageSender } from '../../../platform/messages';
import { ServiceUnavailableError } from '../../../platform/errors';
import { render, text } from '../../../platform/texts';
import {
  hmacHex,
  randomId,
  signatureMatches,
  type GatewayNotification,
  type GatewayStatus,
  type WalletConfirmation,
  type WalletGateway,
} from './gateway';

// Pakistan mobile wallets (spec 000 §9: Telenor 100002, Zong 100003), offered only to Pakistan
// users on mobile. The payer's wallet sends a one-time code to their phone; the payment completes
// when they enter it. Two implementations: the Simpaisa wallet API (SIMPAISA_MERCHANT_ID set) and
// the embedded Simpaisa sandbox, whose codes go to the development outbox as SMS.

export const WALLET_CODE_LENGTH = 6;
export const WALLET_CODE_TTL_SECONDS = 300;
export const WALLET_CODE_ATTEMPTS = 3;
export const LOW_BALANCE = 'Your wallet balance is too low for this payment.';

/** '03001234567', '3001234567', '923001234567', '+92 300 1234567' → '923001234567'; null when not a Pakistan mobile. */
export function normaliseMsisdn(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  const national = digits.startsWith('92') ? digits.slice(2) : digits.startsWith('0') ? digits.slice(1) : digits;
  return /^3\d{9}$/.test(national) ? `92${national}` : null;
}

const hashCode = (orderId: string, code: string) => createHash('sha256').update(`${orderId}:${code}`).digest('hex');

export function createSimpaisaSandbox(options: { orders: SandboxOrdersRepository; sms: MessageSender; now?: () => number }): WalletGateway {
  const { orders, sms, now = Date.now } = options;

  return {
    name: 'simpaisa',

    async initiate(input) {
      const orderId = randomId('spsx_');
      const code = String(randomInt(0, 10 ** WALLET_CODE_LENGTH)).padStart(WALLET_CODE_LENGTH, '0');
      await orders.insert({
        orderId,
        gateway: 'simpaisa',
        amountMinor: input.amountMinor,
        currency: input.currency,
        description: input.description,
        status: 'created',
        returnUrl: '',
        msisdn: input.msisdn,
        operatorId: input.operatorId,
        codeHash: hashCode(orderId, code),
        codeExpiresAt: new Date(now() + WALLET_CODE_TTL_SECONDS * 1000),
      });
      await sms.send({
        channel: 'sms',
        to: `+${input.msisdn}`,
        subject: render(text('notifications.walletCode.subject'), input.locale),
        text: render(
          text('notifications.walletCode.text', {
            code,
            amount: `${input.currency} ${(input.amountMinor / 100).toFixed(2)}`,
            minutes: WALLET_CODE_TTL_SECONDS / 60,
          }),
          input.locale,
        ),
      });
      return { orderId, codeLength: WALLET_CODE_LENGTH, expiresInSeconds: WALLET_CODE_TTL_SECONDS };
    },

    async confirm({ orderId, code }): Promise<WalletConfirmation> {
      return orders.transaction(async (tx) => {
        const row = await tx.find('simpaisa', orderId, true);
        if (!row) return { status: 'failed', reason: render(text('errors.payments.reasons.notFound')) };
        if (row.status === 'paid') return { status: 'paid', paymentId: row.paymentId! };
        if (row.status === 'failed')
          return { status: 'failed', reason: row.failureReason ?? render(text('errors.payments.reasons.failed')) };
        if (row.codeAttempts >= WALLET_CODE_ATTEMPTS) return { status: 'attempts_exceeded' };
        if (row.codeExpiresAt && now() >= row.codeExpiresAt.getTime()) return { status: 'code_expired' };
        if (row.codeHash !== hashCode(orderId, code.trim())) {
          const attempts = row.codeAttempts + 1;
          const exhausted = attempts >= WALLET_CODE_ATTEMPTS;
          await tx.update(orderId, {
            codeAttempts: attempts,
            ...(exhausted ? { status: 'failed', failureReason: render(text('errors.payments.reasons.tooManyWrongCodes')) } : {}),
          });
          return exhausted ? { status: 'attempts_exceeded' } : { status: 'invalid_code', attemptsLeft: WALLET_CODE_ATTEMPTS - attempts };
        }
        // the sandbox operator declines numbers ending in 0000, as a wallet without balance would
        const declined = row.msisdn?.endsWith('0000') ?? false;
        const paymentId = randomId('spsx_pay_');
        await tx.update(orderId, {
          status: declined ? 'failed' : 'paid',
          paymentId: declined ? null : paymentId,
          failureReason: declined ? LOW_BALANCE : null,
        });
        return declined ? { status: 'failed', reason: LOW_BALANCE } : { status: 'paid', paymentId };
      });
    },

    async fetchStatus(orderId): Promise<GatewayStatus> {
      const row = await orders.find('simpaisa', orderId);
      if (row?.status === 'paid') return { status: 'paid', paymentId: row.paymentId! };
      if (row?.status === 'failed')
        return { status: 'failed', reason: row.failureReason ?? render(text('errors.payments.reasons.failed')) };
      if (row?.codeExpiresAt && now() >= row.codeExpiresAt.getTime())
        return { status: 'failed', reason: render(text('errors.payments.reasons.codeExpired')) };
      return { status: 'pending' };
    },

    // the sandbox confirms synchronously and sends no notifications
    parseNotification: () => null,
  };
}

/**
 * The Simpaisa wallet API: initiate (sends the code), verify (the payer's code), inquire, and
 * signed notifications (x-simpaisa-signature: hex HMAC-SHA256 of the raw body with SIMPAISA_SECRET).
 */
export function createSimpaisaGateway(options: {
  apiUrl: string;
  merchantId: string;
  secret: string;
  fetchImpl?: typeof fetch;
}): WalletGateway {
  const { apiUrl, merchantId, secret, fetchImpl = fetch } = options;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>): Promise<T> {
    const raw = body ? JSON.stringify({ merchantId, ...body }) : undefined;
    let response: Response;
    try {
      response = await fetchImpl(`${apiUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          'x-merchant-id': merchantId,
          ...(raw ? { 'content-type': 'application/json', 'x-signature': hmacHex(secret, raw) } : {}),
        },
        body: raw,
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new ServiceUnavailableError(text('errors.payments.walletUnavailable'), 'GATEWAY_UNAVAILABLE');
    }
    if (!response.ok) throw new ServiceUnavailableError(text('errors.payments.walletError'), 'GATEWAY_ERROR');
    return (await response.json()) as T;
  }

  type Answer = { status: string; message?: string; reference?: string; paymentId?: string; attemptsLeft?: number };
  const outcomeOf = (answer: Answer): WalletConfirmation => {
    if (answer.status === '0000' && answer.paymentId) return { status: 'paid', paymentId: answer.paymentId };
    if (answer.status === '0001') return { status: 'invalid_code', attemptsLeft: answer.attemptsLeft ?? 0 };
    if (answer.status === '0002') return { status: 'code_expired' };
    if (answer.status === '0003') return { status: 'attempts_exceeded' };
    if (answer.status === '0100') return { status: 'pending' };
    return { status: 'failed', reason: answer.message || render(text('errors.payments.reasons.failed')) };
  };

  return {
    name: 'simpaisa',
    async initiate(input) {
      const answer = await call<Answer>('POST', '/v2/wallets/transaction/initiate', {
        operatorId: input.operatorId,
        msisdn: input.msisdn,
        amount: (input.amountMinor / 100).toFixed(2),
        currency: input.currency,
        transactionId: input.vid,
      });
      if (answer.status !== '0000' || !answer.reference)
        // the wallet's own words when it gives some (sent as they are), else ours
        throw new ServiceUnavailableError(answer.message || text('errors.payments.walletCodeFailed'), 'GATEWAY_ERROR');
      return { orderId: answer.reference, codeLength: WALLET_CODE_LENGTH, expiresInSeconds: WALLET_CODE_TTL_SECONDS };
    },
    async confirm({ orderId, code }) {
      return outcomeOf(await call<Answer>('POST', '/v2/wallets/transaction/verify', { reference: orderId, otp: code }));
    },
    async fetchStatus(orderId) {
      const outcome = outcomeOf(
        await call<Answer>('GET', `/v2/wallets/transaction/${encodeURIComponent(orderId)}?merchantId=${encodeURIComponent(merchantId)}`),
      );
      return outcome.status === 'paid' || outcome.status === 'failed' ? outcome : { status: 'pending' };
    },
    parseNotification(rawBody, headers): GatewayNotification | null {
      if (!signatureMatches(hmacHex(secret, rawBody), headers['x-simpaisa-signature'])) return null;
      let body: Answer & { eventId?: string };
      try {
        body = JSON.parse(rawBody) as Answer & { eventId?: string };
      } catch {
        return null;
      }
      if (!body.eventId || !body.reference) return null;
      const outcome = outcomeOf(body);
      return {
        eventId: body.eventId,
        event: `wallet.${body.status}`,
        orderId: body.reference,
        outcome: outcome.status === 'paid' || outcome.status === 'failed' ? outcome : null,
      };
    },
  };
}
