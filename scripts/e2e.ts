import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { NO_CHROMIUM_MESSAGE, findChromium } from '../lib/chromium';

// `npm run test:e2e`: checks for Chromium, starts from an empty e2e database, runs Playwright.
const root = path.resolve(import.meta.dirname, '..');
if (!findChromium()) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
rmSync(path.join(root, 'data', 'e2e'), { recursive: true, force: true });
const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: root,
});
process.exit(result.status ?? 1);
