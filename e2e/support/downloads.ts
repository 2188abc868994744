import { expect, type Locator, type Page } from '@playwright/test';
import { freshMobile, openAccountMenu, register } from './accounts';

// Download steps shared by the journeys: a Premium account, a title's download dialog, what the
// browser holds.

export async function becomePremium(page: Page) {
  await register(page, freshMobile(), 'a long passphrase 9');
  await openAccountMenu(page);
  await page.getByRole('link', { name: 'Redeem promo code' }).click();
  const redeem = page.getByRole('dialog', { name: 'Redeem promo code' });
  await redeem.getByLabel('Promo code').fill('freemonth');
  await redeem.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('Your promo code has been applied.')).toBeVisible();
}

/** The n-th free film on the home page (its page, its title and its content id). */
export async function aFreeFilm(page: Page, n = 0): Promise<{ href: string; title: string; contentId: number }> {
  await page.goto('/');
  const movie = page.locator('main a[href^="/movie/watch/"][data-access="free"]').nth(n);
  const href = (await movie.getAttribute('href'))!;
  const assetId = Number(/\/movie\/watch\/(\d+)\//.exec(href)![1]);
  const detail = await (await page.request.get(`/api/v2/catalog/asset/${assetId}`)).json();
  await page.goto(href);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  return { href, title, contentId: detail.data.play_content_id as number };
}

/** Opens the download dialog of the film whose page is open, once its qualities have loaded. */
export async function openDownload(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: `Download ${title}` }).click();
  const panel = page.getByRole('dialog', { name: `Download ${title}` });
  await expect(panel.getByRole('radio', { checked: true })).toHaveCount(1);
  return panel;
}

/** The size the dialog offers for the quality chosen, as it shows it ('2.7 MB'). */
export async function offeredSize(panel: Locator): Promise<string> {
  const chosen = panel.locator('label').filter({ has: panel.page().getByRole('radio', { checked: true }) });
  return (await chosen.getByText(/^\d+(\.\d)? MB$/).textContent())!;
}

/** Downloads the film whose page is open, in the quality offered first, and closes the dialog. */
export async function downloadThisFilm(page: Page, title: string) {
  const panel = await openDownload(page, title);
  await expect(panel.getByText(/\d+(\.\d)? MB/).first()).toBeVisible();
  await panel.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(panel.getByText(/^Downloaded in /)).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: `Downloaded ${title}` })).toBeVisible();
}

/** The downloads this browser holds, as the first-load code sees them, and the folders in its private file system. */
export const held = (page: Page) =>
  page.evaluate(async () => {
    const folders: string[] = [];
    const top = await (await navigator.storage.getDirectory()).getDirectoryHandle('downloads', { create: true });
    for await (const [name, handle] of top as unknown as AsyncIterable<[string, FileSystemHandle]>) {
      if (handle.kind === 'directory') folders.push(name);
    }
    return { summary: (JSON.parse(localStorage.getItem('chalchitra.downloads') ?? '[]') as unknown[]).length, folders: folders.length };
  });

/** The downloads page's entry of a title. */
export const downloadItem = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
