import { expect, test } from '@playwright/test';
import { freshMobile, register } from './support/accounts';

test.describe('route guards', () => {
  test('the origin sees the address the visitor called from, not the X-Forwarded-For the visitor sent', async ({ request }) => {
    // 81.2.69.160 is in GB; the journey's own address (127.0.0.1) is reserved, which the origin reads as IN
    const claim = { 'x-forwarded-for': '81.2.69.160', 'x-real-ip': '81.2.69.160', 'cf-ipcountry': 'GB' };
    const response = await request.get('/api/v1/common/countries/country', { headers: claim });
    expect(response.status()).toBe(200);
    expect((await response.json()).data.country_code).toBe('IN');
  });

  test('a page address with malformed percent-encoding answers 400, not a server error', async ({ request }) => {
    const response = await request.get('/movies/%C3%28');
    expect(response.status()).toBe(400);
    expect(await response.text()).toBe('This address is not valid.');
  });

  test('an authReq page sends a visitor who is not signed in to /', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/myprofile');
    await expect(page).toHaveURL(/\/$/);
  });

  test('fixed redirects land on their targets', async ({ page }) => {
    await page.goto('/movies/explore');
    await expect(page).toHaveURL(/\/movies\/mostpopular$/);
    await page.goto('/subscribe');
    await expect(page).toHaveURL(/\/purchase$/);
  });

  test('a page opened with ?withoutShell has no header or footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.goto('/?withoutShell');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});

test('an unknown address shows the not-found page inside the shell, with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This page is not on Chalchitra' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('the not-found page is drawn on the server, for unknown addresses and unknown titles alike', async ({ browser }) => {
  // a crawler or a browser without JavaScript reads only the server's HTML
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const address of ['/no-such-page/at-all', '/movie/watch/99999999/no-such-film', '/u/no-such-member-here']) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'This page is not on Chalchitra' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(page.url()).toContain(address);
  }
  await context.close();
});

test('the browser reaches POST /api/v1/email/send/ with its trailing slash, and a 401 on an ended session signs out', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await register(page, freshMobile(), 'a long passphrase 9');
  const origin = new URL(page.url()).origin;
  const sent = await page.evaluate(async () => {
    const response = await fetch('/api/v1/email/send/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `new.${Date.now()}@example.com` }),
    });
    return response.status;
  });
  expect(sent).toBe(200);

  // the session ends elsewhere: a TV on the account signs out every other device
  const codes = await (await page.request.post('/api/v2/device/authorize', { form: { device_name: 'TV' } })).json();
  await page.request.post('/api/v2/secured/device/approve', { data: { user_code: codes.user_code }, headers: { origin } });
  const grant = { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code: codes.device_code };
  const { access_token: tv } = await (await page.request.post('/api/v2/device/token', { form: grant })).json();
  await page.goto('/');
  await page.locator('main a[href^="/movie/watch/"]').first().click();
  await page.waitForURL(/\/movie\/watch\//);
  // the page navigated from stays in the document, hidden (Cache Components keep it in an Activity)
  const add = page
    .getByRole('button', { name: /^Add .* to watchlist$/ })
    .filter({ visible: true })
    .first();
  await expect(add).toBeVisible();
  const ended = await page.request.post('/api/v2/secured/user/sessions/sign-out-others', {
    headers: { authorization: `Bearer ${tv}`, origin },
  });
  expect(ended.ok()).toBe(true);
  // the page's next call answers 401: it signs out and loads again, signed out
  await add.click();
  await expect(page.getByRole('link', { name: "Let's Start" })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'plan')).toBeUndefined();
});

test('a payment page with no plan chosen answers 307 to /purchase on the server, for a browser without script too', async ({ page }) => {
  test.setTimeout(90_000);
  await register(page, freshMobile(), 'a long passphrase 9');
  for (const address of ['/bd', '/vin-payment', '/payment', '/payment/pmt?vou=WELCOME20']) {
    const response = await page.request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(307);
    const location = new URL(response.headers().location, page.url());
    expect(location.pathname + location.search, address).toBe(address.includes('vou=') ? '/purchase?vou=WELCOME20' : '/purchase');
  }
});
