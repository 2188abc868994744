import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { makeSampleSource, type SampleSource } from '../tests/support/ingest-source';
import { aFreeFilm, becomePremium, downloadItem, offeredSize, openDownload } from './support/downloads';
import { E2E_ORIGIN_PORT } from './support/ports';

// An operator ingests a film (a generated 20-second 360p source with Hindi audio, a Tamil dub and
// Hindi subtitles: its own ladder of 234p and 360p, demuxed audio, subtitles); a Premium viewer
// downloads it in its lowest quality, at the size offered, and watches it with the browser
// offline: the picture of that rung, with its sound.

const run = promisify(execFile);

let work: string;
let sample: SampleSource;

// the downloads page opens offline from the service worker's app shell
test.use({ serviceWorkers: 'allow' });

test.beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'chalchitra-e2e-download-ingest-'));
  sample = await makeSampleSource(work, { seconds: 20, width: 640, height: 360 });
});
test.afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

test('an ingested film downloads in the quality chosen and plays offline', async ({ page, context }) => {
  test.setTimeout(300_000);
  await becomePremium(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // the second free film on the page: the other journeys play the first (demo media) and ingest the last
  const { href, title, contentId } = await aFreeFilm(page, 1);
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/modules/media-ingest/ingest.cli.ts',
      '--content',
      String(contentId),
      '--audio',
      `ta=${sample.tamil}`,
      '--subtitle',
      `hi=${sample.subtitles}`,
      sample.source,
    ],
    { env: { ...process.env, ORIGIN_PORT: String(E2E_ORIGIN_PORT), LOG_LEVEL: 'silent' }, timeout: 180_000 },
  );
  expect(stdout).toMatch(new RegExp(`content ${contentId}: done, playing media \\d+`));

  await page.goto(href);
  const panel = await openDownload(page, title);
  await expect(panel.getByRole('radio')).toHaveCount(2);
  await panel.getByRole('radio', { name: /234p/ }).check();
  const offered = await offeredSize(panel);
  await panel.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(panel.getByText(/^Downloaded in /)).toContainText(`234p (${offered})`, { timeout: 60_000 });
  await page.keyboard.press('Escape');

  // offline: the downloads page from the app shell, and the film from the browser's storage
  await context.setOffline(true);
  await page.goto('/downloads');
  const item = downloadItem(page, title);
  await expect(item.getByText(offered, { exact: true })).toBeVisible();
  await item.getByRole('button', { name: `Play ${title}` }).click();
  const video = page.getByTestId('offline-player');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 }).toBeGreaterThan(2);
  expect(await video.evaluate((element: HTMLVideoElement) => element.videoHeight)).toBe(234);
  expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeCloseTo(20, 0);
  // the Hindi audio came along with the picture
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement & { webkitAudioDecodedByteCount?: number }) => element.webkitAudioDecodedByteCount ?? 0),
    )
    .toBeGreaterThan(0);
});
