import 'server-only';
import { z } from 'zod';

// The web process's server-side configuration, parsed once. No other web file reads process.env.
const WebEnvSchema = z.object({
  ORIGIN_URL: z.string().url().default('http://127.0.0.1:4000'),
  // the public address, for canonical and social links
  SITE_URL: z.string().url().default('http://localhost:3000'),
  // the tag manager container; its script loads only when set
  GTM_ID: z.string().regex(/^GTM-[A-Z0-9]+$/).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
});

// an empty variable (as .env.example leaves them) means unset
export const webEnv = WebEnvSchema.parse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));
