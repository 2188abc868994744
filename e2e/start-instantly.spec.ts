import { devices, expect, test, type Page } from '@playwright/test';
import { NEXT_CACHE_HEADER } from '../web-server/framework-internals';
import { KEPT_STATES } from '../web-server/page-bytes';

// The page's code is fetched after its first contentful paint, or after the load event and a drawn
// frame when that comes first (web-server/after-paint/loader.ts), and a press made before the code has
// run is pressed again once the page has hydrated.

/** Holds the page's code back (a slow link for it) until the returned function is called. */
async function holdTheCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

test('a phone paints home before fetching its code, and the Close pressed before the code ran closes the banner', async ({ browser }) => {
  const phone = await browser.newContext({ userAgent: devices['Pixel 7'].userAgent, viewport: devices['Pixel 7'].viewport });
  const page = await phone.newPage();
  // a slow link for the code: the chunks are held until the press has been made
  const release = await holdTheCode(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('complementary', { name: 'Open in the Chalchitra app' });
  await banner.getByRole('button', { name: 'Close' }).click();
  // React had not yet taken the document when the press was made
  expect(await page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')))).toBe(false);
  await expect(banner).toBeVisible();

  release();
  await expect(banner).toHaveCount(0);
  const { paint, loaded, firstChunk } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    firstChunk: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    ),
  }));
  expect(paint).toBeGreaterThan(0);
  // a busy machine may finish loading the page before it paints it: the code then starts at the load
  expect(firstChunk).toBeGreaterThanOrEqual(Math.min(paint!, loaded > 0 ? loaded : Infinity));
  await phone.close();
});

test('a title card pressed while home hydrates opens its page by the router, with the code already running, not by a second full load', async ({
  page,
}) => {
  // the press is made in the page the moment React has taken the document, before it has hydrated
  // the card (which takes it a few hundred milliseconds more); the page's window notes what it saw
  await page.addInitScript(`
    if (location.pathname === '/') {
      window.homeDocument = true;
      var press = function () {
        var card = document.querySelector('main a[href^="/movie/watch/"]');
        var has = function (object, prefix) { return Object.keys(object).some(function (key) { return key.indexOf(prefix) === 0; }); };
        if (!card || !has(document, '__reactContainer$')) return setTimeout(press, 0);
        window.cardHydratedAtPress = has(card, '__reactProps$');
        window.pressedCard = card.getAttribute('href');
        card.click();
      };
      press();
    }
  `);
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForURL(/\/movie\/watch\//);
  await expect(page.getByRole('button', { name: /^Play/ })).toBeVisible();
  const seen = await page.evaluate(() => {
    const { homeDocument, cardHydratedAtPress, pressedCard } = window as unknown as Record<string, unknown>;
    return { homeDocument, cardHydratedAtPress, pressedCard, at: location.pathname };
  });
  // the press came before React had hydrated the card, and the page it opened is the same document's
  expect(seen).toEqual({ homeDocument: true, cardHydratedAtPress: false, pressedCard: seen.at, at: seen.at });
});

test('a form filled in and sent before the page’s code ran sends what the visitor typed and picked, once the page has hydrated', async ({
  page,
}) => {
  // a slow link for the code: the chunks are held until the form has been filled in and sent
  const release = await holdTheCode(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const email = `early.${Date.now()}@example.com`;
  await page.getByLabel('E-mail for our reply').fill(email);
  await page.getByLabel('Topic').selectOption({ label: 'Playing a title' });
  await page.getByLabel('How can we help?').fill('The film stops after ten minutes on my phone.');
  await page.getByRole('button', { name: 'Send' }).click();
  expect(await page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')))).toBe(false);

  release();
  const status = page.getByRole('status').filter({ hasText: 'Thank you. Your reference is' });
  await expect(status).toBeVisible({ timeout: 30_000 });
  const reference = (await status.textContent())!.match(/CH-[0-9A-F]{8}/)![0];
  const outbox = await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  expect(outbox.data[0].subject).toBe(`We have your message (${reference})`);
  expect(JSON.stringify(outbox.data[0])).toContain('Playing a title');
});

test('a phone draws only what is on its screen first: the cards further along a row are drawn as they come near, whole, and the footer shows when scrolled to', async ({
  browser,
}) => {
  const phone = await browser.newContext({ userAgent: devices['Pixel 7'].userAgent, viewport: devices['Pixel 7'].viewport });
  const page = await phone.newPage();
  await page.goto('/');
  const row = page.locator('main section[aria-labelledby^="row-"]').first();
  const cards = row.getByRole('listitem');
  expect(await cards.count()).toBeGreaterThan(4);
  const last = cards.last().getByRole('link').first();
  // `contentVisibilityAuto`: false for what is inside a box the browser skips drawing, as it does off the screen
  const drawn = (link: typeof last) =>
    link.evaluate((element) => element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn(cards.first().getByRole('link').first())).toBe(true);
  expect(await drawn(last)).toBe(false);

  // scrolled to, the last card is drawn, as wide as the first (its shape's width), and the footer with its links
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => drawn(last)).toBe(true);
  const [first, end] = await Promise.all([cards.first().getByRole('link').first().boundingBox(), last.boundingBox()]);
  expect(end!.width).toBeCloseTo(first!.width, 0);
  expect(end!.height).toBeGreaterThan(end!.width / 2);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.locator('footer').getByRole('link', { name: 'Contact Us' })).toBeVisible();
  expect(
    await page.locator('footer').evaluate((element) => element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })),
  ).toBe(true);
  await phone.close();
});

// web-server/framework-internals.ts: the web server sends a kept page as bytes when Next.js's
// undocumented cache header says it was kept; an upgrade that renames it fails here
test('a page Next.js keeps says so in the header the web server reads', async ({ request }) => {
  await request.get('/');
  const kept = await request.get('/');
  expect(kept.status()).toBe(200);
  expect(KEPT_STATES.has(kept.headers()[NEXT_CACHE_HEADER] ?? '')).toBe(true);
});
