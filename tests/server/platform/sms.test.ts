import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSmsSender, routeByChannel } from '@/server/platform/sms';

// The SMS adapter against a local stand-in that speaks the Twilio-compatible Messages API.

interface Received {
  path: string;
  authorization?: string;
  contentType?: string;
  form: Record<string, string>;
}

async function standIn(status: number) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        form: Object.fromEntries(new URLSearchParams(body)),
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        status < 300
          ? JSON.stringify({ sid: 'SM123', status: 'queued' })
          : JSON.stringify({ code: 21211, message: "The 'To' number is not valid." }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/2010-04-01`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const message = {
  channel: 'sms' as const,
  to: '+919812345678',
  subject: 'Your Chalchitra code',
  text: 'Your Chalchitra code is 482913. It is valid for 10 minutes.',
};

describe('SMS adapter', () => {
  it("posts To, From and Body to the account's Messages resource with basic auth", async () => {
    const gateway = await standIn(201);
    try {
      await createSmsSender({ baseUrl: gateway.baseUrl, accountSid: 'AC42', authToken: 'secret', from: 'CHLCTR' }).send(message);
      expect(gateway.received).toEqual([
        {
          path: '/2010-04-01/Accounts/AC42/Messages.json',
          authorization: `Basic ${Buffer.from('AC42:secret').toString('base64')}`,
          contentType: 'application/x-www-form-urlencoded',
          form: { To: '+919812345678', From: 'CHLCTR', Body: message.text },
        },
      ]);
    } finally {
      await gateway.close();
    }
  });

  it('answers a plain 503 when the gateway refuses or cannot be reached', async () => {
    const gateway = await standIn(400);
    try {
      const sender = createSmsSender({ baseUrl: gateway.baseUrl, accountSid: 'AC42', authToken: 'secret', from: 'CHLCTR' });
      await expect(sender.send(message)).rejects.toMatchObject({
        statusCode: 503,
        message: 'We could not send the code by SMS just now. Please try again in a minute.',
      });
    } finally {
      await gateway.close();
    }
    const unreachable = createSmsSender({
      baseUrl: 'http://127.0.0.1:1/2010-04-01',
      accountSid: 'AC42',
      authToken: 'secret',
      from: 'CHLCTR',
    });
    await expect(unreachable.send(message)).rejects.toMatchObject({ statusCode: 503 });
  });

  it('routes SMS to the SMS sender and e-mail to the e-mail sender', async () => {
    const email = { send: vi.fn(async () => undefined) };
    const sms = { send: vi.fn(async () => undefined) };
    const sender = routeByChannel({ email, sms });
    await sender.send(message);
    await sender.send({ ...message, channel: 'email', to: 'asha@example.in' });
    expect(sms.send).toHaveBeenCalledWith(message);
    expect(email.send).toHaveBeenCalledWith(expect.objectContaining({ to: 'asha@example.in' }));
  });
});
