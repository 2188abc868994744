import { devices, expect, test, type Browser } from '@playwright/test';
import { freshMobile, register } from './support/accounts';
import { RAZORPAY_STAND_IN } from './support/razorpay-stand-in';
import { pressPlay } from './support/player';

// The visitor's country, found on the first request (issue 16; spec 000 §4): here from the CDN's
// country header, on the instance that runs behind a CDN (playwright.config.ts). It decides the
// cookie banner, the free plan and the wallet checkout.

const baseURL = `http://127.0.0.1:${RAZORPAY_STAND_IN.webPort}`;
const visitorFrom = (browser: Browser, country: string, phone = false) =>
  browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'cf-ipcountry': country },
    // the CDN header is the browser's here; requests a service worker makes would go without it
    serviceWorkers: 'block',
    ...(phone ? { userAgent: devices['Pixel 7'].userAgent } : {}),
  });

test('a visitor from Germany is asked about cookies; one from India is not', async ({ browser }) => {
  const german = await visitorFrom(browser, 'DE');
  const page = await german.newPage();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  expect((await german.cookies()).find((cookie) => cookie.name === 'country')?.value).toBe('DE');
  await german.close();

  const indian = await visitorFrom(browser, 'IN');
  const other = await indian.newPage();
  await other.goto('/');
  await expect(other.getByRole('link', { name: 'Movies' }).first()).toBeVisible();
  await expect(other.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  await indian.close();
});

test('a visitor from the United States is offered Premium, not the free plan', async ({ browser }) => {
  const context = await visitorFrom(browser, 'US');
  const page = await context.newPage();
  await page.goto('/');
  await page.locator('main a[href^="/movie/watch/"][data-access="avod"]').first().click();
  const popup = page.getByRole('dialog', { name: 'Subscribe to watch' });
  await pressPlay(page, popup);
  await expect(popup.getByRole('button', { name: 'Watch free with MZaalo' })).toHaveCount(0);
  await context.close();
});

test('a visitor from Pakistan on a phone is taken to the wallet checkout', async ({ browser }) => {
  test.setTimeout(120_000);
  // an Indian mobile number registers; then the phone is in Pakistan, as a new visitor there
  const context = await visitorFrom(browser, 'IN', true);
  const page = await context.newPage();
  await register(page, freshMobile(), 'a long passphrase 9');
  await context.setExtraHTTPHeaders({ 'cf-ipcountry': 'PK' });
  await context.clearCookies({ name: 'country' });
  await page.goto('/purchase?src=en');
  expect((await context.cookies()).find((cookie) => cookie.name === 'country')?.value).toBe('PK');
  await expect(page.getByTestId('price-total')).toContainText('299');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/payment\/simpaisa\?pr=\d+/);
  await context.close();
});
