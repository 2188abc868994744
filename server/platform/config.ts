import { z } from 'zod';
import path from 'node:path';
import { deriveSecret, installSeed } from './install-secrets';

// The origin's configuration: parsed once from the environment at start-up.
// No other origin file reads process.env.
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  ORIGIN_HOST: z.string().default('127.0.0.1'),
  ORIGIN_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default('data/pglite'),
  REDIS_URL: z.string().url().optional(),
  MEDIA_DIR: z.string().default('data/media'),
  /** Where the origin keeps the artwork it has drawn as WebP or AVIF (a cache: safe to delete). */
  ARTWORK_CACHE_DIR: z.string().default('data/artwork'),
  /**
   * Where media files live (README "Object storage"): local disk under MEDIA_DIR, or an
   * S3-compatible bucket (media:publish uploads a folder to it).
   */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).optional(),
  /** An S3-compatible server (MinIO, Ceph, R2 ...); unset, AWS's own address for S3_REGION. */
  S3_ENDPOINT: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'must be an http or https address')
    .optional()
    .transform((value) => value?.replace(/\/+$/, '')),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither; neither: the SDK's own chain (environment, shared files, the instance's role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag,
  /** Unset: the install's own (INSTALL_SECRET_FILE), as are the other secrets below. */
  MEDIA_SIGNING_SECRET: z.string().min(16).optional(),
  MEDIA_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(4 * 60 * 60),
  /**
   * How long a stream lease's media grant lives (issue 46): the player's heartbeat renews it four
   * times over its life, so a stopped, signed-out or removed screen gets no more media after it.
   */
  MEDIA_GRANT_SECONDS: z.coerce.number().int().min(8).max(600).default(120),
  /**
   * Where the origin marks the stream leases that ended, so that their grants are refused at once
   * by its media route and by the nginx edge, which must read the same directory (README "Media edge").
   */
  MEDIA_REVOCATIONS_DIR: z.string().default('data/media-revocations'),
  /**
   * Where browsers fetch signed media (a media edge or CDN, README "Media edge"): play and artwork
   * URLs are absolute on it. Unset, they stay on the site's own address.
   */
  MEDIA_BASE_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'must be an http or https address')
    .optional()
    .transform((value) => value?.replace(/\/+$/, '')),
  COOKIE_DOMAIN: z.string().optional(),
  /** Secure, __Secure- prefixed cookies and HSTS; unset: on when SITE_URL is https. */
  COOKIE_SECURE: z.enum(['true', 'false', '1', '0']).optional(),
  /** The public address of the site; an https address turns COOKIE_SECURE on unless it is set. */
  SITE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json: one JSON object a line (production, log collectors); pretty: readable lines (pino-pretty; `npm start` at a terminal). */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  /** The bearer token that reads GET /metrics from elsewhere; unset, only this machine may. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Bearer token of the operator's ingest calls from elsewhere (README "Media ingest"); unset: this machine only. */
  MEDIA_INGEST_TOKEN: z.string().min(16).optional(),
  PLAYER_LOGS_ENABLED: booleanFlag,
  // accounts (issue 3): bot check, code delivery, rate limits, cross-site refusal
  BOT_CHECK: z.enum(['pow', 'recaptcha', 'off']).default('pow'),
  BOT_CHECK_SECRET: z.string().min(16).optional(),
  BOT_CHECK_POW_BITS: z.coerce.number().int().min(1).max(32).default(14),
  RECAPTCHA_ASSESSMENT_URL: z.string().url().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  OUTBOX_DIR: z.string().default('data/outbox'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Chalchitra <no-reply@chalchitra.local>'),
  // SMS through a Twilio-compatible Messages API; unset = SMS codes go to the outbox
  SMS_API_URL: z.string().url().default('https://api.twilio.com/2010-04-01'),
  SMS_ACCOUNT_SID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z.string().min(1).optional(),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(60),
  AUTH_RATE_LIMIT_PER_IDENTIFIER: z.coerce.number().int().positive().default(10),
  ALLOWED_ORIGINS: z.string().optional(),
  /**
   * Who may tell the origin the client's address (X-Forwarded-For) and country (cf-ipcountry):
   * the web app's addresses, comma-separated addresses or CIDR ranges; 'loopback' when both run
   * on one machine. Anyone else is taken at its own address.
   */
  ORIGIN_TRUSTED_PROXIES: z
    .string()
    .default('loopback')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  // social sign-in: each provider is off until its client id is set
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_JWKS_URL: z.string().url().default('https://appleid.apple.com/auth/keys'),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com/v19.0'),
  /** 'CODE:secret,CODE:secret': HS256 secrets of partner SSO tokens (partners table). */
  PARTNER_SECRETS: z.string().optional(),
  // payments: card checkout through the embedded sandbox gateway (default) or Razorpay; Pakistan
  // wallets through Simpaisa when SIMPAISA_MERCHANT_ID is set, else the Simpaisa sandbox
  PAYMENTS_GATEWAY: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  /** The sandbox gateway takes no money: production runs it only when this says so (a staging site). */
  PAYMENTS_SANDBOX_IN_PRODUCTION: booleanFlag,
  PAYMENTS_SANDBOX_SECRET: z.string().min(16).optional(),
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com/v1'),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  SIMPAISA_API_URL: z.string().url().default('https://api.simpaisa.com'),
  SIMPAISA_MERCHANT_ID: z.string().min(1).optional(),
  SIMPAISA_SECRET: z.string().min(1).optional(),
  PAYMENTS_RATE_LIMIT_PER_USER: z.coerce.number().int().positive().default(30),
  /** How often refunds a gateway could not take at once are asked for again. */
  PAYMENTS_REFUND_RETRY_SECONDS: z.coerce.number().int().positive().default(600),
  PAYMENTS_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(120),
  // rewards (issue 14): the embedded ledger keeps every coin; a hosted provider, when set, hears
  // of the spec's SDK actions too, under this environment and the product key 'eros'
  REWARDS_PROVIDER_URL: z.string().url().optional(),
  REWARDS_PROVIDER_KEY: z.string().min(1).optional(),
  REWARDS_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  /** Where an install that sets no secrets keeps the random seed they are derived from (owner-only). */
  INSTALL_SECRET_FILE: z.string().default('data/install-secret'),
});

