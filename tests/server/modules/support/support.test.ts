import { sql } from 'drizzle-orm';
import { testDatabases } from '../../../support/databases';
import { buildAccountsApp, freshIp, outboxFor, post, register, useAccountsApp } from '../auth/helpers';

// Contact us (issue 16): a ticket with a reference, an acknowledgement by e-mail, the bot check
// and the limits.

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
      `Thank you. Your reference is ${reference}; we have e-mailed a copy to ${email} and will reply within one working day.`,
    );
    const [mail] = await outboxFor(suite.app, email);
    expect(mail.subject).toBe(`We have your message (${reference})`);
    expect(mail.text).toContain('The film stops after ten minutes on my phone.');
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

  it('takes the bot check like sign-in', async () => {
    const guarded = await buildAccountsApp(suite.database, { BOT_CHECK: 'pow' });
    try {
      const refused = await post(
        guarded.app,
        '/api/v1/support/tickets',
        { ...ticket, email: 'bot@example.com' },
        { 'x-forwarded-for': freshIp() },
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('reCAPTCHA verification failed. Please try again.');
    } finally {
      await guarded.close();
    }
  });
});
