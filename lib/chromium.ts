import { existsSync } from 'node:fs';

// Where the end-to-end tests find Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium(env: Record<string, string | undefined> = process.env): string | null {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found for the end-to-end tests: install it with `sudo apt-get install chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary.';
