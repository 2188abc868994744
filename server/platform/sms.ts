import type { MessageSender, OutgoingMessage } from './messages';
import { ServiceUnavailableError } from './errors';
import { text } from './texts';

// SMS delivery of one-time codes through a Twilio-compatible Messages API (many SMS gateways speak
// it): POST {baseUrl}/Accounts/{accountSid}/Messages.json, form-encoded To, From and Body, with
// HTTP basic auth. Tested against a local stand-in of that endpoint.

const SMS_FAILED = text('errors.common.smsFailed');

export interface SmsConfig {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  timeoutMs?: number;
}

export function createSmsSender(config: SmsConfig, fetchImpl: typeof fetch = fetch): MessageSender {
  const url = `${config.baseUrl.replace(/\/$/, '')}/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async send(message: OutgoingMessage) {
      if (message.channel !== 'sms') throw new Error('The SMS sender only sends SMS');
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: message.to, From: config.from, Body: message.text }),
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
      } catch (error) {
        // the error handler logs 5xx errors with their cause
        throw Object.assign(new ServiceUnavailableError(SMS_FAILED), { cause: error });
      }
      if (!response.ok) {
        throw Object.assign(new ServiceUnavailableError(SMS_FAILED), {
          cause: new Error(`SMS gateway answered ${response.status}: ${(await response.text()).slice(0, 200)}`),
        });
      }
    },
  };
}

/** E-mail through one sender, SMS through another. */
export function routeByChannel(senders: { email: MessageSender; sms: MessageSender }): MessageSender {
  return { send: (message) => (message.channel === 'sms' ? senders.sms : senders.email).send(message) };
}