type ParsedConfig = z.infer<typeof ConfigSchema>;

/** The secrets: the environment's, else the install's own (never a value published in this repository). */
const SECRETS = ['MEDIA_SIGNING_SECRET', 'BOT_CHECK_SECRET', 'PAYMENTS_SANDBOX_SECRET', 'PARTNER_SECRETS'] as const;
type SecretName = (typeof SECRETS)[number];

export type Config = Omit<ParsedConfig, 'COOKIE_SECURE' | SecretName> &
  Record<SecretName, string> & { COOKIE_SECURE: boolean; rootDir: string };

/** Partners whose tokens an install signs with a secret of its own when PARTNER_SECRETS is unset (the seeded ones). */
const SEEDED_PARTNERS = ['SAMG', 'hcl'];

/**
 * Secrets this repository once shipped as defaults (and a cluster default): anyone can sign with
 * them, so they are refused wherever they are set, an old .env included.
 */
const PUBLISHED_SECRETS = new Set([
  'development-media-signing-secret',
  'development-bot-check-secret',
  'development-payments-sandbox-secret',
  'development-partner-secret-samg',
  'development-partner-secret-hcl',
  'cluster-media-signing-secret',
]);

const partnerSecretsOf = (value: string) => value.split(',').map((entry) => entry.slice(entry.indexOf(':') + 1).trim());

function secretProblems(config: ParsedConfig): string[] {
  const problems = SECRETS.filter((name) => {
    const value = config[name];
    return value !== undefined && (name === 'PARTNER_SECRETS' ? partnerSecretsOf(value) : [value]).some((v) => PUBLISHED_SECRETS.has(v));
  }).map((name) => `${name} is a value published in this repository: remove it to use this install's own, or set one of yours`);
  // production instances must agree with each other, which an install's own secret cannot promise
  if (config.NODE_ENV === 'production')
    for (const name of SECRETS)
      if (config[name] === undefined) problems.push(`${name} must be set in production (every instance needs the same value)`);
  return problems;
}

