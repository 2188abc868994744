import 'server-only';
import { z } from 'zod';
import { DEFAULT_ORIGIN_URL } from '@/contract/constants';

// The web process's server-side configuration, parsed once. No other web file reads process.env.
const WebEnvSchema = z.object({
  ORIGIN_URL: z.string().url().default(DEFAULT_ORIGIN_URL),
  // the public address, for canonical and social links
  SITE_URL: z.string().url().default('http://localhost:3000'),
  // the tag manager container; its script loads only when set
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/)
    .optional(),
  // social sign-in (spec 001 §2 "Social buttons"): a button shows only when its id is set; the
  // origin reads the same variables to check the tokens
  GOOGLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  FACEBOOK_APP_ID: z.string().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // the service worker (offline and installable app); 'off' unregisters it from every browser
  SERVICE_WORKER: z.enum(['on', 'off']).default('on'),
  // spec 000 §4: geolocation is off; 'on' asks for the location and follows the country it finds
  GEOLOCATION: z.enum(['on', 'off']).default('off'),
  // served over HTTPS (the origin reads the same variable for its cookies): HSTS and
  // upgrade-insecure-requests; unset, an https SITE_URL says so
  COOKIE_SECURE: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
  // the auth cookie's domain (the origin sets it); the device cookie takes it too, so that a media
  // edge on a subdomain (MEDIA_BASE_URL) can check device-bound media URLs
  COOKIE_DOMAIN: z.string().optional(),
  // where the origin's play and artwork URLs point (a media edge or CDN; the origin reads the same
  // variable to sign them); kept as its origin, which the pages' policy lets the player and images reach
  MEDIA_BASE_URL: z
    .string()
    .url()
    .optional()
    .transform((value) => (value ? new URL(value).origin : undefined)),
  // further origins the pages may reach (a media CDN; a payment gateway's test host), comma-separated
  CSP_EXTRA_ORIGINS: z
    .string()
    .optional()
    .transform(
      (value) =>
        value
          ?.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean) ?? [],
    ),
});

// an empty variable (as .env.example leaves them) means unset
export const webEnv = WebEnvSchema.parse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));

/** The social sign-in client ids handed to the login dialog (public values: they reach the browser). */
export function socialClientIds() {
  return { google: webEnv.GOOGLE_CLIENT_ID, apple: webEnv.APPLE_CLIENT_ID, facebook: webEnv.FACEBOOK_APP_ID };
}
