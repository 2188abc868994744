import { expect, test } from '@playwright/test';

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

  await page.getByRole('button', { name: /^Play/ }).click();
  const video = page.getByTestId('video-player');
  await expect(video).toBeVisible();
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

test('a visitor pressing Play on a Premium movie is offered the plans instead', async ({ page }) => {
  await page.goto('/');
  await page.locator('main a[href^="/movie/watch/"][data-access="svod"]').first().click();
  await page.getByRole('button', { name: /^Play/ }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('This title is part of Chalchitra Premium. Subscribe to watch it.');
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', /^\/purchase\?ent=SVOD&rurl=%2Fmovie%2Fwatch%2F/);
});
