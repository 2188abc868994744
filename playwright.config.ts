import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './lib/chromium';
import { GOOGLE_STAND_IN } from './e2e/support/google-stand-in';
import { APPLE_JWKS_URL, FACEBOOK_GRAPH_URL, SOCIAL_STAND_IN } from './e2e/support/social-stand-ins';
import { RAZORPAY_STAND_IN } from './e2e/support/razorpay-stand-in';
import { E2E_ORIGIN_PORT, E2E_WEB_PORT } from './e2e/support/ports';
import { E2E_PARTNER_SECRET_SAMG } from './e2e/support/partner-secret';

// End-to-end journeys in Debian's Chromium against the real origin and web app, started with the
// same script as `npm start`, on their own ports and their own PGlite directory.

const webPort = E2E_WEB_PORT;
const originPort = E2E_ORIGIN_PORT;
const executablePath = findChromium() ?? undefined;

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // one retry in CI, reported as flaky: the shared machines are noisy
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${webPort}`,
    // page.route cannot see what a service worker fetches; the worker has its own journey
    // (e2e/installable.spec.ts, in a profile of its own)
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    productServer(webPort, originPort, 'data/e2e', {
      // Google sign-in against the local stand-in (e2e/support/google-stand-in.ts): the web shows
      // the button, the origin checks tokens against the stand-in's JWKS
      GOOGLE_CLIENT_ID: GOOGLE_STAND_IN.clientId,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${GOOGLE_STAND_IN.port}/oauth2/v3/certs`,
      // Apple and Facebook against theirs (e2e/support/social-stand-ins.ts)
      APPLE_CLIENT_ID: SOCIAL_STAND_IN.appleClientId,
      APPLE_JWKS_URL,
      FACEBOOK_APP_ID: SOCIAL_STAND_IN.facebookAppId,
      FACEBOOK_APP_SECRET: SOCIAL_STAND_IN.facebookAppSecret,
      FACEBOOK_GRAPH_URL,
      // the Samsung app's sign-in (e2e/webviews.spec.ts) signs its tokens with this
      PARTNER_SECRETS: `SAMG:${E2E_PARTNER_SECRET_SAMG}`,
      // a stream lease's media grant lives 20 s (heartbeats every 5 s), so that a journey watches
      // a film play on through several renewals (e2e/play-movie.spec.ts)
      MEDIA_GRANT_SECONDS: '20',
    }),
    // a second instance whose cards go to Razorpay, here its local stand-in (e2e/support/razorpay-stand-in.ts),
    // and which runs behind a CDN: the browser's cf-ipcountry names the visitor's country (e2e/country.spec.ts)
    productServer(RAZORPAY_STAND_IN.webPort, RAZORPAY_STAND_IN.originPort, 'data/e2e/razorpay', {
      TRUSTED_PROXIES: 'loopback',
      PAYMENTS_GATEWAY: 'razorpay',
      // the stand-in's checkout calls its own host from the page (Razorpay's runs in its own frame)
      CSP_EXTRA_ORIGINS: `http://127.0.0.1:${RAZORPAY_STAND_IN.port}`,
      RAZORPAY_API_URL: `http://127.0.0.1:${RAZORPAY_STAND_IN.port}/v1`,
      RAZORPAY_KEY_ID: RAZORPAY_STAND_IN.keyId,
      RAZORPAY_KEY_SECRET: RAZORPAY_STAND_IN.keySecret,
      RAZORPAY_WEBHOOK_SECRET: RAZORPAY_STAND_IN.webhookSecret,
    }),
  ],
});

/** The product as `npm start` runs it, on its own ports and data directory. */
function productServer(web: number, origin: number, dataDir: string, env: Record<string, string>) {
  return {
    command: 'node --import tsx scripts/start.ts --no-media',
    url: `http://127.0.0.1:${web}/api/docs/json`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(web),
      HOSTNAME: '127.0.0.1',
      ORIGIN_PORT: String(origin),
      PGLITE_DIR: `${dataDir}/pglite`,
      // codes of the accounts journey land here (the development outbox)
      OUTBOX_DIR: `${dataDir}/outbox`,
      // each instance is an install of its own, with the secrets it makes on its first start
      INSTALL_SECRET_FILE: `${dataDir}/install-secret`,
      LOG_LEVEL: 'warn',
      // every journey's browser signs in from 127.0.0.1: the suite makes more sign-in calls from
      // that one address than a household would in the limit's window (the per-address limit has
      // tests of its own in tests/server/modules/auth)
      AUTH_RATE_LIMIT_PER_IP: '10000',
      ...env,
    },
  };
}
