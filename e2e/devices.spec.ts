import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshMobile, openAccountMenu, register } from './support/accounts';

// TV activation and the plan's screens (issue 15) as people meet them: the TV simulator shows a
// code, the account holder allows it at /activate and the TV plays with its own session; the
// device shows in Account Settings and can be signed out; a premium account's fifth screen is
// told who is watching and can stop one of them.

const GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

test('/ACTIVATE goes to /activate, where a visitor is asked to sign in first', async ({ page }) => {
  await page.goto('/ACTIVATE?code=ABCD-EFGH');
  await expect(page).toHaveURL(/\/activate\?code=ABCD-EFGH$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activate your TV' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

test('a TV shows a code, the account holder allows it, and the TV plays with its own session', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // the TV: its own browser context, without the account holder's cookies
  const tvContext = await browser.newContext();
  const tv = await tvContext.newPage();
  await tv.goto('/dev/tv');
  const code = (await tv.getByTestId('tv-code').textContent())!;
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
  await expect(tv.getByRole('img', { name: /^QR code of .*\/activate\?code=/ })).toBeVisible();

  await register(page, freshMobile(), 'a long passphrase 9');
  await page.goto('/activate');
  await expect(page.getByRole('heading', { name: 'You are Signed In' })).toBeVisible();
  // a wrong code is told apart from a right one
  const field = page.getByLabel('Code shown on your TV');
  await field.fill('ZZZZ-ZZZ2');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This code is not valid. Check the code on your TV and try again.' }),
  ).toBeVisible();
  // typed in lower case without the dash
  await field.fill(code.replace('-', '').toLowerCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Allow Living room TV to use your account?' })).toBeVisible();
  await page.getByRole('button', { name: 'Allow', exact: true }).click();
  await expect(page).toHaveURL(/\/activation-success\?device=Living\+room\+TV$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your TV is ready' })).toBeVisible();

  // the TV's next poll signs it in, and it plays a free title
  await expect(tv.getByRole('status')).toContainText(/^Signed in as .* · Playing /, { timeout: 30_000 });
  await expect
    .poll(() => tv.getByTestId('tv-video').evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0.5);

  // Account Settings lists the TV; signing it out ends its session
  await page.goto('/account');
  const devices = page.getByTestId('device-list');
  await expect(devices.getByText('Living room TV')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out Living room TV' }).click();
  await expect(devices.getByText('Living room TV')).toHaveCount(0);
  await expect(devices.getByText('(this browser)')).toBeVisible();
  await tvContext.close();
});

/** A TV signed in to the page's account through the device flow; its Bearer token. */
async function signInTv(page: Page, request: APIRequestContext, name: string): Promise<string> {
  const codes = await (await request.post('/api/v2/device/authorize', { form: { device_name: name } })).json();
  const origin = new URL(page.url()).origin;
  const approved = await page.request.post('/api/v2/secured/device/approve', { data: { user_code: codes.user_code }, headers: { origin } });
  expect(approved.ok()).toBe(true);
  const token = await (await request.post('/api/v2/device/token', { form: { grant_type: GRANT, device_code: codes.device_code } })).json();
  return token.access_token as string;
}

test('a premium account watching on 4 screens is told who is watching on the fifth, and can stop one', async ({ page, playwright }) => {
  test.setTimeout(180_000);
  await register(page, freshMobile(), 'a long passphrase 9');
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Redeem promo code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem promo code' });
  await dialog.getByLabel('Promo code').fill('freemonth');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('Your promo code has been applied.')).toBeVisible();

  // four TVs on the account, each playing
  await page.goto('/');
  const movie = page.locator('main a[href^="/movie/watch/"][data-access="free"]').first();
  const href = (await movie.getAttribute('href'))!;
  const request = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  await page.goto(href);
  const assetId = href.split('/')[3];
  const { data: asset } = await (await request.get(`/api/v2/catalog/asset/${assetId}?country=IN`)).json();
  const contentId = asset.play_content_id as number;
  for (let i = 1; i <= 4; i += 1) {
    const token = await signInTv(page, request, `TV ${i}`);
    const play = await request.get(`/api/v2/catalog/profiles/0.1/${contentId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(play.status()).toBe(200);
  }

  // the fifth screen: who is watching, and a way to stop one
  await page.getByRole('button', { name: /^Play/ }).click();
  const limit = page.getByRole('alert').filter({ hasText: 'Your plan lets you watch on 4 screens at a time.' });
  await expect(limit).toHaveText(/Stop watching on one of them to watch here\./);
  await expect(limit.getByRole('listitem')).toHaveCount(4);
  await limit.getByRole('button', { name: 'Stop watching on TV 1' }).click();
  await expect(limit).toHaveCount(0);
  await expect
    .poll(() => page.getByTestId('video-player').evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0.5);
  await request.dispose();
});
