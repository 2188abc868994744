import { expect, test } from '@playwright/test';
import { throughPreroll } from './support/player';

// A demo film lasts as long as the catalogue says (issue 47 item 9): its page and its player
// agree, and it plays on across the places where its generated media starts again (a
// discontinuity in the playlist every 24 or 30 seconds) in one stretch: nothing missing where
// the media repeats, so the player never has to jump a hole.

test('a demo film plays as long as its page says, and on across its media’s repeats in one stretch', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  const href = (await page.locator('main a[href^="/movie/watch/"][data-access="free"]').first().getAttribute('href'))!;
  const assetId = Number(/\/movie\/watch\/(\d+)\//.exec(href)![1]);
  const listed = (await (await page.request.get(`/api/v2/catalog/asset/${assetId}`)).json()).data.duration as number;
  expect(listed).toBeGreaterThan(90 * 60);

  await page.goto(href);
  await page.getByRole('button', { name: /^Play/ }).click();
  await throughPreroll(page);
  const video = page.getByTestId('video-player');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 }).toBeGreaterThan(1);
  // the player's length is the catalogue's, within one segment
  expect(Math.abs((await video.evaluate((element: HTMLVideoElement) => element.duration)) - listed)).toBeLessThanOrEqual(4);

  // from just before the first repeat, across it and the next one
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 19;
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 }).toBeGreaterThan(20);
  // a repeat the player mishandled would leave a hole in what it buffered, which hls.js jumps with a seek
  await video.evaluate((element: HTMLVideoElement) => {
    const seeks: number[] = [];
    element.addEventListener('seeking', () => seeks.push(element.currentTime));
    (window as unknown as { seeks: number[] }).seeks = seeks;
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 90_000 }).toBeGreaterThan(50);
  expect(await page.evaluate(() => (window as unknown as { seeks: number[] }).seeks)).toEqual([]);
  const buffered = await video.evaluate((element: HTMLVideoElement) =>
    Array.from({ length: element.buffered.length }, (_, n) => [element.buffered.start(n), element.buffered.end(n)]),
  );
  expect(
    buffered.some(([start, end]) => start <= 20 && end >= 50),
    JSON.stringify(buffered),
  ).toBe(true);
  expect(await video.evaluate((element: HTMLVideoElement) => [element.paused, element.error])).toEqual([false, null]);
});
