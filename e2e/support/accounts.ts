import { expect, type Locator, type Page } from '@playwright/test';

// Sign-in steps shared by the journeys: the login dialog, with codes read from the development
// outbox (the origin lists it outside production).

/** A fresh 10-digit mobile number for one journey. */
export function freshMobile(): string {
  return `9${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;
}

/** The code in the newest development-outbox message to this mobile number, if any yet. */
async function codeIn(page: Page, mobile: string): Promise<string | undefined> {
  const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(`+91${mobile}`)}`);
  const { data } = (await response.json()) as { data: Array<{ text: string }> };
  return data[0]?.text.match(/\b(\d{6})\b/)?.[1];
}

/**
 * The newest code sent to this mobile number, waiting for it (a message may land just after the
 * page says it was sent); `after`: an earlier code, which the new one must replace.
 */
export async function latestCode(page: Page, mobile: string, after?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        code = await codeIn(page, mobile);
        return code !== undefined && code !== after;
      },
      { message: 'a new code in the development outbox' },
    )
    .toBe(true);
  return code!;
}

export async function enterUsername(page: Page, mobile: string) {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByPlaceholder('Mobile Number or Email').fill(mobile);
  await expect(dialog.getByText('+91', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  return dialog;
}

export async function signIn(page: Page, mobile: string, password: string) {
  const dialog = await enterUsername(page, mobile);
  await dialog.getByPlaceholder('Enter password').fill(password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  return dialog;
}

/** Registers a new mobile number through the dialog and lands signed in on /. */
export async function register(page: Page, mobile: string, password: string): Promise<void> {
  await page.goto('/?modal=login');
  await enterUsername(page, mobile);
  await expect(page).toHaveURL(/\/set-password\?mobile=\d+&calling_code=%2B91/);
  await page.getByLabel('Code').fill(await latestCode(page, mobile));
  await page.getByPlaceholder('Enter password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signedIn(page);
}

export const signedIn = (page: Page) => expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

/**
 * Presses a control that signs in (a social button) and waits for the page load that follows: the
 * session changed, so the page loads again, and the account menu can show just before it does.
 */
export async function signInWith(page: Page, control: Locator): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await control.click();
  await reloaded;
  await signedIn(page);
}

/**
 * Opens the account dropdown. Right after a full page load the header may not be hydrated yet and
 * a click can go unheard, so it clicks again until the menu (which always holds Logout) shows.
 */
export async function openAccountMenu(page: Page): Promise<void> {
  const logout = page.getByRole('button', { name: 'Logout' });
  await expect(async () => {
    if (!(await logout.isVisible())) await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(logout).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Logs out from the account dropdown and waits until the header shows LOG IN again. */
export async function logOut(page: Page): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await signedOut(page);
}
export const signedOut = (page: Page) => expect(page.getByRole('link', { name: "Let's Start" })).toBeVisible();
