import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { leadingZeroBits } from '@/contract/proof-of-work';
import { testDatabases } from '../../../support/databases';
import { buildAccountsApp, freshIp, outboxFor, post, register, useAccountsApp } from '../auth/helpers';

// Contact us (issue 16): a ticket with a reference, an acknowledgement by e-mail, the bot check
// and the limits.

function solve(challenge: string, bits: number): string {
  for (let nonce = 0; ; nonce += 1) {
    const token = `${challenge}:${nonce}`;
    if (leadingZeroBits(createHash('sha256').update(token).digest()) >= bits) return token;
  }
}

describe.each(testDatabases())('contact us on $name', (engine) => {
  const suite = useAccountsApp(engine);
  const ticket = { topic: 'playback', message: 'The film stops after ten minutes on my phone.', name: 'Meera' };

  it('keeps the message as a ticket and e-mails its reference to the sender', async () => {
    const email = `asker.${Date.now()}@example.com`;
    const answer = await post(suite.app, '/api/v1/support/tickets', { ...ticket, email }, { 'x-forwarded-for': freshIp() });
    expect(answer.statusCode).toBe(201);
    const { reference } = answer.json().data;
    expect(reference).toMatch(/^CH-[0-9A-F]{8}$/);
    expect(answer.json().message).toBe(
      `Thank you. Your reference is ${reference}; we have e-mailed it to ${email} and will reply within one working day.`,
    );
    // the acknowledgement is our own words and the reference: nothing the sender typed
    const [mail] = await outboxFor(suite.app, email);
    expect(mail.subject).toBe(`We have your message (${reference})`);
    expect(mail.text).toBe(
      [
        'Hello,',
        `Thank you for writing to Chalchitra about "Playing a title". Your reference is ${reference}. We reply within one working day.`,
        'If you did not write to us, you can ignore this e-mail.',
        'Chalchitra Support',
      ].join('\n\n'),
    );
    const rows = await suite.database.db.execute(sql`select topic, status, user_id from support_tickets where reference = ${reference}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ topic: 'playback', status: 'open', user_id: null }]);
  });

  it('links a signed-in sender, refuses bad input in plain words, and limits tickets per e-mail', async () => {
    const email = `member.${Date.now()}@example.com`;
    const cookie = await register(suite.app, email, 'member passphrase');
    const signedIn = await suite.app.inject({
      method: 'POST',
      url: '/api/v1/support/tickets',
      headers: { cookie, 'x-forwarded-for': freshIp() },
      payload: { ...ticket, email },
    });
    const rows = await suite.database.db.execute(
      sql`select user_id is not null as linked from support_tickets where reference = ${signedIn.json().data.reference}`,
    );
    expect((rows as unknown as { rows: Array<{ linked: boolean }> }).rows[0].linked).toBe(true);

    const short = await post(suite.app, '/api/v1/support/tickets', { ...ticket, email, message: 'help' }, { 'x-forwarded-for': freshIp() });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Please tell us a little more (at least 10 characters).');

    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await post(suite.app, '/api/v1/support/tickets', { ...ticket, email }, { 'x-forwarded-for': freshIp() })).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('takes the bot check like sign-in, and counts the limits only after it', async () => {
    const guarded = await buildAccountsApp(suite.database, { BOT_CHECK: 'pow', BOT_CHECK_POW_BITS: '8' });
    try {
      // unsolved requests naming someone's e-mail, from one address, are refused without counting
      const victim = `victim.${Date.now()}@example.com`;
      const ip = freshIp();
      for (let i = 0; i < 6; i += 1) {
        const refused = await post(guarded.app, '/api/v1/support/tickets', { ...ticket, email: victim }, { 'x-forwarded-for': ip });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe('reCAPTCHA verification failed. Please try again.');
      }
      // so the owner of the e-mail still reaches support, from that same address
      const { challenge } = (await guarded.app.inject({ method: 'GET', url: '/api/v1/user/recaptcha/challenge' })).json().data;
      const solved = await post(
        guarded.app,
        '/api/v1/support/tickets',
        { ...ticket, email: victim },
        { 'x-forwarded-for': ip, 'x-recaptcha-token': solve(challenge, 8) },
      );
      expect(solved.statusCode).toBe(201);
    } finally {
      await guarded.close();
    }
  });
});
