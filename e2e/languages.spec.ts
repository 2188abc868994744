import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { freshMobile, latestCode } from './support/accounts';
import { translator } from './support/languages';
import type { Locale } from '../contract/locales';

// Languages (issue 50): a viewer signs up, browses, searches, buys a plan and watches entirely in
// their language, each control named as that language's catalogue names it; a crawler finds each
// language at its own address; axe finds nothing on a Hindi or Tamil page it does not find on the
// English one.

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** A message's visible words, without its rich-text parts (`Play<hidden> {title}</hidden>` → Play). */
const visible = (message: string) => message.replace(/<(\w+)>.*?<\/\1>/g, '').trim();

for (const locale of ['hi', 'ta'] satisfies Locale[]) {
  const text = translator(locale);

  test(`a viewer signs up, browses, searches, buys a plan and watches in ${locale}`, async ({ page }) => {
    test.setTimeout(240_000);
    const mobile = freshMobile();
    await page.goto(`/${locale}?modal=login`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);

    // signing up
    const dialog = page.getByRole('dialog', { name: text('auth', 'Login') });
    await dialog.getByPlaceholder(text('auth', 'Mobile Number or Email')).fill(mobile);
    await dialog.getByRole('button', { name: text('auth', 'Continue') }).click();
    await expect(page).toHaveURL(/\/set-password\?mobile=\d+&calling_code=%2B91/);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await page.getByLabel(text('auth', 'Code')).fill(await latestCode(page, mobile));
    await page.getByPlaceholder(text('auth', 'Enter password')).fill('a long passphrase 9');
    await page.getByRole('button', { name: text('auth', 'Set password') }).click();
    await expect(page.getByRole('button', { name: text('layout', 'Account menu') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);

    // browsing and searching: a transliterated query finds its film
    const search = page.getByRole('banner').getByRole('combobox', { name: text('layout', 'Search') });
    await search.fill('kabhi');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=kabhi/);
    await expect(page.locator('h1:visible')).toHaveText(text('search', 'Search results for “{q}”').replace('{q}', 'kabhi'));
    await expect(page.locator('main a[href^="/movie/watch/"]').first()).toBeVisible();

    // buying a plan: the prices keep Indian formats in every language
    await page.goto('/purchase?src=en&ent=SVOD');
    await expect(page.getByRole('heading', { level: 1, name: text('payments', 'Choose your plan') })).toBeVisible();
    await expect(page.getByTestId('price-total')).toHaveText('₹99');
    await page.getByRole('button', { name: text('payments', 'Continue') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('payments', 'Payment') })).toBeVisible();
    await page.getByRole('link', { name: text('payments', 'Pay by Card') }).click();
    await page.getByRole('button', { name: text('payments', 'Pay {amount}').replace('{amount}', '₹99') }).click();
    // the test gateway's own page (a payment provider's, in English)
    await page.getByRole('button', { name: 'Pay ₹99' }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('payments', 'Thank you!') })).toBeVisible();

    // watching a Premium film
    await page.goto('/movies');
    await page.locator('main a[href^="/movie/watch/"][data-access="svod"]').first().click();
    await expect(page).toHaveURL(/\/movie\/watch\/\d+\//);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await page.getByRole('button', { name: new RegExp(visible(text('player', 'Play<hidden> {title}</hidden>'))) }).click();
    const video = page.getByTestId('video-player');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 }).toBeGreaterThan(2);
  });

  test(`axe finds nothing on a ${locale} page it does not find on the English one`, async ({ page }) => {
    const violations = async (path: string) => {
      await page.goto(path);
      const { violations: found } = await new AxeBuilder({ page }).analyze();
      return new Set(found.map((violation) => violation.id));
    };
    const movie = await page.request.get('/movies').then(async (answer) => /href="(\/movie\/watch\/[^"]+)"/.exec(await answer.text())?.[1]);
    for (const path of ['/', '/movies', movie ?? '/tv']) {
      const english = await violations(path);
      const other = await violations(`/${locale}${path === '/' ? '' : path}`);
      expect(
        [...other].filter((id) => !english.has(id)),
        `${locale}${path}`,
      ).toEqual([]);
    }
  });
}

test("a crawler gets each language's metadata at its own address, and a site map per language", async ({ request }) => {
  const hindi = await (await request.get('/hi/movies', { headers: { 'user-agent': googlebot } })).text();
  expect(hindi).toContain('<html lang="hi"');
  expect(hindi).toMatch(/<link rel="canonical" href="[^"]+\/hi\/movies"/);
  for (const locale of ['en', 'hi', 'ta', 'te', 'bn', 'mr']) {
    expect(hindi).toMatch(
      new RegExp(`<link rel="alternate" hrefLang="${locale}" href="[^"]+${locale === 'en' ? '' : `/${locale}`}/movies"`),
    );
  }
  expect(hindi).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]+\/movies"/);
  const title = translator('hi')('meta', 'Chalchitra — Indian movies, TV shows, originals, music and live TV');
  expect(await (await request.get('/hi', { headers: { 'user-agent': googlebot } })).text()).toContain(`<title>${title}</title>`);
  // the English address stays English for a crawler, whatever it accepts
  const english = await (await request.get('/movies', { headers: { 'user-agent': googlebot, 'accept-language': 'hi' } })).text();
  expect(english).toContain('<html lang="en"');

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http.+\/sitemaps\/ta\.xml/);
  const map = await (await request.get('/sitemaps/ta.xml')).text();
  expect(map).toMatch(/<loc>[^<]+\/ta\/movie\/watch\/\d+\/[^<]+<\/loc>/);
  expect(map).toMatch(/<xhtml:link rel="alternate" hreflang="en" href="[^"]+\/movie\/watch\/\d+\/[^"]+"\/>/);
});

test('the picker in the footer opens this page in another language and keeps the choice', async ({ page }) => {
  await page.goto('/movies');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('contentinfo').getByRole('link', { name: 'বাংলা' }).click();
  await expect(page).toHaveURL(/\/bn\/movies$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  // an address without a language now speaks the chosen one
  await page.goto('/tv');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/tv$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
