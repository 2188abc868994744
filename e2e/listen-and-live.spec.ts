import { expect, test, type Page } from '@playwright/test';
import { withCode } from './support/hydration';

// Music plays in the audio bar, track after track, with the queue rules of spec 001 §4; a live
// channel opens from the guide's Watch link (ap=1 with channel-id).

const bar = (page: Page) => page.getByRole('region', { name: 'Audio player' });
const nowPlaying = (page: Page) => bar(page).locator('p').first();
const audioTime = (page: Page) => page.getByTestId('audio-player').evaluate((audio: HTMLAudioElement) => audio.currentTime);

test('an album plays track after track, with next, shuffle, repeat and the queue kept across pages', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/music/explore');
  await page.locator('main a[href^="/music/album/"]').first().click();
  await expect(page).toHaveURL(/\/music\/album\/\d+\//);
  const titles = await page.locator('main ol li a[href^="/music/watch/"]').allTextContents();
  expect(titles.length).toBeGreaterThan(2);

  await page.getByRole('button', { name: 'Play all' }).click();
  await expect(nowPlaying(page)).toHaveText(titles[0]);
  await expect.poll(() => audioTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
  await expect(bar(page).getByRole('button', { name: `Queue (${titles.length})` })).toBeVisible();

  // at the end of a track the next one plays
  await page.getByTestId('audio-player').evaluate((audio: HTMLAudioElement) => {
    audio.currentTime = Math.max(0, audio.duration - 0.5);
  });
  await expect(nowPlaying(page)).toHaveText(titles[1], { timeout: 20_000 });
  await expect.poll(() => audioTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);

  // Next moves on; Previous comes back; shuffle resets to the first track
  await bar(page).getByRole('button', { name: 'Next track' }).click();
  await expect(nowPlaying(page)).toHaveText(titles[2]);
  await bar(page).getByRole('button', { name: 'Previous track' }).click();
  await expect(nowPlaying(page)).toHaveText(titles[1]);
  await bar(page).getByRole('button', { name: 'Shuffle' }).click();
  await expect(bar(page).getByRole('button', { name: 'Shuffle' })).toHaveAttribute('aria-pressed', 'true');
  await expect(nowPlaying(page)).toHaveText(titles[0]);

  // repeat cycles off → all → single → off
  for (const mode of ['all', 'single', 'off']) {
    await bar(page)
      .getByRole('button', { name: /^Repeat: / })
      .click();
    await expect(bar(page).getByRole('button', { name: `Repeat: ${mode}` })).toBeVisible();
  }

  // the queue survives navigation; closing resets it
  await page.getByRole('link', { name: 'Chalchitra home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nowPlaying(page)).toHaveText(titles[0]);
  await bar(page).getByRole('button', { name: 'Close the player' }).click();
  await expect(bar(page)).toHaveCount(0);
});

test('a live channel opens from the guide and plays', async ({ page }) => {
  await page.goto('/tv/live');
  await expect(page.getByRole('heading', { level: 1, name: 'Live TV' })).toBeVisible();
  await page
    .getByRole('link', { name: /^Watch / })
    .first()
    .click();
  const player = page.getByRole('dialog', { name: /· Live/ });
  await expect(player).toBeVisible();
  const video = page.getByTestId('video-player');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 }).toBeGreaterThan(2);
  await expect(page).not.toHaveURL(/ap=1/);
});

test('a song from a film leads to more of its album and to the film, and the tag manager hears of both', async ({ page, request }) => {
  // the seed makes every third album a film's soundtrack: find one through the API
  const { data: albums } = (await (await request.get('/api/v2/catalog/music/albums?content_type_id=4&max_result=6')).json()) as {
    data: Array<{ asset_id: number }>;
  };
  const details = await Promise.all(
    albums.map(async (album) => (await (await request.get(`/api/v2/catalog/music/album/${album.asset_id}`)).json()).data),
  );
  const soundtrack = details.find((album) => album.film !== null) as {
    asset_title: string;
    film: { asset_title: string };
    tracks: Array<{ content_id: number; content_title: string }>;
  };
  expect(soundtrack).toBeTruthy();

  const { data: track } = (await (await request.get(`/api/v2/catalog/music/track/${soundtrack.tracks[0].content_id}`)).json()) as {
    data: { asset_id: number; asset_slug: string; content_id: number; content_slug: string };
  };
  await page.goto(`/music/watch/${track.asset_id}/${track.asset_slug}/${track.content_id}/${track.content_slug}`);
  await expect(page.getByRole('heading', { level: 1, name: soundtrack.tracks[0].content_title })).toBeVisible();

  // the events are the code's: a link pressed before it ran is followed as the plain link it is,
  // and the page it opens is loaded in full, with a tag manager's list of its own
  await (await withCode(page.getByRole('link', { name: `More from ${soundtrack.asset_title}` }))).click();
  await expect(page).toHaveURL(/\/music\/album\//);
  await expect(page.getByRole('heading', { level: 1, name: soundtrack.asset_title })).toBeVisible();
  await (await withCode(page.getByRole('link', { name: `Watch ${soundtrack.film.asset_title}` }))).click();
  await expect(page).toHaveURL(/\/movie\/watch\//);
  await expect(page.getByRole('heading', { level: 1, name: soundtrack.film.asset_title })).toBeVisible();

  const events = await page.evaluate(() => (window.dataLayer as Array<{ event: string }>).map((entry) => entry.event));
  expect(events).toEqual(expect.arrayContaining(['music_more_from_album', 'music_watch_movie']));
});
