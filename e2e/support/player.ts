import { expect, type Page } from '@playwright/test';

// Player steps shared by the journeys.

export const adLabel = (page: Page) => page.getByRole('status').filter({ hasText: /^Ad · / });

/** Waits out (or skips) the ad break that opens playback on the free plan. */
export async function throughPreroll(page: Page) {
  await expect(adLabel(page)).toBeVisible();
  if ((await page.getByRole('button', { name: /^Skip in \d/ }).count()) > 0) {
    await page.getByRole('button', { name: 'Skip ad' }).click({ timeout: 15_000 });
  }
  await expect(adLabel(page)).toBeHidden({ timeout: 40_000 });
}

export const currentTime = (page: Page) => page.getByTestId('video-player').evaluate((video: HTMLVideoElement) => video.currentTime);
