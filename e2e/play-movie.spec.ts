import { expect, test } from '@playwright/test';
import { freshMobile, register } from './support/accounts';

test('a visitor opens a movie, presses Play and the stream plays', async ({ page }) => {
  await page.goto('/');
  const movieLink = page.locator('main a[href^="/movie/watch/"][data-access="free"]').first();
  const title = (await movieLink.locator('span').last().textContent())?.trim();
  await movieLink.click();
  await expect(page).toHaveURL(/\/movie\/watch\/\d+\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cast' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'More like this' })).toBeVisible();
  expect(title).toBeTruthy();

  const impression = page.waitForRequest((request) => request.url().includes('/api/v2/ads/track?event=impression'));
  await page.getByRole('button', { name: /^Play/ }).click();
  const video = page.getByTestId('video-player');
  await expect(video).toBeVisible();

  // a visitor's free title opens with a skippable house-ad pre-roll, tracked
  const adLabel = page.getByRole('status').filter({ hasText: /^Ad · / });
  await expect(adLabel).toBeVisible();
  await impression;
  // skip where the ad allows it; an ad that does not plays to its end
  if ((await page.getByRole('button', { name: /^Skip in \d/ }).count()) > 0) {
    await page.getByRole('button', { name: 'Skip ad' }).click({ timeout: 15_000 });
  }
  await expect(adLabel).toBeHidden({ timeout: 40_000 });

  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 }).toBeGreaterThan(2);

  // the quality menu offers ADAPTIVE and the renditions; speed and shortcuts act on the video
  const quality = page.getByLabel('Quality');
  await expect(quality.locator('option')).toHaveText(['ADAPTIVE', '720p', '360p', '240p', '144p']);
  await quality.selectOption({ label: '144p' });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoHeight), { timeout: 20_000 }).toBe(144);
  await page.getByLabel('Speed').selectOption({ label: '1.5×' });
  expect(await video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5);
  await video.focus();
  await page.keyboard.press('m');
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(video).toBeHidden();
});

test("a free title's card prepares its play as it is pressed, and its page makes the player ready: Play plays the pre-roll from the lowest rung, fetched once", async ({
  page,
}) => {
  // the signed media asked of the network (token left out), the play calls and the ad's impressions
  const media: string[] = [];
  const calls: string[] = [];
  const impressions: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const path = url.pathname;
    if (path.startsWith('/media/s/') && !path.includes('/art/')) media.push(path.replace(/^\/media\/s\/[^/]+\//, ''));
    if (/^\/api\/v2\/(catalog\/profiles|ads\/vmap)/.test(path)) calls.push(path);
    if (path === '/api/v2/ads/track' && url.searchParams.get('event') === 'impression') impressions.push(path);
  });
  // once the page has settled (its hosts, which listen for presses, come after hydration)
  await page.goto('/', { waitUntil: 'networkidle' });
  // the card's press sends the play calls while the title's page is on its way: they go out
  // while the page (its document or its payload, however it is asked for) is held back
  let letPageThrough!: () => void;
  const pageHeld = new Promise<void>((resolve) => (letPageThrough = resolve));
  await page.route(/\/movie\/watch\//, async (route) => {
    await pageHeld;
    await route.continue();
  });
  const card = page.locator('main a[href^="/movie/watch/"][data-access="free"]').first();
  const playContentId = await card.getAttribute('data-play');
  expect(playContentId).toMatch(/^\d+$/);
  await card.click();
  await expect
    .poll(() => calls.sort())
    .toEqual(['/api/v2/ads/vmap', expect.stringMatching(new RegExp(`^/api/v2/catalog/profiles/.*/${playContentId}$`))]);
  letPageThrough();
  await expect(page).toHaveURL(/\/movie\/watch\/\d+\//);

  // before Play: the play URLs, the ad schedule, and the pre-roll's master, lowest rung and first segment
  await expect.poll(() => media.filter((path) => path.endsWith('.ts'))).toEqual([expect.stringMatching(/\/low\/seg-000\.ts$/)]);
  const adFolder = media.find((path) => path.endsWith('.ts'))?.replace(/\/low\/seg-000\.ts$/, '');
  expect(media).toEqual([`${adFolder}/master.m3u8`, `${adFolder}/low/index.m3u8`, `${adFolder}/low/seg-000.ts`]);
  expect(calls.sort()).toEqual([expect.stringMatching(/^\/api\/v2\/ads\/vmap$/), expect.stringMatching(/^\/api\/v2\/catalog\/profiles\//)]);

  // the player is made ready out of sight: the pre-roll's first frame decoded, paused, nothing shown,
  // no impression counted, and nothing fetched beyond the first segment
  const video = page.getByTestId('video-player');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await expect(video).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(media).toEqual([`${adFolder}/master.m3u8`, `${adFolder}/low/index.m3u8`, `${adFolder}/low/seg-000.ts`]);
  expect(impressions).toEqual([]);

  await page.getByRole('button', { name: /^Play/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Ad · / })).toBeVisible();
  await expect(video).toBeVisible();
  await expect.poll(() => impressions).toHaveLength(1);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
  // the player took what the page had fetched: nothing of it asked for twice, no second play call
  expect(media.filter((path) => path === `${adFolder}/master.m3u8`)).toHaveLength(1);
  expect(media.filter((path) => path === `${adFolder}/low/index.m3u8`)).toHaveLength(1);
  expect(media.filter((path) => path.endsWith('seg-000.ts'))).toEqual([`${adFolder}/low/seg-000.ts`]);
  expect(calls).toHaveLength(2);
});

test("a signed-in viewer's player is made only when Play is pressed: their play URLs take one of the plan's screens", async ({ page }) => {
  test.setTimeout(120_000);
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/api\/v2\/(catalog\/profiles|ads\/vmap)/.test(path)) calls.push(path);
  });
  await register(page, freshMobile(), 'a long passphrase 9');
  await page.locator('main a[href^="/movie/watch/"][data-access="free"]').first().click();
  await expect(page).toHaveURL(/\/movie\/watch\/\d+\//);

  // the ad schedule is prepared, but no play URLs are asked for and no player is made
  await expect.poll(() => calls).toEqual([expect.stringMatching(/^\/api\/v2\/ads\/vmap$/)]);
  await expect(page.getByTestId('video-player')).toHaveCount(0);

  await page.getByRole('button', { name: /^Play/ }).click();
  await expect(page.getByTestId('video-player')).toBeVisible();
  await expect.poll(() => calls.filter((path) => path.startsWith('/api/v2/catalog/profiles/'))).toHaveLength(1);
});

