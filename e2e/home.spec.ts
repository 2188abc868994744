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

  test('preloads only the first hero backdrop, which comes as WebP at the size the screen needs', async ({ page, request }) => {
    const response = await request.get('/');
    const html = await response.text();
    const preloads = [...html.matchAll(/<link[^>]*\bas="image"[^>]*>/g)].map((match) => match[0]);
    expect(preloads).toHaveLength(1);
    expect(response.headers()['link'] ?? '').not.toContain('image');
    expect(preloads[0]).toContain('fetchPriority="high"');
    // the styles come with the HTML, so that the first paint waits on no other request
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(html.slice(0, html.indexOf('<body'))).toContain('<style');
    // what a phone shows at load is decoded for the frame it is first painted in; cards further
    // down are decoded off the main thread as they scroll in
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    const eager = images.filter((img) => img.includes('loading="eager"'));
    expect(eager.length).toBeGreaterThan(1);
    expect(eager.filter((img) => img.includes('decoding="async"'))).toEqual([]);
    expect(images.filter((img) => img.includes('loading="lazy"') && img.includes('decoding="async"')).length).toBeGreaterThan(0);

    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured' }).locator('img').first();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const backdrop = await hero.evaluate((img: HTMLImageElement) => ({
      srcset: img.getAttribute('srcset') ?? '',
      sizes: img.getAttribute('sizes') ?? '',
      width: Number(img.getAttribute('width')),
      height: Number(img.getAttribute('height')),
      current: img.currentSrc,
      natural: [img.naturalWidth, img.naturalHeight],
    }));
    expect(preloads[0]).toContain(`imageSrcSet="${backdrop.srcset}"`);
    expect(preloads[0]).toContain(`imageSizes="${backdrop.sizes}"`);
    expect(backdrop.srcset.split(', ').map((candidate) => candidate.replace(/^.*\//, ''))).toEqual([
      'banner-640x360.webp 640w',
      'banner-1024x576.webp 1024w',
      'banner-1280x720.webp 1280w',
      'banner-1920x1080.webp 1920w',
    ]);
    expect(backdrop.width / backdrop.height).toBeCloseTo(16 / 9, 2);
    // the desktop test viewport (1280 px at 1x) asks for the 1280 one, not the largest
    expect(backdrop.current).toMatch(/\/banner-1280x720\.webp$/);
    expect(backdrop.natural).toEqual([1280, 720]);

    const card = page.locator('main section[aria-labelledby^="row-"] img').first();
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const cardImage = await card.evaluate((img: HTMLImageElement) => ({ sizes: img.sizes, srcset: img.srcset, current: img.currentSrc }));
    expect(cardImage.sizes).not.toBe('');
    expect(cardImage.srcset.split(', ').length).toBeGreaterThanOrEqual(3);
    expect(cardImage.current).toMatch(/\.webp$/);
  });

  test('a landing page without a hero preloads its first card and fetches its first screen at high priority, no other image', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/music')).text();
    const preloads = [...html.matchAll(/<link[^>]*\bas="image"[^>]*>/g)].map((match) => match[0]);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('fetchPriority="high"');
    // the first screen: the first three cards of each of the two first rows, equal candidates for
    // the largest paint
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images.filter((img) => /fetchPriority="high"/i.test(img))).toHaveLength(6);

    await page.goto('/music');
    const rows = page.locator('main section[aria-labelledby^="row-"]');
    for (const row of [rows.nth(0), rows.nth(1)]) {
      const priorities = await row
        .locator('img')
        .evaluateAll((imgs: HTMLImageElement[]) => imgs.slice(0, 4).map((img) => img.fetchPriority));
      expect(priorities).toEqual(['high', 'high', 'high', 'auto']);
    }
    const first = rows.first().locator('img').first();
    const card = await first.evaluate((img: HTMLImageElement) => ({
      srcset: img.getAttribute('srcset') ?? '',
      sizes: img.getAttribute('sizes') ?? '',
    }));
    expect(preloads[0]).toContain(`imageSrcSet="${card.srcset}"`);
    expect(preloads[0]).toContain(`imageSizes="${card.sizes}"`);
  });

  test('pages come without an ETag: each is private and asked for again on every visit', async ({ request }) => {
    for (const path of ['/', '/music']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['etag']).toBeUndefined();
      expect(response.headers()['cache-control']).toContain('private');
    }
  });

  test('/home lands on /', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
  });
});

function decodeEntities(text: string): string {
  return text.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>');
}
