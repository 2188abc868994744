import { SignJWT } from 'jose';
import { devices, expect, test, type Page } from '@playwright/test';
import { freshMobile, register } from './support/accounts';
import { E2E_PARTNER_SECRET_SAMG } from './support/partner-secret';

// The app webviews and their native bridges (issue 16; spec 001 §1, §7): fake bridges, injected
// before the page loads, record each call, as the Android and Samsung apps would receive them.

const ANDROID_WEBVIEW_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/140.0.0.0 Mobile Safari/537.36';

type Calls = Array<[string, ...unknown[]]>;
const callsOf = (page: Page, bridge: 'Android' | 'SamsungApp') =>
  page.evaluate((name) => (window as unknown as Record<string, { calls: Calls }>)[name].calls, bridge);

test('in the Android app the API calls say ANDROID, the app takes the payment, and the logo leads to the app home', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ userAgent: ANDROID_WEBVIEW_UA, viewport: devices['Pixel 7'].viewport });
  await context.addInitScript(() => {
    const calls: Array<unknown[]> = [];
    const record =
      (name: string) =>
      (...args: unknown[]) =>
        void calls.push([name, ...args]);
    Object.assign(window, {
      Android: {
        calls,
        payByGoogle: record('payByGoogle'),
        purchaseSuccess: record('purchaseSuccess'),
        gotoHomeScreen: record('gotoHomeScreen'),
        payByPartner: record('payByPartner'),
      },
    });
  });
  const page = await context.newPage();
  const platforms = new Set<string>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/v')) platforms.add(request.headers()['x-platform'] ?? 'none');
  });
  await register(page, freshMobile(), 'a long passphrase 9');
  await page.goto('/purchase?src=en');
  await expect(page.getByTestId('price-total')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => callsOf(page, 'Android')).toContainEqual(['payByGoogle', expect.stringMatching(/^\d+$/)]);
  // the web checkout does not open: the app pays
  await expect(page).toHaveURL(/\/purchase\?/);
  expect([...platforms]).toEqual(['ANDROID']);

  await page.goto('/');
  await page.getByRole('link', { name: 'Chalchitra home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => callsOf(page, 'Android')).toContainEqual(['gotoHomeScreen']);
  await context.close();
});

test('in the Samsung app the app signs the user in, hears the events, and the side navigation has no LOG OUT', async ({ browser }) => {
  const token = await new SignJWT({ sub: `samsung-${Date.now()}`, name: 'Sunil Kumar' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('SAMG')
    .setAudience('chalchitra')
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(E2E_PARTNER_SECRET_SAMG));
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  await context.addInitScript((appToken) => {
    // each document the tab opens counts itself, so that the test can tell the page loaded again
    sessionStorage.setItem('documents', String(Number(sessionStorage.getItem('documents')) + 1));
    const calls: Array<unknown[]> = [];
    Object.assign(window, {
      SamsungApp: {
        calls,
        getAccessToken: () => {
          calls.push(['getAccessToken']);
          return Promise.resolve(appToken);
        },
        logEvent: (name: string, params: string) => void calls.push(['logEvent', name, JSON.parse(params)]),
      },
    });
  }, token);
  const page = await context.newPage();
  await page.goto('/?partner_code=SAMG');
  // signed in from the app's token, the page loads again with the session
  // (components/auth/partner-sign-in.tsx); the next visit waits for that second document's load,
  // not racing it (it can come before the first goto has settled)
  const loadedAgain = () =>
    page.evaluate(() => document.readyState === 'complete' && Number(sessionStorage.getItem('documents')) >= 2).catch(() => false);
  await expect.poll(loadedAgain, { timeout: 30_000 }).toBe(true);
  expect((await context.cookies()).some((cookie) => cookie.name === 'plan')).toBe(true);
  await page.goto('/');
  await expect
    .poll(() => callsOf(page, 'SamsungApp'))
    .toContainEqual(['logEvent', 'page_view', expect.objectContaining({ event: 'page_view' })]);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Sunil')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'LOG OUT' })).toHaveCount(0);
  await context.close();
});
