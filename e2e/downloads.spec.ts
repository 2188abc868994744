import { expect, test, type Page, type Route } from '@playwright/test';
import { freshMobile, logOut, openAccountMenu, register } from './support/accounts';

// Downloads (issue 19): a Premium user downloads a film, goes offline, opens the downloads page
// from the app shell and watches the film; the first play starts the 48 hours, and a clock moved
// past them shows the title expired and no longer plays. Signing out deletes the downloads at the
// next sync. A basic user is offered Premium instead.

// the offline part needs the service worker (the journeys block it by default)
test.use({ serviceWorkers: 'allow' });

// First in the file that first lets a worker in: the server has not been asked for the worker yet
test('the worker script answers the first requests after a start', async ({ request }) => {
  const answers = await Promise.all([request.get('/service-worker.js'), request.get('/service-worker.js')]);
  for (const answer of answers) {
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('javascript');
    expect(answer.headers()['service-worker-allowed']).toBe('/');
    expect(await answer.text()).toContain('/app-shell');
  }
  expect((await request.get('/serwist/no-such-file.js')).status()).toBe(404);
});

async function aFreeFilm(page: Page): Promise<{ href: string; title: string }> {
  await page.goto('/');
  const movie = page.locator('main a[href^="/movie/watch/"][data-access="free"]').first();
  const href = (await movie.getAttribute('href'))!;
  await page.goto(href);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  return { href, title };
}

async function becomePremium(page: Page) {
  await register(page, freshMobile(), 'a long passphrase 9');
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Redeem promo code' }).click();
  const redeem = page.getByRole('dialog', { name: 'Redeem promo code' });
  await redeem.getByLabel('Promo code').fill('freemonth');
  await redeem.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('Your promo code has been applied.')).toBeVisible();
}

/** Downloads the film whose page is open, in the quality offered first, and closes the dialog. */
async function downloadThisFilm(page: Page, title: string) {
  await page.getByRole('button', { name: `Download ${title}` }).click();
  const panel = page.getByRole('dialog', { name: `Download ${title}` });
  await expect(panel.getByRole('radio').first()).toBeVisible();
  await expect(panel.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(panel.getByText(/\d+(\.\d)? MB/).first()).toBeVisible();
  await panel.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(panel.getByText(/^Downloaded in /)).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: `Downloaded ${title}` })).toBeVisible();
}

/** The downloads this browser holds, as the first-load code sees them, and the folders in its private file system. */
const held = (page: Page) =>
  page.evaluate(async () => {
    const folders: string[] = [];
    const top = await (await navigator.storage.getDirectory()).getDirectoryHandle('downloads', { create: true });
    for await (const [name, handle] of top as unknown as AsyncIterable<[string, FileSystemHandle]>) {
      if (handle.kind === 'directory') folders.push(name);
    }
    return { summary: (JSON.parse(localStorage.getItem('chalchitra.downloads') ?? '[]') as unknown[]).length, folders: folders.length };
  });

test('a basic user sees that downloads come with Premium', async ({ page }) => {
  test.setTimeout(120_000);
  await register(page, freshMobile(), 'a long passphrase 9');
  await aFreeFilm(page);
  const prompt = page.getByRole('link', { name: 'Downloads come with Premium' });
  await expect(prompt).toBeVisible();
  await expect(prompt).toHaveAttribute('href', '/purchase');
  await expect(page.getByRole('button', { name: /^Download/ })).toHaveCount(0);
});

test('a Premium user downloads a film and watches it offline from the app shell until the download expires', async ({ page, context }) => {
  test.setTimeout(240_000);
  await becomePremium(page);
  // the service worker controls the site (it precached the app shell when it installed)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const { title } = await aFreeFilm(page);
  // the licences' sync answers slowly: a download is done only once its licence and key are here
  const slowSync = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // a sync still waiting when the browser goes offline fails, as it would
    await route.continue().catch(() => undefined);
  };
  await context.route('**/api/v2/downloads/sync', slowSync);
  await downloadThisFilm(page, title);

  // offline at once: the downloads page opens from the app shell, and the film plays past 2 s
  await context.setOffline(true);
  await page.goto('/downloads');
  await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(item.getByText(/^Expires in 29 days/)).toBeVisible();
  await expect(page.getByText('Downloads expire after 30 days or 48 hours after you start watching.')).toBeVisible();
  await item.getByRole('button', { name: `Play ${title}` }).click();
  const video = page.getByTestId('offline-player');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 }).toBeGreaterThan(2);
  await page.keyboard.press('Escape');
  // the first play started the 48 hours
  await expect(item.getByText(/^Expires in 4\d hours/)).toBeVisible({ timeout: 40_000 });

  // two days later, still offline: expired, and no longer offered to play
  await page.clock.install({ time: new Date(Date.now() + 49 * 3_600_000) });
  await page.reload();
  const later = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(later.getByText('Expired', { exact: true })).toBeVisible();
  await expect(later.getByRole('button', { name: `Play ${title}` })).toHaveCount(0);
  await expect(later.getByText('This download has expired. Connect to the internet and renew it to watch it again.')).toBeVisible();
});

