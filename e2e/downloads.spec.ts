import { expect, test, type Route } from '@playwright/test';
import { DOWNLOAD_DEVICE_LIMIT } from '../contract/entitlements';
import { freshMobile, logOut, register } from './support/accounts';
import { aFreeFilm, becomePremium, downloadItem, downloadThisFilm, held, offeredSize, openDownload } from './support/downloads';

// Downloads (issue 19): a Premium user downloads a film, goes offline, opens the downloads page
// from the app shell and watches the film; the first play starts the 48 hours, and a clock moved
// past them shows the title expired and no longer plays. A clock that once ran ahead locks the
// downloads only until the browser is online again. Each quality is offered at what it stores,
// and the storage check goes by that. A copy of the browser's cookies in another browser is
// another device. Signing out deletes the downloads at the next sync. A basic user is offered
// Premium instead.

const HOUR = 3_600_000;

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
  const item = downloadItem(page, title);
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
  const later = downloadItem(page, title);
  await expect(later.getByText('Expired', { exact: true })).toBeVisible();
  await expect(later.getByRole('button', { name: `Play ${title}` })).toHaveCount(0);
  await expect(later.getByText('This download has expired. Connect to the internet and renew it to watch it again.')).toBeVisible();
});

test("a clock that once ran ahead locks the downloads offline, and the origin's time frees them once online", async ({ page, context }) => {
  test.setTimeout(240_000);
  await becomePremium(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const { title } = await aFreeFilm(page);
  await downloadThisFilm(page, title);
  const item = downloadItem(page, title);

  // offline, the device's clock runs 10 hours ahead while the downloads page is open
  await context.setOffline(true);
  await page.clock.install({ time: new Date(Date.now() + 10 * HOUR) });
  await page.goto('/downloads');
  await expect(item.getByText(/^Expires in (29|30) days/)).toBeVisible();
  // the clock is put right while still offline: a clock set back is not trusted offline
  await page.clock.setSystemTime(new Date());
  await page.reload();
  await expect(
    item.getByText("Your device's clock seems to have been set back. Connect to the internet to check this download."),
  ).toBeVisible();
  await expect(item.getByRole('button', { name: `Play ${title}` })).toHaveCount(0);

  // online again: the origin's time sets the device right, and the film plays
  await context.setOffline(false);
  await page.reload();
  await expect(item.getByText(/^Expires in (29|30) days/)).toBeVisible({ timeout: 30_000 });
  await item.getByRole('button', { name: `Play ${title}` }).click();
  const video = page.getByTestId('offline-player');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 }).toBeGreaterThan(2);
});

test('each quality is offered at the size it stores, and the storage check goes by that size', async ({ page, context }) => {
  test.setTimeout(180_000);
  // the room the browser reports is the journey's to set (as a full disk would)
  await context.addInitScript(() => {
    const estimate = StorageManager.prototype.estimate;
    StorageManager.prototype.estimate = async function () {
      const found = await estimate.call(this);
      const room = localStorage.getItem('journey.storage-room');
      return room === null ? found : { ...found, quota: (found.usage ?? 0) + Number(room) };
    };
  });
  await becomePremium(page);
  const { title } = await aFreeFilm(page);
  const panel = await openDownload(page, title);
  const offered = await offeredSize(panel);
  const bytes = Number.parseFloat(offered) * 1_000_000;
  const megabytes = (value: number) => `${(value / 1_000_000).toFixed(1)} MB`;

  // too little room: the message names the size offered
  await page.evaluate((room) => localStorage.setItem('journey.storage-room', String(room)), bytes / 2);
  await panel.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(
    panel.getByText(
      `This download needs about ${offered}, but the browser lets this site keep only ${megabytes(bytes / 2)} more. Delete some downloads or choose a lower quality.`,
    ),
  ).toBeVisible({ timeout: 30_000 });

  // room for it: it downloads, and stores what was offered
  await page.evaluate((room) => localStorage.setItem('journey.storage-room', String(room)), bytes * 3);
  await panel.getByRole('button', { name: `Try again the download of ${title}` }).click();
  await expect(panel.getByText(`Downloaded in `)).toContainText(`(${offered})`, { timeout: 60_000 });
});

test("a copy of this browser's cookies in another browser is another device, which cannot take this one's place", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(300_000);
  await becomePremium(page);
  const { href, title } = await aFreeFilm(page);
  await downloadThisFilm(page, title);
  const cookies = await context.cookies();

  // more browsers, each with a copy of every cookie of this one (its device cookie and session too)
  const copies = [];
  for (let n = 0; n < DOWNLOAD_DEVICE_LIMIT; n += 1) {
    const copy = await browser.newContext({ baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' });
    await copy.addCookies(cookies);
    copies.push(await copy.newPage());
  }
  // the first copies download as devices of their own, up to the account's limit of devices
  for (const copy of copies.slice(0, DOWNLOAD_DEVICE_LIMIT - 1)) {
    await copy.goto(href);
    await downloadThisFilm(copy, title);
  }
  // one more is one device too many
  const last = copies[DOWNLOAD_DEVICE_LIMIT - 1];
  await last.goto(href);
  const panel = await openDownload(last, title);
  await panel.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(
    panel.getByText(
      `Your downloads are on ${DOWNLOAD_DEVICE_LIMIT} devices, the most an account can use. Delete the downloads on one of them to download here.`,
    ),
  ).toBeVisible();

  // this browser's own download is untouched by its copies: still renewed, still playing
  await page.goto('/downloads');
  const item = downloadItem(page, title);
  await expect(item.getByText(/^Expires in (29|30) days/)).toBeVisible();
  await item.getByRole('button', { name: `Play ${title}` }).click();
  const video = page.getByTestId('offline-player');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 }).toBeGreaterThan(2);
  for (const copy of copies) await copy.context().close();
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
    const item = downloadItem(page, title);
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
