import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshMobile, logOut, openAccountMenu, register, signIn } from './support/accounts';

// Households (issue 49): one account, three profiles (one a kids profile of UA). "Who's watching?"
// after sign-in; continue watching is each profile's own; the kids profile cannot find an A-rated
// title by search nor open it by its address; a PIN on the account holder's profile keeps the
// child out.

interface Film {
  id: number;
  slug: string;
  title: string;
  contentId: number;
  rating: string | null;
}

/** Free films of the visitor's home page with their ratings, asked for as a visitor (no ceiling). */
async function filmsOnHome(request: APIRequestContext): Promise<Film[]> {
  const html = await (await request.get('/')).text();
  const ids = [...new Set([...html.matchAll(/href="\/movie\/watch\/(\d+)\/[^"]+"/g)].map((match) => Number(match[1])))];
  const films: Film[] = [];
  for (const id of ids) {
    const { data } = await (await request.get(`/api/v2/catalog/asset/${id}`)).json();
    films.push({ id, slug: data.asset_slug, title: data.asset_title, contentId: data.play_content_id, rating: data.age_rating });
  }
  return films;
}

async function addProfile(page: Page, name: string, kids = false) {
  await page.getByRole('button', { name: 'Add profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a profile' });
  await dialog.getByLabel('Name').fill(name);
  if (kids) {
    await dialog.getByRole('checkbox', { name: /Kids profile/ }).check();
    await expect(dialog.getByLabel('Titles shown')).toHaveValue('UA');
  }
  await dialog.getByRole('button', { name: 'Add profile' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).toBeVisible();
}

/** Switches profile from the account menu; `pin` when it asks for one. The page loads again. */
async function switchTo(page: Page, name: RegExp, pin?: string) {
  await openAccountMenu(page);
  const choice = page.getByRole('list', { name: 'Switch profile' }).getByRole('button', { name });
  if (!pin) {
    const loaded = page.waitForEvent('load');
    await choice.click();
    await loaded;
    return;
  }
  await choice.click();
  const dialog = page.getByRole('dialog', { name: /^Enter the PIN for/ });
  await dialog.getByLabel('PIN').fill(pin);
  const loaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await loaded;
}

/** Home's Continue watching, once the browser has asked for it. */
async function continueWatching(page: Page) {
  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v2/secured/user/continue-watching');
  await page.goto('/');
  expect((await asked).ok()).toBe(true);
  return page.getByRole('region', { name: 'Continue watching' });
}

test('a household: three profiles, continue watching of its own each, a kids profile kept from A titles, a PIN that keeps the child out', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const films = await filmsOnHome(request);
  const forAll = films.find((film) => film.rating === 'U' || film.rating === 'UA');
  const adult = films.find((film) => film.rating === 'A');
  expect(forAll, 'a film rated U or UA on home').toBeTruthy();
  expect(adult, 'a film rated A on home').toBeTruthy();

  const mobile = freshMobile();
  const password = 'a long passphrase 49';
  await register(page, mobile, password);

  // the account holder's profile (named 'Me' without a first name), then two more: a kids one of UA
  await page.goto('/profiles/manage');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage profiles' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Me' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Me' });
  await edit.getByLabel('Name').fill('Asha');
  // the avatar is pressed; its radio button is for the keyboard and screen readers
  await edit.locator('label:has(input[value="lotus"])').click();
  await expect(edit.getByRole('radio', { name: 'Lotus' })).toBeChecked();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Asha/ })).toBeVisible();
  await addProfile(page, 'Ravi');
  await addProfile(page, 'Chintu', true);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(3);
  // a PIN on the account holder's profile
  await page.getByRole('button', { name: 'Set PIN for Asha' }).click();
  const setPin = page.getByRole('dialog', { name: 'Set the PIN for Asha' });
  await setPin.getByLabel('New PIN (4 digits)').fill('2580');
  await setPin.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Change PIN for Asha' })).toBeVisible();

  // signing in again asks who is watching first, then goes on to the page asked for
  await logOut(page);
  await page.goto('/movies?modal=login');
  await signIn(page, mobile, password);
  await expect(page).toHaveURL(/\/profiles\?rurl=%2Fmovies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Who’s watching?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Asha PIN-locked' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chintu Kids' })).toBeVisible();
  await page.getByRole('button', { name: 'Ravi', exact: true }).click();
  await expect(page).toHaveURL(/\/movies$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Ravi');

  // Ravi watches a film; it is in his Continue watching
  const origin = new URL(page.url()).origin;
  const saved = await page.request.put(`/api/v2/secured/user/progress/${forAll!.contentId}`, {
    data: { position: 600, duration: 2400 },
    headers: { origin },
  });
  expect(saved.ok()).toBe(true);
  await expect((await continueWatching(page)).getByRole('link', { name: new RegExp(escape(forAll!.title)) })).toBeVisible();
  // a grown-up finds the A-rated film by search
  await page.goto(`/search?q=${encodeURIComponent(adult!.title)}`);
  await expect(page.locator(`main a[href^="/movie/watch/${adult!.id}/"]`).first()).toBeVisible();

  // Asha (her PIN asked) has not watched it
  await switchTo(page, /^Switch to Asha/, '2580');
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Asha');
  const ashas = await continueWatching(page);
  await expect(ashas.getByRole('link', { name: new RegExp(escape(forAll!.title)) })).toHaveCount(0);

  // Chintu's kids profile: its own look, nothing to buy, nor Ravi's film in its row
  await switchTo(page, /^Switch to Chintu/);
  await expect(page.locator('body.kids-profile')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveCount(0);
  const chintus = await continueWatching(page);
  await expect(chintus.getByRole('link', { name: new RegExp(escape(forAll!.title)) })).toHaveCount(0);
  await expect(page.locator('body.kids-profile')).toHaveCount(1);

  // the A-rated film: not in its search, and its address says it is not for this profile
  await page.goto(`/search?q=${encodeURIComponent(adult!.title)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator(`main a[href^="/movie/watch/${adult!.id}/"]`)).toHaveCount(0);
  await page.goto(`/movie/watch/${adult!.id}/${adult!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This title is not available on this profile.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Who’s watching?' })).toHaveAttribute('href', '/profiles');
  await expect(page.getByText('This page is not on Chalchitra')).toHaveCount(0);

  // the child cannot manage profiles, nor open Asha's profile without its PIN
  await page.goto('/profiles/manage');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('A kids profile cannot change profiles.');
  await openAccountMenu(page);
  await page
    .getByRole('list', { name: 'Switch profile' })
    .getByRole('button', { name: /^Switch to Asha/ })
    .click();
  const pin = page.getByRole('dialog', { name: 'Enter the PIN for Asha' });
  await pin.getByLabel('PIN').fill('1111');
  await pin.getByRole('button', { name: 'Continue' }).click();
  await expect(pin.getByRole('alert')).toHaveText('Wrong PIN. 4 tries left.');
  await pin.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(page.locator('body.kids-profile')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Chintu');
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