test('signing out ends the downloads: the next sync revokes them and deletes the files', async ({ page }) => {
  test.setTimeout(180_000);
  await becomePremium(page);
  const { href, title } = await aFreeFilm(page);
  await downloadThisFilm(page, title);
  expect(await held(page)).toEqual({ summary: 1, folders: 1 });
  await logOut(page);
  await expect.poll(() => held(page), { timeout: 30_000 }).toEqual({ summary: 0, folders: 0 });
  await page.goto(href);
  await expect(page.getByRole('link', { name: 'Downloads come with Premium' })).toBeVisible();
});

test('a Premium user downloads a whole season, one episode after another', async ({ page }) => {
  test.setTimeout(240_000);
  await becomePremium(page);
  const { data } = (await (await page.request.get('/api/v2/catalog/assets?asset_type=TV%20SHOWS&rows=1&country=IN')).json()) as {
    data: Array<{ asset_id: number; asset_slug: string }>;
  };
  await page.goto(`/tv/watch/${data[0].asset_id}/${data[0].asset_slug}`);
  await page.getByRole('button', { name: /^Download season \d+ of / }).click();
  const dialog = page.getByRole('dialog', { name: /^Download season \d+ of / });
  const start = dialog.getByRole('button', { name: /^Download \d+ episodes$/ });
  const count = Number((await start.textContent())!.match(/\d+/)![0]);
  await start.click();
  await expect(dialog.getByText(`${count} of ${count} episodes downloaded`)).toBeVisible({ timeout: 120_000 });
  await page.keyboard.press('Escape');
  await page.goto('/downloads');
  await expect(page.getByRole('list', { name: 'Downloaded titles' }).getByRole('listitem')).toHaveCount(count);
});

test.describe('a download under way', () => {
  // the page's own requests, slowed below, go out without the service worker in between
  test.use({ serviceWorkers: 'block' });

  test('pauses, goes on by itself after a dropped connection, and cancels', async ({ page, context }) => {
    test.setTimeout(240_000);
    // each segment takes a while, so that the download can be caught under way
    await page.route(/\/media\/s\/.+\.(ts|m4s)$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue().catch(() => undefined);
    });
    await becomePremium(page);
    const { title } = await aFreeFilm(page);
    await page.getByRole('button', { name: `Download ${title}` }).click();
    const panel = page.getByRole('dialog', { name: `Download ${title}` });
    await expect(panel.getByRole('radio', { checked: true })).toHaveCount(1);
    await panel.getByRole('button', { name: 'Download', exact: true }).click();
    const status = panel.getByText(/^(Downloading|Paused|Waiting for a connection) · \d+%/);

    // Pause: the download stops where it is
    await expect(panel.getByText(/^Downloading · [1-9]\d*%/)).toBeVisible({ timeout: 60_000 });
    await panel.getByRole('button', { name: `Pause the download of ${title}` }).click();
    await expect(status).toHaveText(/^Paused · /);
    const paused = await status.textContent();
    await page.waitForTimeout(2_500);
    await expect(status).toHaveText(paused!);

    // Resume, then the connection drops: it waits, and goes on by itself once back online
    await panel.getByRole('button', { name: `Resume the download of ${title}` }).click();
    await expect(status).toHaveText(/^Downloading · /);
    await context.setOffline(true);
    await expect(status).toHaveText(/^Waiting for a connection · /, { timeout: 30_000 });
    await expect(panel.getByText('Waiting for a connection. The download goes on once you are back online.')).toBeVisible();
    await context.setOffline(false);
    await expect(panel.getByText(/^Downloaded in /)).toBeVisible({ timeout: 60_000 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: `Downloaded ${title}` })).toBeVisible();

    // Cancel: deleted from the downloads page, downloaded again, and cancelled under way
    await page.goto('/downloads');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await item.getByRole('button', { name: new RegExp(`^Delete ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
    await expect(item).toHaveCount(0);
    await expect.poll(() => held(page), { timeout: 30_000 }).toEqual({ summary: 0, folders: 0 });
    await aFreeFilm(page);
    await page.getByRole('button', { name: `Download ${title}` }).click();
    await panel.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(panel.getByText(/^Downloading · /)).toBeVisible({ timeout: 60_000 });
    await panel.getByRole('button', { name: `Cancel the download of ${title}` }).click();
    await expect(status).toHaveCount(0);
    await expect.poll(() => held(page), { timeout: 30_000 }).toEqual({ summary: 0, folders: 0 });
  });
});
