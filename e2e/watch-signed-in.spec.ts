import { expect, test } from '@playwright/test';
import { freshMobile, register } from './support/accounts';
import { currentTime, pressPlay, throughPreroll } from './support/player';

// A signed-in viewer's playback: the free MZaalo plan from the subscription popup, a pre-roll
// before an ad-supported film, resume after a reload, and the Continue watching row.

test('join MZaalo from the popup, watch with a pre-roll, and resume after a reload', async ({ page }) => {
  test.setTimeout(240_000);
  await register(page, freshMobile(), 'a long passphrase 9');

  // an ad-supported film offers the free plan; Yes starts it
  await page.locator('main a[href^="/movie/watch/"][data-access="avod"]').first().click();
  await expect(page).toHaveURL(/\/movie\/watch\/\d+\//);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const offer = page.getByRole('dialog', { name: 'Watch free or go Premium' });
  await pressPlay(page, offer);
  await offer.getByRole('button', { name: 'Watch free with MZaalo' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to subscribe to Mzaalo plan?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByText('Subscription successful')).toBeVisible();

  // now it plays for this viewer, after a pre-roll
  await page.getByRole('button', { name: /^Play/ }).click();
  await throughPreroll(page);
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(14);
  const left = await currentTime(page);
  await page.getByRole('button', { name: 'Close player' }).click();
  await expect(page.getByTestId('video-player')).toHaveCount(0);

  // after a reload it resumes where the viewer left off (within 5 s)
  await page.reload();
  await page.getByRole('button', { name: /^Play/ }).click();
  await throughPreroll(page);
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0);
  // the first position it plays from is the saved one, not the start
  expect(await currentTime(page)).toBeGreaterThanOrEqual(left - 5);
  await page.getByRole('button', { name: 'Close player' }).click();

  // and the film opens the home page's Continue watching row
  await page.goto('/');
  const row = page.getByRole('region', { name: 'Continue watching' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link').first()).toContainText(title);
});

test("Continue watching names each title and draws its progress under the title's own card", async ({ page }) => {
  test.setTimeout(90_000);
  await register(page, freshMobile(), 'a long passphrase 9');
  const link = page.locator('main a[href^="/movie/watch/"][data-access="free"]').first();
  const assetId = Number(/\/movie\/watch\/(\d+)\//.exec((await link.getAttribute('href'))!)![1]);
  const { data } = await (await page.request.get(`/api/v2/catalog/asset/${assetId}`)).json();
  const origin = new URL(page.url()).origin;
  const saved = await page.request.put(`/api/v2/secured/user/progress/${data.play_content_id}`, {
    data: { position: 600, duration: 2400 },
    headers: { origin },
  });
  expect(saved.ok()).toBe(true);

  await page.goto('/');
  const row = page.getByRole('region', { name: 'Continue watching' });
  const card = row.getByRole('link', { name: new RegExp(`^${data.asset_title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await expect(card).toBeVisible();
  await expect(card.getByText(data.asset_title, { exact: true })).toBeVisible();
  const progress = row.getByRole('progressbar', { name: `Watched of ${data.asset_title}` });
  await expect(progress).toHaveAttribute('aria-valuenow', '25');
  const [cardBox, barBox] = [await card.boundingBox(), await progress.boundingBox()];
  expect(barBox!.x).toBeCloseTo(cardBox!.x, 0);
  expect(barBox!.width).toBeCloseTo(cardBox!.width, 0);
});
