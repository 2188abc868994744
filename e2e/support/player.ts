import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Presses a title page's Play until `shown` (a popup, the player) appears. The press that opens
 * the player or a popup loads the player's code first; on a machine under load the first press
 * after a load can land before the page has hydrated, so it presses again until it is heard.
 */
export async function pressPlay(page: Page, shown: Locator) {
  await expect(async () => {
    if (await shown.isVisible()) return;
    await page.getByRole('button', { name: /^Play/ }).click({ timeout: 5_000 });
    await expect(shown).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 90_000 });
}