/** The environment's secrets, and the install's own (derived from its seed, made on first use) for the others. */
function secretsOf(config: ParsedConfig, rootDir: string): Record<SecretName, string> {
  const given = Object.fromEntries(SECRETS.map((name) => [name, config[name]])) as Record<SecretName, string | undefined>;
  if (SECRETS.every((name) => given[name] !== undefined)) return given as Record<SecretName, string>;
  const seed = installSeed(path.resolve(rootDir, config.INSTALL_SECRET_FILE));
  return {
    MEDIA_SIGNING_SECRET: given.MEDIA_SIGNING_SECRET ?? deriveSecret(seed, 'MEDIA_SIGNING_SECRET'),
    BOT_CHECK_SECRET: given.BOT_CHECK_SECRET ?? deriveSecret(seed, 'BOT_CHECK_SECRET'),
    PAYMENTS_SANDBOX_SECRET: given.PAYMENTS_SANDBOX_SECRET ?? deriveSecret(seed, 'PAYMENTS_SANDBOX_SECRET'),
    PARTNER_SECRETS:
      given.PARTNER_SECRETS ?? SEEDED_PARTNERS.map((code) => `${code}:${deriveSecret(seed, `PARTNER_SECRETS:${code}`)}`).join(','),
  };
}

/** In production the sandbox gateway is an explicit choice. */
function productionProblems(config: ParsedConfig): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (config.PAYMENTS_GATEWAY === 'sandbox' && !config.PAYMENTS_SANDBOX_IN_PRODUCTION) {
    problems.push(
      'PAYMENTS_GATEWAY=sandbox takes no money: choose razorpay, or set PAYMENTS_SANDBOX_IN_PRODUCTION=true for a staging site',
    );
  }
  return problems;
}

/** Settings that only make sense together: each problem names the variables to set. */
function combinationProblems(config: ParsedConfig): string[] {
  const problems: string[] = [];
  if (config.BOT_CHECK === 'off' && config.NODE_ENV === 'production') problems.push('BOT_CHECK=off is for tests only');
  if (config.BOT_CHECK === 'recaptcha' && !config.RECAPTCHA_ASSESSMENT_URL)
    problems.push('RECAPTCHA_ASSESSMENT_URL is required when BOT_CHECK=recaptcha');
  if (config.MAIL_TRANSPORT === 'smtp' && !config.SMTP_URL) problems.push('SMTP_URL is required when MAIL_TRANSPORT=smtp');
  if (config.SMS_ACCOUNT_SID && (!config.SMS_AUTH_TOKEN || !config.SMS_FROM))
    problems.push('SMS_AUTH_TOKEN and SMS_FROM are required with SMS_ACCOUNT_SID');
  if (
    config.PAYMENTS_GATEWAY === 'razorpay' &&
    (!config.RAZORPAY_KEY_ID || !config.RAZORPAY_KEY_SECRET || !config.RAZORPAY_WEBHOOK_SECRET)
  ) {
    problems.push('RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are required when PAYMENTS_GATEWAY=razorpay');
  }
  if (config.MEDIA_STORAGE === 's3' && !config.S3_BUCKET) problems.push('S3_BUCKET is required when MEDIA_STORAGE=s3');
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY))
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together');
  if (config.SIMPAISA_MERCHANT_ID && !config.SIMPAISA_SECRET) problems.push('SIMPAISA_SECRET is required with SIMPAISA_MERCHANT_ID');
  return problems;
}

/** Parses the environment; throws one readable line naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // an empty variable (as .env.example leaves them) means unset
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ConfigSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const problems = [...combinationProblems(parsed.data), ...secretProblems(parsed.data), ...productionProblems(parsed.data)];
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  const { COOKIE_SECURE: secureFlag, ...rest } = parsed.data;
  const secure =
    secureFlag === undefined ? parsed.data.SITE_URL?.startsWith('https:') === true : secureFlag === 'true' || secureFlag === '1';
  const rootDir = path.resolve(import.meta.dirname, '..', '..');
  return { ...rest, ...secretsOf(parsed.data, rootDir), COOKIE_SECURE: secure, rootDir };
}
