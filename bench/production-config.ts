import { loadConfig, type Config } from '../server/platform/config';

/** The media signing secret of every bench origin, for benches that sign their own URLs. */
export const BENCH_MEDIA_SECRET = 'bench-media-signing-secret';

/**
 * The origin's configuration as in production, for a bench: production refuses the public
 * development secrets, so the bench's own stand in for them, and the sandbox gateway is allowed.
 */
export function benchProductionConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    MEDIA_SIGNING_SECRET: BENCH_MEDIA_SECRET,
    BOT_CHECK_SECRET: 'bench-bot-check-secret',
    PAYMENTS_SANDBOX_SECRET: 'bench-payments-sandbox-secret',
    PARTNER_SECRETS: 'SAMG:bench-partner-secret-samg',
    PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
    ...env,
  });
}
