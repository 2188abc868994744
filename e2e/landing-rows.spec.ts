import { expect, test, type Page } from '@playwright/test';
import { withCode } from './support/hydration';

// Landing pages render their first 2 rows on the server (spec 001 §9) and load the rest, 5 at a
// time, as the visitor scrolls; the "More rows" link does the same from the keyboard and, without
// JavaScript, opens the next rows as a page. Crawlers get every row in the first response.

const rowHeadings = (page: Page) => page.locator('main h2[id^="row-"]');

function headingsIn(html: string): string[] {
  return [...html.matchAll(/<h2 id="(row-\d+)"/g)].map((match) => match[1]);
}

/** "More rows" once the page's code has taken it: before, it opens the next rows as a page. */
const moreRowsWithCode = (page: Page) => withCode(page.getByRole('link', { name: 'More rows' }));

/** A browser where nothing is ever seen scrolling: rows load only when asked for. */
async function withoutIntersectionObserver(page: Page) {
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
}

test('the home page renders 2 rows for visitors, every row for crawlers, and the rest loads on scrolling', async ({ page, request }) => {
  const visitor = headingsIn(await (await request.get('/')).text());
  const crawler = headingsIn(
    await (
      await request.get('/', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } })
    ).text(),
  );
  expect(visitor).toHaveLength(2);
  expect(crawler.length).toBeGreaterThan(7);
  expect(crawler.slice(0, 2)).toEqual(visitor);

  await page.goto('/');
  // scrolling to the end keeps loading until every row is there, each once, in order
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    expect(await rowHeadings(page).evaluateAll((headings) => headings.map((heading) => heading.id))).toEqual(crawler);
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'More rows' })).toHaveCount(0);
});

test('a window tall enough to show the end of the rows loads the next ones without scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto('/music');
  await expect(rowHeadings(page)).toHaveCount(7);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('More rows from the keyboard loads the next 5 rows and moves focus to the first of them', async ({ page }) => {
  await withoutIntersectionObserver(page);
  await page.goto('/movies');
  await expect(rowHeadings(page)).toHaveCount(2);
  const more = await moreRowsWithCode(page);
  await expect(more).toHaveAttribute('href', '?start=2');
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(rowHeadings(page)).toHaveCount(7);
  const third = await rowHeadings(page).nth(2).getAttribute('id');
  await expect(page.locator(`section[aria-labelledby="${third}"] a[href]`).first()).toBeFocused();
  await expect(more).toHaveAttribute('href', '?start=7');
});

test('a failed load says so and Retry loads the rows', async ({ page }) => {
  await withoutIntersectionObserver(page);
  await page.goto('/music');
  await expect(rowHeadings(page)).toHaveCount(2);
  // the browser asks the origin for the rows
  await page.route('**/api/v2/catalog/playlists-all?**', (route) => route.abort('connectionreset'));
  await (await moreRowsWithCode(page)).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/^More rows could not be loaded\./);
  await expect(rowHeadings(page)).toHaveCount(2);
  await page.unroute('**/api/v2/catalog/playlists-all?**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(rowHeadings(page)).toHaveCount(7);
  await expect(page.getByText('More rows could not be loaded.')).toHaveCount(0);
});

test('rows asked for as the visitor moves to another page still load, and are there when they come back', async ({ page }) => {
  await withoutIntersectionObserver(page);
  await page.goto('/music');
  await expect(rowHeadings(page)).toHaveCount(2);
  // the next page is slow to come, so the rows are asked for while the visitor is on the way to
  // it and go to the server from its address, a page without rows of its own
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route('**/helpcenter**', async (route) => {
    await arrived;
    await route.fallback();
  });
  const more = await moreRowsWithCode(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).first().click();
  await more.click();
  arrive();
  await expect(page).toHaveURL(/\/helpcenter$/);
  await page.goBack();
  await expect(page.getByText('More rows could not be loaded.')).toHaveCount(0);
  await expect(rowHeadings(page)).toHaveCount(7);
});

test('without JavaScript, More rows opens the next rows as a page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const firstRows = await rowHeadings(page).evaluateAll((headings) => headings.map((heading) => heading.id));
  expect(firstRows).toHaveLength(2);
  await page.getByRole('link', { name: 'More rows' }).click();
  await expect(page).toHaveURL(/\/\?start=2$/);
  const nextRows = await rowHeadings(page).evaluateAll((headings) => headings.map((heading) => heading.id));
  expect(nextRows).toHaveLength(5);
  expect(nextRows.filter((id) => firstRows.includes(id))).toEqual([]);
  await expect(page.getByRole('link', { name: 'More rows' })).toHaveAttribute('href', '?start=7');
  await expect(page.locator('main img[src^="/media/s/"]').first()).toBeAttached();
  await context.close();
});
