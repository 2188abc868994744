import { expect, test, type Page } from '@playwright/test';
import { logOut, signedIn, signedOut, signInWith } from './support/accounts';
import { GOOGLE_STAND_IN, routeGoogleScript, startGoogleStandIn, type GoogleStandIn } from './support/google-stand-in';

// Google sign-in against the local stand-in (issue 3): the login dialog shows the Google button
// and its notice because GOOGLE_CLIENT_ID is set; the stand-in's button hands the page an id_token
// signed by a key the origin trusts through GOOGLE_JWKS_URL. A new Google user lands signed in and
// sees the signed-in box on /account; a token for another client is refused with the origin's
// message; a Google account whose e-mail has a password account is linked on /account-link after
// a password sign-in, and then signs in directly.

let google: GoogleStandIn;
test.beforeAll(async () => {
  google = await startGoogleStandIn();
});
test.afterAll(async () => {
  await google.close();
});

const run = String(Date.now()).slice(-8);
const NOTICE = 'To sign in with Google, be signed in to Google in the browser and enable third-party sign-in in site settings.';

async function googleButton(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog.getByText(NOTICE)).toBeVisible();
  return dialog.getByRole('button', { name: 'Sign in with Google (stand-in)' });
}

async function passwordSignIn(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByPlaceholder('Mobile Number or Email').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByPlaceholder('Enter password').fill(password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

test('a new Google user signs in and sees the signed-in box on /account', async ({ page }) => {
  await routeGoogleScript(
    page,
    await google.idToken({ sub: `g-new-${run}`, email: `asha.${run}@example.com`, given_name: 'Asha', family_name: 'Rao' }),
  );
  await page.goto('/?modal=login');
  await signInWith(page, await googleButton(page));

  await page.goto('/account');
  const box = page.getByRole('region', { name: 'Signed in' });
  await expect(box.getByRole('heading', { name: 'You are Signed In' })).toBeVisible();
  await expect(box.getByText('Asha Rao')).toBeVisible();
});

test('a token made for another client is refused with the origin message', async ({ page }) => {
  await routeGoogleScript(
    page,
    await google.idToken({ sub: `g-other-${run}`, email: `other.${run}@example.com` }, { audience: `not-${GOOGLE_STAND_IN.clientId}` }),
  );
  await page.goto('/?modal=login');
  await (await googleButton(page)).click();
  await expect(
    page.getByRole('dialog', { name: 'Login' }).getByText('We could not verify your Google sign-in. Please try again.'),
  ).toBeVisible();
  await signedOut(page);
});

test('a Google account with the e-mail of a password account is linked after a password sign-in', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `ravi.${run}@example.com`;
  const password = 'linking passphrase 3';

  // a password account with that e-mail, registered through the dialog
  await page.goto('/?modal=login');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByPlaceholder('Mobile Number or Email').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/set-password\?email=/);
  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const code = ((await outbox.json()) as { data: Array<{ text: string }> }).data[0]?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, 'a code in the development outbox').toBeTruthy();
  await page.getByLabel('Code').fill(code!);
  await page.getByPlaceholder('Enter password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await signedIn(page);
  await logOut(page);

  // Google with the same e-mail: sign in with the password first, then the link is made
  await routeGoogleScript(page, await google.idToken({ sub: `g-link-${run}`, email, given_name: 'Ravi' }));
  await page.getByRole('link', { name: "Let's Start" }).click();
  await (await googleButton(page)).click();
  await expect(page).toHaveURL(/\/login\?rurl=%2Faccount-link%3FlinkWith%3Dgoogle/);
  await passwordSignIn(page, email, password);
  await expect(page).toHaveURL(/\/account-link\?linkWith=google/);
  await expect(page.getByText('Your account has been linked. You can now sign in with Google.')).toBeVisible();
  await logOut(page);

  // now Google signs this account in directly
  await page.getByRole('link', { name: "Let's Start" }).click();
  await signInWith(page, await googleButton(page));
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Signed in' }).getByText(email)).toBeVisible();
});
