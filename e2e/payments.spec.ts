import { devices, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { freshMobile, openAccountMenu, register } from './support/accounts';
import { adLabel } from './support/player';

// Buying a plan: the purchase page with a promo code and its live price breakup, the payment pages,
// the sandbox checkout (our own test gateway), and the outcome pages that show what really
// happened; the new plan reaches the shell, the plan cookie and playback.

const upgrade = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Upgrade' });
const planCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'plan')?.value;

test('a basic user buys Premium with a promo code by card, lands on /thankyou as premium, and the Premium film plays without ads', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await register(page, freshMobile(), 'a long passphrase 9');
  await expect(upgrade(page)).toBeVisible();

  // a Premium film offers the subscription
  await page.locator('main a[href^="/movie/watch/"][data-access="svod"]').first().click();
  await expect(page).toHaveURL(/\/movie\/watch\/\d+\//);
  const filmAddress = new URL(page.url()).pathname;
  await page.getByRole('button', { name: /^Play/ }).click();
  await page.getByRole('dialog', { name: 'Subscribe to watch' }).getByRole('link', { name: 'Subscribe' }).click();

  // Choose your plan: Premium Monthly in rupees, WELCOME20 takes 20 % off with GST included
  await expect(page).toHaveURL(/\/purchase\?rurl=.*&ent=SVOD/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Why go Premium' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Premium Monthly/ })).toBeChecked();
  await expect(page.getByTestId('price-total')).toHaveText('₹99');
  await page.getByLabel('Have a promo code?').fill('welcome20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Promo code WELCOME20 applied')).toBeVisible();
  await expect(page.getByTestId('price-total')).toHaveText('₹79.20');

  // Payment, then Pay by Card
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/payment\?pr=1000003&vou=WELCOME20&rurl=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.getByRole('link', { name: 'Pay by Card' }).click();
  await expect(page).toHaveURL(/\/payment\/pmt\?/);
  await page.getByRole('button', { name: 'Pay ₹79.20' }).click();

  // the sandbox gateway's checkout page
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₹79.20' }).click();

  // back through /payment-status to the thank-you page, as premium
  await expect(page).toHaveURL(/\/thankyou\?vid=[^&]+&rurl=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page.getByText('Premium Monthly').first()).toBeVisible();
  await expect.poll(() => planCookie(context)).toBe('premium');
  await expect(upgrade(page)).toHaveCount(0);

  // the account page shows the plan with its next billing date and a way to cancel
  await page.goto('/account');
  const plan = page.getByTestId('active-product');
  await expect(plan).toContainText('Premium Monthly');
  await expect(plan).toContainText('Next billing date');
  await expect(plan.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();

  // /purchase now sends a subscribed user away
  await page.goto('/purchase');
  await expect(page).toHaveURL(/\/$/);

  // the film that asked for a subscription now plays, with no ad break
  let adCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v2/ads/track')) adCalls += 1;
  });
  await page.goto(filmAddress);
  await page.getByRole('button', { name: /^Play/ }).click();
  const video = page.getByTestId('video-player');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 }).toBeGreaterThan(2);
  await expect(adLabel(page)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Subscribe to watch' })).toHaveCount(0);
  expect(adCalls).toBe(0);
});

