import { z } from 'zod';
import path from 'node:path';

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
  MEDIA_SIGNING_SECRET: z.string().min(16).default('development-media-signing-secret'),
  MEDIA_URL_TTL_SECONDS: z.coerce.number().int().positive().default(4 * 60 * 60),
  COOKIE_DOMAIN: z.string().optional(),
  COOKIE_SECURE: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PLAYER_LOGS_ENABLED: booleanFlag,
});

export type Config = z.infer<typeof ConfigSchema> & { rootDir: string };

/** Parses the environment; throws one readable line naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return { ...parsed.data, rootDir: path.resolve(import.meta.dirname, '..', '..') };
}
