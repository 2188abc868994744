import { devices, expect, test } from '@playwright/test';
import { withCode } from './support/hydration';

// Rules of the shell (spec 000 §2, §4; spec 001 §2): ap=1 opens the player on any page, the
// marketing parameters travel from one route to the next, the partner pages and the Skip button.

test('ap=1 with a content-id opens the player on any page', async ({ page, request }) => {
  await page.goto('/');
  const href = (await page.locator('main a[href^="/movie/watch/"][data-access="free"]').first().getAttribute('href'))!;
  const { data: asset } = await (await request.get(`/api/v2/catalog/asset/${href.split('/')[3]}?country=IN`)).json();
  await page.goto(`/movies?ap=1&content-id=${asset.play_content_id}`);
  await expect(page.getByTestId('video-player')).toBeVisible();
  // the player takes ap out of the address as it opens, and holds its own history entry
  await expect(page).toHaveURL(/\/movies\?content-id=\d+&modal=player$/);
  await page.goBack();
  await expect(page.getByTestId('video-player')).toBeHidden();
  await expect(page).toHaveURL(/\/movies\?content-id=\d+$/);
});

test('marketing parameters travel from one route to the next', async ({ page }) => {
  await page.goto('/?utm_source=newsletter&utm_campaing=diwali');
  // followed by the router (a link followed before the code has run gets them from proxy.ts's cookie)
  await (await withCode(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Movies', exact: true }))).click();
  await expect(page).toHaveURL(/\/movies\?utm_source=newsletter&utm_campaing=diwali$/);
});

test('home on a phone offers the app from its store, except inside the Samsung app; a desktop gets no banner', async ({
  browser,
  page,
}) => {
  const banner = (target: typeof page) => target.getByRole('complementary', { name: 'Open in the Chalchitra app' });
  for (const [device, link] of [
    ['Pixel 7', 'Get it on Google Play'],
    ['iPhone 14', 'Get it on the App Store'],
  ] as const) {
    // the phone's user agent and screen (Chromium stands in for the iPhone's browser)
    const phone = await browser.newContext({ userAgent: devices[device].userAgent, viewport: devices[device].viewport });
    const mobile = await phone.newPage();
    await mobile.goto('/');
    await expect(banner(mobile).getByRole('link', { name: link })).toBeVisible();
    await banner(mobile).getByRole('button', { name: 'Close' }).click();
    await expect(banner(mobile)).toHaveCount(0);
    await phone.close();
  }
  const samsung = await browser.newContext({ ...devices['Pixel 7'] });
  const app = await samsung.newPage();
  await app.goto('/?partner_code=SAMG');
  await expect(app.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(banner(app)).toHaveCount(0);
  await samsung.close();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(banner(page)).toHaveCount(0);
});

test('the partner pages stand without the shell and lead to the plans with their partner code', async ({ page }) => {
  for (const [address, heading, code] of [
    ['/myt', 'Chalchitra for MYT customers', 'MYT'],
    ['/mtnaf', 'Chalchitra for MTN customers', 'MTNAF'],
  ] as const) {
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.getByRole('link', { name: 'See the plans' }).click();
    await expect(page).toHaveURL(new RegExp(`/purchase\\?.*partner_code=${code}`));
    await expect(page.getByRole('heading', { name: 'Choose your plan' }).first()).toBeVisible();
  }
});

test('the plan page offers Skip, back to where the visitor was headed', async ({ page }) => {
  await page.goto('/purchase?rurl=%2Fmusic');
  await page.getByRole('link', { name: 'Skip', exact: true }).click();
  await expect(page).toHaveURL(/\/music$/);
});
