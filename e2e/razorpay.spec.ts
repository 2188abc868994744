import { expect, test } from '@playwright/test';
import { freshMobile, register } from './support/accounts';
import { RAZORPAY_STAND_IN, routeRazorpayCheckout, startRazorpayStandIn, type RazorpayStandIn } from './support/razorpay-stand-in';

// Paying by card through Razorpay (the second product instance, PAYMENTS_GATEWAY=razorpay, against
// a local stand-in): the origin creates the order, the page opens Standard Checkout with it, and
// Razorpay's redirect-mode return (payment id, order id, signature) lands on /thankyou as Premium.

test.use({ baseURL: `http://127.0.0.1:${RAZORPAY_STAND_IN.webPort}` });

let standIn: RazorpayStandIn;
test.beforeAll(async () => {
  standIn = await startRazorpayStandIn();
});
test.afterAll(() => standIn.close());

test('a basic user pays for Premium in Razorpay Checkout and comes back as premium', async ({ page, context }) => {
  test.setTimeout(180_000);
  await register(page, freshMobile(), 'a long passphrase 4');
  await routeRazorpayCheckout(page);

  await page.goto('/purchase');
  await expect(page.getByRole('radio', { name: /Premium Monthly/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Pay by Card' }).click();
  await page.getByRole('button', { name: 'Pay ₹99' }).click();

  // Standard Checkout opens with the order the origin created at Razorpay for the plan's price
  const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout' });
  await expect(checkout).toContainText('99.00 INR');
  const order = [...standIn.orders.values()].at(-1)!;
  expect(order).toMatchObject({ amount: 9900, currency: 'INR' });
  await checkout.getByRole('button', { name: 'Pay with test card' }).click();

  await expect(page).toHaveURL(/\/thankyou\?vid=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await expect(page.getByText('Payment successful')).toBeVisible();
  expect(order.payments).toEqual([expect.objectContaining({ status: 'captured' })]);
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'plan')?.value).toBe('premium');
});
