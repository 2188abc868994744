import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { findChromium } from '../lib/chromium';

// The installable app and offline (issue 16; spec 000 §4): a manifest with icons, a service
// worker at /service-worker.js that controls the site, Chromium's own installability check, and
// the app shell for a page that cannot load offline.

test('Chromium finds Chalchitra installable, and offline a new page opens the app shell', async ({ baseURL }) => {
  test.setTimeout(120_000);
  // a browser profile of its own: Chromium offers no installs in incognito, which test contexts are
  const profile = mkdtempSync(path.join(tmpdir(), 'chalchitra-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium() ?? undefined,
    baseURL,
    // the journeys block service workers (playwright.config.ts); this one is about the worker
    serviceWorkers: 'allow',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.addInitScript(() => {
    const seen = new Promise<boolean>((resolve) =>
      window.addEventListener('beforeinstallprompt', (event) => {
        event.preventDefault();
        resolve(true);
      }),
    );
    Object.assign(window, { installPrompt: seen });
  });
  await page.goto('/');

  const href = (await page.locator('link[rel="manifest"]').getAttribute('href'))!;
  const manifest = await (await page.request.get(href)).json();
  expect(manifest).toMatchObject({ name: 'Chalchitra', short_name: 'Chalchitra', display: 'standalone', scope: '/' });
  for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }

  // the service worker is installed from /service-worker.js and controls the site
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toMatch(/\/service-worker\.js$/);
  const cdp = await context.newCDPSession(page);
  await expect
    .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId), {
      timeout: 30_000,
    })
    .toEqual([]);
  // and Chromium offers to install it
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { installPrompt: Promise<boolean> }).installPrompt)).toBe(true);

  // offline, a page never visited opens the precached app shell; the API is never served from a cache
  await context.setOffline(true);
  await page.goto('/stars');
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for a connection' })).toBeVisible();
  const api = await page.evaluate(async () => {
    try {
      return (await fetch('/api/v1/common/countries')).status;
    } catch {
      return 'failed';
    }
  });
  expect(api).toBe('failed');
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});