test("a signed-in viewer's film plays on through its media grant's renewals, and no media request is refused", async ({ page }) => {
  test.setTimeout(180_000);
  // this instance's grants live 20 s (playwright.config.ts); each heartbeat answers the next
  const grants = new Set<string>();
  const refused: string[] = [];
  page.on('response', (response) => {
    const match = /\/media\/s\/([^/]+)\/video\//.exec(response.url());
    if (!match) return;
    if (match[1].includes('.l.')) grants.add(match[1]);
    if (response.status() === 403) refused.push(response.url());
  });
  await register(page, freshMobile(), 'a long passphrase 9');
  await page.locator('main a[href^="/movie/watch/"][data-access="free"]').first().click();
  await expect(page).toHaveURL(/\/movie\/watch\/\d+\//);
  await page.getByRole('button', { name: /^Play/ }).click();
  const video = page.getByTestId('video-player');
  await expect(video).toBeVisible();
  // well past the first grant's life, the film is still playing
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 120_000, intervals: [1000] })
    .toBeGreaterThan(45);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  expect(refused).toEqual([]);
  expect(grants.size).toBeGreaterThan(1);
});

test('Back closes the player on the page it was opened from', async ({ page }) => {
  await page.goto('/movies');
  await page.locator('main a[href^="/movie/watch/"][data-access="free"]').first().click();
  await expect(page).toHaveURL(/\/movie\/watch\/\d+\//);
  const titlePage = page.url();
  const video = page.getByTestId('video-player');
  await page.getByRole('button', { name: /^Play/ }).click();
  await expect(video).toBeVisible();
  await expect(page).toHaveURL(/[?&]modal=player/);

  // spec 001 §4: the browser's back action closes the player and stays on the title's page
  await page.goBack();
  await expect(video).toBeHidden();
  expect(page.url()).toBe(titlePage);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // closed with its own button, the player leaves no entry behind: Back then leaves the page
  await page.getByRole('button', { name: /^Play/ }).click();
  await expect(video).toBeVisible();
  await page.getByRole('button', { name: 'Close player' }).click();
  await expect(video).toBeHidden();
  await expect(page).toHaveURL(titlePage);
  await page.goBack();
  await expect(page).toHaveURL(/\/movies$/);
});

test('a visitor pressing Play on a Premium movie gets the svod subscription popup', async ({ page }) => {
  await page.goto('/');
  await page.locator('main a[href^="/movie/watch/"][data-access="svod"]').first().click();
  await expect(page).toHaveURL(/\/movie\/watch\/\d+\//);
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  const titlePage = page.url();
  await page.getByRole('button', { name: /^Play/ }).click();
  const popup = page.getByRole('dialog', { name: 'Subscribe to watch' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(`${title} is part of Chalchitra Premium`);
  await expect(popup.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
    'href',
    /^\/purchase\?rurl=%2Fmovie%2Fwatch%2F\d+%2F[^&]+&src=en&ent=SVOD&screen=movie$/,
  );
  await expect(popup.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]modal=subscription/);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  // the browser's back action closes it too
  await page.getByRole('button', { name: /^Play/ }).click();
  await expect(popup).toBeVisible();
  await expect(page).toHaveURL(/[?&]modal=subscription/);
  await page.goBack();
  await expect(popup).toBeHidden();
  // the popup took the player's entry: Back lands on the title's page, not on a closed player's address
  await expect(page).toHaveURL(titlePage);
});

test('a visitor pressing Play on an ad-supported movie is offered MZaalo or Premium', async ({ page }) => {
  await page.goto('/');
  await page.locator('main a[href^="/movie/watch/"][data-access="avod"]').first().click();
  await page.getByRole('button', { name: /^Play/ }).click();
  const popup = page.getByRole('dialog', { name: 'Watch free or go Premium' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Watch free with MZaalo' })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', /ent=AVOD%2BSVOD/);
});

test('with an ad blocker, a free title cannot play and the viewer is told why', async ({ page }) => {
  // an ad blocker stops the ad calls before they reach the network
  await page.route('**/api/v2/ads/**', (route) => route.abort('blockedbyclient'));
  await page.goto('/');
  await page.locator('main a[href^="/movie/watch/"][data-access="free"]').first().click();
  await page.getByRole('button', { name: /^Play/ }).click();
  const popup = page.getByRole('dialog', { name: 'Cannot Play The Content!' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/purchase');
  await expect(popup.getByRole('link', { name: 'How to disable your ad blocker' })).toHaveAttribute('href', '/help_mzaalo?section=adblock');
  await expect(popup.getByRole('link', { name: 'MZaalo terms' })).toHaveAttribute('href', '/help_mzaalo?section=mzaaloTerms');
  // no player is shown; focus back on Play may make a hidden one ready for the next press
  await expect(page.getByTestId('video-player')).toBeHidden();
});
