import { loadConfig } from '@/server/platform/config';

// The origin's configuration: production refuses to start on the public development secrets or an
// unchosen sandbox gateway, naming each variable; cookies are Secure wherever the site is https.

const OWN_SECRETS = {
  MEDIA_SIGNING_SECRET: 'a-media-secret-of-our-own-0123456789',
  BOT_CHECK_SECRET: 'a-bot-check-secret-of-our-own-0123456',
  PAYMENTS_SANDBOX_SECRET: 'a-sandbox-secret-of-our-own-01234567',
  PARTNER_SECRETS: 'SAMG:a-partner-secret-of-our-own-0123',
};
const RAZORPAY = {
  PAYMENTS_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'hook',
};

describe('production configuration', () => {
  it('refuses every development secret and the sandbox gateway, naming each variable', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration: /);
    for (const name of [
      'MEDIA_SIGNING_SECRET',
      'BOT_CHECK_SECRET',
      'PAYMENTS_SANDBOX_SECRET',
      'PARTNER_SECRETS',
      'PAYMENTS_GATEWAY=sandbox',
    ]) {
      expect(message).toContain(name);
    }
  });

  it("starts with the operator's own secrets and a real gateway, or the sandbox chosen explicitly", () => {
    expect(loadConfig({ NODE_ENV: 'production', ...OWN_SECRETS, ...RAZORPAY }).PAYMENTS_GATEWAY).toBe('razorpay');
    expect(loadConfig({ NODE_ENV: 'production', ...OWN_SECRETS, PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' }).PAYMENTS_GATEWAY).toBe('sandbox');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...OWN_SECRETS, ...RAZORPAY, MEDIA_SIGNING_SECRET: 'development-media-signing-secret' }),
    ).toThrow(/MEDIA_SIGNING_SECRET/);
  });

  it('keeps the development defaults outside production', () => {
    expect(() => loadConfig({})).not.toThrow();
  });
});

describe('secure cookies', () => {
  it('are on wherever the site is served over https, unless COOKIE_SECURE says otherwise', () => {
    expect(loadConfig({}).COOKIE_SECURE).toBe(false);
    expect(loadConfig({ SITE_URL: 'https://chalchitra.in' }).COOKIE_SECURE).toBe(true);
    expect(loadConfig({ SITE_URL: 'http://localhost:3000' }).COOKIE_SECURE).toBe(false);
    expect(loadConfig({ SITE_URL: 'https://chalchitra.in', COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(false);
    expect(loadConfig({ COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(true);
  });
});

describe('the media address', () => {
  it('is an http or https base without a trailing slash, unset by default', () => {
    expect(loadConfig({}).MEDIA_BASE_URL).toBeUndefined();
    expect(loadConfig({ MEDIA_BASE_URL: 'https://media.chalchitra.in/' }).MEDIA_BASE_URL).toBe('https://media.chalchitra.in');
    expect(() => loadConfig({ MEDIA_BASE_URL: 'ftp://media.chalchitra.in' })).toThrow(/MEDIA_BASE_URL/);
  });
});

describe('the media storage', () => {
  it('is local disk by default, and a bucket only when one is named', () => {
    expect(loadConfig({}).MEDIA_STORAGE).toBe('local');
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow('S3_BUCKET is required when MEDIA_STORAGE=s3');
    const s3 = loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_FORCE_PATH_STYLE: 'true' });
    expect(s3).toMatchObject({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it('takes the key pair whole or not at all', () => {
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'AKIA' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together');
    expect(loadConfig({ S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: 'secret' }).S3_SECRET_ACCESS_KEY).toBe('secret');
  });
});