test('a declined card payment lands on /subscription-failed and the plan stays as it was', async ({ page, context }) => {
  test.setTimeout(180_000);
  await register(page, freshMobile(), 'a long passphrase 9');
  await page.goto('/purchase?src=en&ent=SVOD');
  await expect(page.getByTestId('price-total')).toHaveText('₹99');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/payment\?pr=1000003$/);
  await page.getByRole('link', { name: 'Pay by Card' }).click();
  await page.getByRole('button', { name: 'Pay ₹99' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Decline payment' }).click();

  await expect(page).toHaveURL(/\/subscription-failed\?vid=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
  await expect(page.getByText('Your plan has not changed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', /^\/purchase\?src=en&pr=1000003/);
  expect(await planCookie(context)).toBe('basic');
  await expect(upgrade(page)).toBeVisible();

  // the thank-you page of that payment tells the truth too
  const vid = new URL(page.url()).searchParams.get('vid')!;
  await page.goto(`/thankyou?vid=${vid}`);
  await expect(page).toHaveURL(/\/subscription-failed\?vid=/);
});

test('a Pakistan user on a phone is taken to the wallet page and pays with a Telenor code', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ userAgent: devices['Pixel 7'].userAgent });
  const page = await context.newPage();
  await register(page, freshMobile(), 'a long passphrase 9');
  await context.addCookies([{ name: 'country', value: 'PK', url: page.url() }]);

  await page.goto('/purchase?src=en');
  await expect(page.getByTestId('plan-1000003')).toContainText('299');
  await expect(page.getByTestId('price-total')).toContainText('299');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/payment\/simpaisa\?pr=1000003/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by Sim' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Telenor' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Zong' })).toBeVisible();

  // a wrong number is refused before anything is sent
  await page.getByLabel('Wallet mobile number').fill('12345');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please enter a valid Pakistan mobile number.');

  const msisdn = `0300${String(Date.now()).slice(-7)}`;
  await page.getByLabel('Wallet mobile number').fill(msisdn);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByText(/We sent a 6-digit code to 92/)).toBeVisible();
  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(`+92${msisdn.slice(1)}`)}`);
  const { data } = (await outbox.json()) as { data: Array<{ text: string }> };
  const code = data[0]?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, 'a payment code in the development outbox').toBeTruthy();
  await page.getByLabel('Code', { exact: true }).fill(code!);
  await page.getByRole('button', { name: 'Confirm payment' }).click();

  await expect(page).toHaveURL(/\/thankyou\?vid=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await context.close();
});

test('on the purchase page a basic user in a free-plan country takes MZaalo directly and goes back to rurl', async ({ page, context }) => {
  test.setTimeout(120_000);
  await register(page, freshMobile(), 'a long passphrase 9');
  await page.goto(`/purchase?rurl=${encodeURIComponent('/movies')}&src=en&ent=AVOD%2BSVOD`);
  await page.getByTestId('plan-1000020').click();
  await expect(page.getByRole('radio', { name: /^MZaalo/ })).toBeChecked();
  await expect(page.getByLabel('Have a promo code?')).toHaveCount(0);
  await page.getByRole('button', { name: 'Join MZaalo free' }).click();
  await expect(page).toHaveURL(/\/movies(\?|$)/);
  await expect(page.getByText('Subscription successful')).toBeVisible();
  await expect.poll(() => planCookie(context)).toBe('mzaalo');
  // MZaalo users may still upgrade
  await expect(upgrade(page)).toBeVisible();
});

test('Redeem promo code from the account menu makes a basic user premium; Cancel and Renew on the account page', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await register(page, freshMobile(), 'a long passphrase 9');
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Redeem promo code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem promo code' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Promo code').fill('EXPIRED10');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This promo code has expired.');

  await dialog.getByLabel('Promo code').fill('freemonth');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your promo code has been applied.')).toBeVisible();
  await expect.poll(() => planCookie(context)).toBe('premium');
  await expect(upgrade(page)).toHaveCount(0);
  const plan = page.getByTestId('active-product');
  await expect(plan).toContainText('Premium Monthly');
  await expect(plan).toContainText('Promo code');

  // Cancel asks first; access continues, and Renew undoes it
  await plan.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('dialog', { name: 'Cancel your subscription?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(/^Your subscription is cancelled\. You keep access until /)).toBeVisible();
  await expect(plan).toContainText('Cancelled');
  await plan.getByRole('button', { name: 'Renew subscription' }).click();
  await expect(page.getByText(/^Your subscription will renew on /)).toBeVisible();
  await expect(plan).toContainText('Active');
  await expect(plan.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
});
