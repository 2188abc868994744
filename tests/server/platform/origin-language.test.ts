import hiErrors from '@/contract/messages/hi/errors.json' with { type: 'json' };
import taErrors from '@/contract/messages/ta/errors.json' with { type: 'json' };
import taNotifications from '@/contract/messages/ta/notifications.json' with { type: 'json' };
import { render, text } from '@/server/platform/texts';
import { testDatabases } from '../../support/databases';
import { freshIp, lastCode, outboxFor, post, useAccountsApp } from '../modules/auth/helpers';

// The origin answers in the request's language (issue 50): the message of an error, and of a
// successful answer, in the best of our languages that Accept-Language names, with
// Content-Language saying which; the status_code is the same in every language, and without the
// header the answer is the English it always was. E-mails and SMS speak the language of the
// request that caused them.

describe.each(testDatabases())('the origin’s language on $name', (engine) => {
  const suite = useAccountsApp(engine);

  async function withAccount(email: string, password: string) {
    const ip = { 'x-forwarded-for': freshIp() };
    await post(suite.app, '/api/v1/auth/otp/resend', { email, type: 'registration' }, ip);
    const created = await post(
      suite.app,
      '/api/v1/auth/users/set_password',
      { email, otp: await lastCode(suite.app, email), password },
      ip,
    );
    expect(created.statusCode).toBe(200);
  }

  it('answers an error in Hindi for Accept-Language hi, with the same status and status_code as in English', async () => {
    const email = 'kavya.hindi@example.in';
    await withAccount(email, 'a right passphrase');
    const wrong = (headers: Record<string, string>) =>
      post(suite.app, '/api/v1/auth/users/login', { email, password: 'a wrong passphrase' }, { 'x-forwarded-for': freshIp(), ...headers });

    const hindi = await wrong({ 'accept-language': 'hi' });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.headers['content-language']).toBe('hi');
    expect(hindi.json()).toMatchObject({ status: 'error', status_code: 'E006', message: 'पासवर्ड गलत है' });
    expect(hindi.json().message).toBe(hiErrors.auth.invalidPassword);

    // no header: English, exactly as before
    const english = await wrong({});
    expect(english.statusCode).toBe(400);
    expect(english.headers['content-language']).toBe('en');
    expect(english.json()).toMatchObject({ status: 'error', status_code: 'E006', message: 'Invalid password' });
    // a language we do not speak is English too
    expect((await wrong({ 'accept-language': 'fr-FR,fr;q=0.9' })).json().message).toBe('Invalid password');
  });

  it('takes the best of our languages from a weighted list: ta-IN,ta;q=0.9 is Tamil', async () => {
    const response = await post(
      suite.app,
      '/api/v1/auth/users/login',
      { email: 'nobody.tamil@example.in', password: 'whatever it is' },
      { 'x-forwarded-for': freshIp(), 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' },
    );
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-language']).toBe('ta');
    expect(response.json().message).toBe(taErrors.auth.accountNotFoundRegister);
    // an error answer varies with the language, for any cache on the way
    expect(String(response.headers.vary)).toMatch(/accept-language/i);
  });

  it('translates a validation message of contract/schemas, and its envelope, into Hindi', async () => {
    const ticket = { topic: 'account', message: 'short', email: 'reader@example.in' };
    const hindi = await post(suite.app, '/api/v1/support/tickets', ticket, { 'x-forwarded-for': freshIp(), 'accept-language': 'hi-IN' });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.headers['content-language']).toBe('hi');
    expect(hindi.json().message).toBe(
      render(text('errors.common.invalidRequest', { details: `message: ${hiErrors.validation.supportMessageShort}` }), 'hi'),
    );
    expect(hindi.json().message).toBe('अनुरोध सही नहीं है: message: कृपया हमें थोड़ा और बताएँ (कम से कम 10 अक्षर)।');

    const english = await post(suite.app, '/api/v1/support/tickets', ticket, { 'x-forwarded-for': freshIp() });
    expect(english.json().message).toBe('Invalid request: message: Please tell us a little more (at least 10 characters).');
  });

  it('answers the rate limit, an unknown call and a successful answer’s message in the language asked for', async () => {
    const email = 'asha.limits@example.in';
    const headers = { 'x-forwarded-for': freshIp(), 'accept-language': 'hi' };
    const sent = await post(suite.app, '/api/v1/auth/otp/resend', { email, type: 'registration' }, headers);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(hiErrors.auth.codeSent);

    const again = await post(suite.app, '/api/v1/auth/otp/resend', { email, type: 'registration' }, headers);
    expect(again.statusCode).toBe(429);
    const seconds = Number(again.headers['retry-after']);
    expect(again.json().message).toBe(`बहुत ज़्यादा कोशिशें हो गईं। कृपया ${seconds} सेकंड बाद फिर से कोशिश करें।`);

    const missing = await suite.app.inject({ method: 'GET', url: '/api/v9/nothing?here=1', headers: { 'accept-language': 'te' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-language']).toBe('te');
    expect(missing.json().message).toBe('అలాంటి కాల్ ఏదీ లేదు: GET /api/v9/nothing');
    const english = await suite.app.inject({ method: 'GET', url: '/api/v9/nothing' });
    expect(english.json().message).toBe('No such call: GET /api/v9/nothing');
  });

  it('sends a code requested in Tamil in Tamil, by e-mail and by SMS', async () => {
    const email = 'selvi.tamil@example.in';
    const tamil = { 'x-forwarded-for': freshIp(), 'accept-language': 'ta-IN,ta;q=0.9' };
    expect((await post(suite.app, '/api/v1/auth/otp/resend', { email, type: 'registration' }, tamil)).statusCode).toBe(200);
    const [mail] = await outboxFor(suite.app, email);
    const code = await lastCode(suite.app, email);
    expect(mail).toMatchObject({
      subject: taNotifications.code.registrationSubject,
      text: `உங்கள் Chalchitra குறியீடு ${code}. இது 10 நிமிடங்களுக்குச் செல்லுபடியாகும். இதை யாருடனும் பகிர வேண்டாம்.`,
    });

    const mobile = '9876543210';
    expect(
      (await post(suite.app, '/api/v1/auth/otp/resend', { mobile, calling_code: '+91', type: 'registration' }, tamil)).statusCode,
    ).toBe(200);
    const [sms] = await outboxFor(suite.app, `+91${mobile}`);
    expect(sms).toMatchObject({ channel: 'sms', subject: taNotifications.code.registrationSubject });
    expect(sms.text).toBe(render(text('notifications.code.text', { code: await lastCode(suite.app, `+91${mobile}`), minutes: 10 }), 'ta'));

    // without a language the code is in English, as before
    const other = 'english.reader@example.in';
    await post(suite.app, '/api/v1/auth/otp/resend', { email: other, type: 'registration' }, { 'x-forwarded-for': freshIp() });
    const [english] = await outboxFor(suite.app, other);
    expect(english).toMatchObject({
      subject: 'Your Chalchitra sign-up code',
      text: `Your Chalchitra code is ${await lastCode(suite.app, other)}. It is valid for 10 minutes. Do not share it with anyone.`,
    });
  });

  it('sends the notice to an existing account, and the password reset code, in the language of the request', async () => {
    const email = 'meena.reset@example.in';
    await withAccount(email, 'the first passphrase');
    const hindi = { 'x-forwarded-for': freshIp(), 'accept-language': 'hi' };
    await post(suite.app, '/api/v1/auth/otp/resend', { email, type: 'registration' }, hindi);
    const [notice] = await outboxFor(suite.app, email);
    expect(notice.subject).toBe('आपका Chalchitra खाता पहले से है');

    const forgot = await post(
      suite.app,
      '/api/v1/auth/users/forgot_password',
      { email },
      { 'x-forwarded-for': freshIp(), 'accept-language': 'mr' },
    );
    expect(forgot.statusCode).toBe(200);
    const [reset] = await outboxFor(suite.app, email);
    expect(reset.subject).toBe('तुमचा Chalchitra पासवर्ड रीसेट कोड');
  });
});
