import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('holds the carousel and row titles in its HTML with JavaScript disabled', async ({ browser, request }) => {
    const html = await (await request.get('/')).text();
    const rowTitles = [...html.matchAll(/<h2 id="row-\d+"[^>]*>([^<]+)<\/h2>/g)].map((match) => match[1]);
    expect(rowTitles.length).toBeGreaterThanOrEqual(2);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    for (const title of rowTitles) {
      await expect(page.getByRole('heading', { level: 2, name: decodeEntities(title), exact: true })).toBeVisible();
    }
    await expect(
      page
        .getByRole('region', { name: 'Featured' })
        .getByRole('link', { name: /Watch now/ })
        .first(),
    ).toBeAttached();
    const poster = page.locator('main img[src^="/media/s/"]').first();
    await expect(poster).toBeAttached();
    expect(await poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await context.close();
  });

  test('serves its favicon and reports no Content-Security-Policy violation while it loads and plays', async ({ page, request }) => {
    const favicon = await request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toContain('image/');
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("object-src 'none'");
    await page
      .getByRole('region', { name: 'Featured' })
      .getByRole('link', { name: /Watch now/ })
      .first()
      .waitFor();
    expect(violations).toEqual([]);
  });

  test('/home lands on /', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
  });
});

function decodeEntities(text: string): string {
  return text.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>');
}
