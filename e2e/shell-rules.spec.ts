import { expect, test } from '@playwright/test';

// Rules of the shell (issue 16; spec 000 §2, §4): ap=1 opens the player on any page, and the
// marketing parameters travel from one route to the next.

test('ap=1 with a content-id opens the player on any page', async ({ page, request }) => {
  await page.goto('/');
  const href = (await page.locator('main a[href^="/movie/watch/"][data-access="free"]').first().getAttribute('href'))!;
  const { data: asset } = await (await request.get(`/api/v2/catalog/asset/${href.split('/')[3]}?country=IN`)).json();
  await page.goto(`/movies?ap=1&content-id=${asset.play_content_id}`);
  await expect(page.getByTestId('video-player')).toBeVisible();
  // the player takes ap out of the address as it opens
  await expect(page).toHaveURL(/\/movies\?content-id=\d+$/);
});

test('marketing parameters travel from one route to the next', async ({ page }) => {
  await page.goto('/?utm_source=newsletter&utm_campaing=diwali');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Movies', exact: true }).click();
  await expect(page).toHaveURL(/\/movies\?utm_source=newsletter&utm_campaing=diwali$/);
});
