import { expect, test, type Page } from '@playwright/test';
import { logOut, signedOut, signInWith } from './support/accounts';
import {
  routeApple,
  routeFacebook,
  SOCIAL_STAND_IN,
  startSocialStandIns,
  type Asked,
  type SocialStandIns,
} from './support/social-stand-ins';

// Sign in with Apple and Facebook Login against local stand-ins (issue 3; spec 000 §3 "Social",
// §7, §8): the login dialog shows both buttons because APPLE_CLIENT_ID and FACEBOOK_APP_ID are
// set. Apple answers an id_token bound to the nonce the page chose (checked by the origin against
// the stand-in's JWKS); Facebook answers an access token the origin checks with the Graph
// stand-in's debug_token. New users land signed in and see their name on /account; a returning
// Apple user (Apple sends the name only the first time) reaches the same account; tokens that
// are not for this page or app are refused with the origin's message; a cancelled Facebook
// sign-in reads 'Internal server error'.

let providers: SocialStandIns;
test.beforeAll(async () => {
  providers = await startSocialStandIns();
});
test.afterAll(async () => {
  await providers.close();
});

const run = String(Date.now()).slice(-8);

async function openDialog(page: Page) {
  await page.goto('/?modal=login');
  return page.getByRole('dialog', { name: 'Login' });
}

async function seesOnAccount(page: Page, text: string) {
  await page.goto('/account');
  const box = page.getByRole('region', { name: 'Signed in' });
  await expect(box.getByRole('heading', { name: 'You are Signed In' })).toBeVisible();
  await expect(box.getByText(text)).toBeVisible();
}

test('a new Apple user signs in with the nonce the page chose, and comes back to the same account', async ({ page }) => {
  test.setTimeout(90_000);
  const account = { sub: `001234.apple${run}.0101`, email: `kiran.${run}@privaterelay.appleid.com` };
  const asked: Asked[] = [];
  await routeApple(page, async (query) => {
    asked.push(query);
    const authorization = {
      id_token: await providers.appleIdToken(account, query.nonce),
      code: `c-${run}-${asked.length}`,
      state: query.state,
    };
    // Apple sends the user's name and e-mail on the first sign-in only
    return asked.length === 1
      ? { authorization, user: { email: account.email, name: { firstName: 'Kiran', lastName: 'Das' } } }
      : { authorization };
  });

  const dialog = await openDialog(page);
  await signInWith(page, dialog.getByRole('button', { name: 'Sign in with Apple' }));
  expect(asked[0]).toMatchObject({ client_id: SOCIAL_STAND_IN.appleClientId, scope: 'email name', response_mode: 'web_message' });
  expect(asked[0].nonce).toMatch(/^[0-9a-f-]{36}$/);
  await seesOnAccount(page, 'Kiran Das');
  await logOut(page);

  // again: a fresh nonce, no name from Apple, the same account
  await page.getByRole('link', { name: "Let's Start" }).click();
  await signInWith(page, page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Sign in with Apple' }));
  expect(asked[1].nonce).not.toBe(asked[0].nonce);
  await seesOnAccount(page, 'Kiran Das');
});

test('an Apple token bound to another nonce is refused with the origin message', async ({ page }) => {
  await routeApple(page, async () => ({
    authorization: {
      id_token: await providers.appleIdToken(
        { sub: `001234.replay${run}.0101`, email: `replay.${run}@example.com` },
        'a-nonce-from-another-page',
      ),
      code: 'c',
    },
  }));
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: 'Sign in with Apple' }).click();
  await expect(dialog.getByText('We could not verify your Apple sign-in. Please try again.')).toBeVisible();
  await signedOut(page);
});

test('a new Facebook user signs in with the scopes of spec 000 §7 and sees their name', async ({ page }) => {
  const account = { userId: `10${run}77`, email: `meena.${run}@example.com`, firstName: 'Meena', lastName: 'Kapoor' };
  const asked: Asked[] = [];
  await routeFacebook(page, async (query) => {
    asked.push(query);
    return { userID: account.userId, accessToken: providers.facebookToken(account) };
  });

  const dialog = await openDialog(page);
  await signInWith(page, dialog.getByRole('button', { name: 'Sign in with Facebook' }));
  expect(asked).toEqual([
    expect.objectContaining({ client_id: SOCIAL_STAND_IN.facebookAppId, scope: 'public_profile,email', auth_type: 'reauthorize' }),
  ]);
  await seesOnAccount(page, 'Meena Kapoor');
});

test('a Facebook token issued to another app is refused, and a cancelled sign-in reads Internal server error', async ({ page }) => {
  let cancel = false;
  await routeFacebook(page, async () => {
    if (cancel) return null;
    const account = { userId: `10${run}88`, email: `other.app.${run}@example.com` };
    return { userID: account.userId, accessToken: providers.facebookToken(account, '999888777666555') };
  });
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: 'Sign in with Facebook' }).click();
  await expect(dialog.getByText('We could not verify your Facebook sign-in. Please try again.')).toBeVisible();

  cancel = true;
  await dialog.getByRole('button', { name: 'Sign in with Facebook' }).click();
  await expect(dialog.getByText('Internal server error')).toBeVisible();
  await signedOut(page);
});
