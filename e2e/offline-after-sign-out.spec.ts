import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { findChromium } from '../lib/chromium';
import { freshMobile, logOut, register } from './support/accounts';

// The service worker keeps nothing personal (issue 46): a member's /account, visited while the
// worker controls the site, is not stored, and a sign-out empties the worker's caches of the
// visit. Offline afterwards, /account opens the app shell, with no trace of the account in it.

test('offline after signing out, /account shows the app shell and nothing of the account', async ({ baseURL }) => {
  test.setTimeout(180_000);
  // a profile of its own with the service worker allowed (the journeys block it: playwright.config.ts)
  const profile = mkdtempSync(path.join(tmpdir(), 'chalchitra-offline-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium() ?? undefined,
    baseURL,
    serviceWorkers: 'allow',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const mobile = freshMobile();
    await register(page, mobile, 'an offline passphrase');
    const name = `Meera${mobile.slice(-4)}`;
    const named = await page.request.put('/api/v2/secured/user/profile', { data: { firstname: name, lastname: 'Offline' } });
    expect(named.status()).toBe(200);

    // the worker installs once the page has been quiet, then controls the site
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active)), { timeout: 60_000 })
      .toBe(true);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // /account, through the worker, shows who is signed in
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    await expect(page.locator('body')).toContainText(mobile);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();

    await logOut(page);
    const cached = await page.evaluate(async () => {
      const texts: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) if (new URL(request.url).pathname === '/account') texts.push(name);
      }
      return texts;
    });
    expect(cached).toEqual([]);

    // offline: the app shell, and nothing of the account
    await context.setOffline(true);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Waiting for a connection' })).toBeVisible();
    const html = await page.content();
    expect(html).not.toContain(mobile);
    expect(html).not.toContain(name);
    // downloaded titles are still offered offline
    await page.goto('/downloads');
    await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
