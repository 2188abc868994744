import { expect, test } from '@playwright/test';
import { openAccountMenu, freshMobile, register } from './support/accounts';

// Contact us (issue 16): from the footer a visitor writes to support and gets a reference by
// e-mail; a signed-in user reaches it from the account menu, prefilled.

test('a visitor writes to support from the footer and gets a reference by e-mail', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  const email = `viewer.${Date.now()}@example.com`;
  await page.getByLabel('E-mail for our reply').fill(email);
  await page.getByLabel('Topic').selectOption({ label: 'Playing a title' });
  await page.getByLabel('How can we help?').fill('The film stops after ten minutes on my phone.');
  await page.getByRole('button', { name: 'Send' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Thank you. Your reference is' });
  await expect(status).toBeVisible({ timeout: 30_000 });
  const reference = (await status.textContent())!.match(/CH-[0-9A-F]{8}/)![0];
  const outbox = await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  expect(outbox.data[0].subject).toBe(`We have your message (${reference})`);
});

test('a signed-in user opens it from the account menu, with the form prefilled', async ({ page }) => {
  await register(page, freshMobile(), 'a long passphrase 9');
  await openAccountMenu(page);
  await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByLabel('Your name')).toBeVisible();
});
