import { expect, test, type BrowserContext } from '@playwright/test';
import { freshMobile, openAccountMenu, register } from './support/accounts';

// Gift Premium (spec 001 §9 gift link): a signed-in user buys a plan for someone else through the
// sandbox card checkout and gets a single-use code; the recipient redeems it and becomes premium,
// while the buyer's own plan stays as it was.

const planCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'plan')?.value;

test('a user gifts Premium by card and the recipient redeems the code once', async ({ browser }) => {
  test.setTimeout(240_000);
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await register(buyer, freshMobile(), 'a long passphrase 9');

  // the gift link on the account page
  await buyer.goto('/account');
  await buyer.getByTestId('active-product').getByRole('link', { name: 'Gift Premium' }).click();
  await expect(buyer).toHaveURL(/\/gift\?cc=IN&pr=1000003&op=preparation&ls=account$/);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Gift Premium' })).toBeVisible();
  await expect(buyer.getByRole('radio', { name: /Premium Monthly/ })).toBeChecked();
  await expect(buyer.getByTestId('plan-1000016')).toContainText('Plus Monthly');
  await buyer.getByLabel('Recipient’s name (optional)').fill('Asha');
  await buyer.getByLabel('Message (optional)').fill('Happy birthday!');
  await buyer.getByRole('button', { name: 'Continue' }).click();

  // the payment step: the full price, then the same card checkout as a purchase
  await expect(buyer).toHaveURL(/\/gift\?op=payment&cc=IN&ls=account&pr=1000003&to=Asha&msg=/);
  await expect(buyer.getByRole('heading', { name: 'Your gift: Premium Monthly' })).toBeVisible();
  await expect(buyer.getByTestId('price-total')).toHaveText('₹99');
  await buyer.getByRole('button', { name: 'Pay ₹99' }).click();
  await expect(buyer.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  await buyer.getByRole('button', { name: 'Pay ₹99.00' }).click();

  // back on the gift page with the code and the recipient's link
  await expect(buyer).toHaveURL(/\/gift\?op=result&vid=/);
  await expect(buyer.getByRole('heading', { name: 'Your gift is ready' })).toBeVisible();
  await expect(buyer.getByText('Payment successful')).toBeVisible();
  const code = (await buyer.getByTestId('gift-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^GIFT[A-Z2-9]{10}$/);
  await expect(buyer.getByLabel('Link for the recipient')).toHaveValue(new RegExp(`/purchase\\?src=en&pr=1000003&vou=${code}$`));
  await expect(buyer.getByRole('button', { name: 'Copy code' })).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Copy link' })).toBeVisible();
  // the buyer's own plan did not change
  await expect.poll(() => planCookie(buyerContext)).toBe('basic');
  await expect(buyer.getByRole('banner').getByRole('link', { name: 'Upgrade' })).toBeVisible();

  // the recipient redeems the code from the account menu and becomes premium
  const recipientContext = await browser.newContext();
  const recipient = await recipientContext.newPage();
  await register(recipient, freshMobile(), 'a long passphrase 9');
  await openAccountMenu(recipient);
  await recipient.getByRole('link', { name: 'Redeem promo code' }).click();
  const dialog = recipient.getByRole('dialog', { name: 'Redeem promo code' });
  await dialog.getByLabel('Promo code').fill(code.toLowerCase());
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog).toBeHidden();
  await expect(recipient.getByText('Your promo code has been applied.')).toBeVisible();
  await expect.poll(() => planCookie(recipientContext)).toBe('premium');
  await expect(recipient.getByTestId('active-product')).toContainText('Premium Monthly');

  // the code works once: a third user is refused with the voucher's message
  const thirdContext = await browser.newContext();
  const third = await thirdContext.newPage();
  await register(third, freshMobile(), 'a long passphrase 9');
  await openAccountMenu(third);
  await third.getByRole('link', { name: 'Redeem promo code' }).click();
  const again = third.getByRole('dialog', { name: 'Redeem promo code' });
  await again.getByLabel('Promo code').fill(code);
  await again.getByRole('button', { name: 'Redeem' }).click();
  await expect(again.getByRole('alert')).toHaveText('This promo code has been fully redeemed.');

  // the buyer sees the gift as redeemed
  await buyer.goto('/gift');
  await expect(buyer.getByTestId('gift-entry')).toContainText(`Premium Monthly for Asha · ${code} · Redeemed on`);

  await Promise.all([buyerContext.close(), recipientContext.close(), thirdContext.close()]);
});
