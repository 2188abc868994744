import { expect, test } from '@playwright/test';
import { withCode } from './support/hydration';

// The header at every width: the top menu never runs under the search box or the buttons. Up to
// 1100 px the side navigation holds the menu; up to 1240 px a search link stands in for the box.

const widths = [800, 1024, 1100, 1101, 1240, 1241, 1280, 1366, 1920];

for (const width of widths) {
  test(`at ${width} px the header's controls do not overlap`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/movies');
    const header = page.locator('header').first();
    const topMenu = header.getByRole('navigation', { name: 'Main' });
    if (width <= 1100) {
      await expect(topMenu).toBeHidden();
      await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
    } else {
      await expect(topMenu.getByRole('link', { name: 'Stars' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
    }
    const searchBox = header.getByRole('combobox', { name: 'Search' });
    const searchLink = header.getByRole('link', { name: 'Search' });
    await expect(width <= 1240 ? searchLink : searchBox).toBeVisible();
    await expect(width <= 1240 ? searchBox : searchLink).toBeHidden();

    // every visible control's box, left to right, ends before the next one starts
    const boxes = await header.locator('a, button, input').evaluateAll((elements) =>
      elements
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0 && box.top < 80)
        .map((box) => ({ left: box.left, right: box.right }))
        .sort((a, b) => a.left - b.left),
    );
    for (let index = 1; index < boxes.length; index++) {
      expect(boxes[index].left, `control ${index} of ${boxes.length}`).toBeGreaterThanOrEqual(boxes[index - 1].right - 1);
    }
    expect(boxes.at(-1)!.right).toBeLessThanOrEqual(width);
  });
}

test("Let's Start opens the login dialog in place, so the login page is never fetched ahead", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/login') asked.push(request.url());
  });
  await page.goto('/movies');
  const start = page.getByRole('link', { name: "Let's Start" });
  await expect(start).toBeVisible();
  await start.hover();
  // the router would have asked for the linked page by now (in view, then on hover)
  await page.waitForLoadState('networkidle');
  await start.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(asked).toEqual([]);
});

test('the menu asks for a page ahead only when the visitor reaches for its link, and then goes there', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/movies' && url.searchParams.has('_rsc')) asked.push(request.url());
  });
  await page.goto('/');
  const movies = await withCode(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Movies', exact: true }));
  await expect(movies).toBeInViewport();
  // the router would have asked for a link's page in view by now
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await movies.hover();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await movies.click();
  await expect(page).toHaveURL(/\/movies$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
});

test("a menu's panel opens on hover with its links, whose code comes when the pointer reaches the menu; a crawler's page has every panel in its HTML", async ({
  page,
  request,
}) => {
  const crawler = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
  const crawlerHtml = await (await request.get('/', { headers: crawler })).text();
  expect(crawlerHtml).toContain('href="/movies/mostpopular"');
  expect(await (await request.get('/')).text()).not.toContain('href="/movies/mostpopular"');

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await withCode(nav.getByRole('link', { name: 'Movies', exact: true }));
  await nav.getByRole('link', { name: 'Movies', exact: true }).hover();
  await expect(nav.getByRole('button', { name: 'Movies menu' })).toHaveAttribute('aria-expanded', 'true');
  const popular = nav.getByRole('link', { name: 'Most Popular' });
  await expect(popular).toBeVisible();
  await popular.click();
  await expect(page).toHaveURL(/\/movies\/mostpopular$/);
  await expect(nav.getByRole('link', { name: 'Most Popular' })).toBeHidden();
});
