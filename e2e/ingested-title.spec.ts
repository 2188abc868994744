import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { makeSampleSource, type SampleSource } from '../tests/support/ingest-source';
import { throughPreroll } from './support/player';
import { E2E_ORIGIN_PORT } from './support/ports';

// An operator ingests a title (a generated 60-second 360p source with Hindi audio, a Tamil dub
// and Hindi subtitles) with npm run media:ingest while the product runs: the CLI sends it to the
// origin as a job and follows it. The title then plays its own media: quality and audio language
// switch, subtitles show, and the seek bar previews frames.

const run = promisify(execFile);
// the journeys' origin (playwright.config.ts)
const ORIGIN_PORT = String(E2E_ORIGIN_PORT);

let work: string;
let sample: SampleSource;

test.beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'chalchitra-e2e-ingest-'));
  sample = await makeSampleSource(work, { seconds: 60, width: 640, height: 360 });
});
test.afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

test('an ingested title plays with its own ladder, audio languages, subtitles and seek thumbnails', async ({ page }) => {
  test.setTimeout(240_000);
  // the page's Content-Security-Policy refuses nothing the player asks for (hls.js's subtitle
  // <track src="data:,WEBVTT"> elements were refused on every title with subtitles)
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  // the last free film on the page (the play-movie journey plays the first, with the demo media)
  const movieLink = page.locator('main a[href^="/movie/watch/"][data-access="free"]').last();
  const href = (await movieLink.getAttribute('href'))!;
  const assetId = Number(/\/movie\/watch\/(\d+)\//.exec(href)![1]);
  const detail = await (await page.request.get(`/api/v2/catalog/asset/${assetId}`)).json();
  const contentId = detail.data.play_content_id as number;

  // a dub named with no language is refused at once, before anything is queued or encoded
  const refused = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/modules/media-ingest/ingest.cli.ts',
      '--content',
      String(contentId),
      '--audio',
      `xx=${sample.tamil}`,
      sample.source,
    ],
    { env: { ...process.env, ORIGIN_PORT, LOG_LEVEL: 'silent' }, timeout: 60_000 },
  ).then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
  expect(refused?.code).toBe(1);
  expect(refused?.stderr).toContain(
    `content ${contentId}: the origin refused the ingest (400): The audio file dub-ta.m4a is given the language "xx", which is not a language code`,
  );

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
    { env: { ...process.env, ORIGIN_PORT, LOG_LEVEL: 'silent' }, timeout: 180_000 },
  );
  expect(stdout).toContain(`content ${contentId}: queued on the origin`);
  expect(stdout).toMatch(new RegExp(`content ${contentId}: done, playing media \\d+`));

  await page.goto(href);
  const thumbnails = page.waitForResponse((response) => /\/titles\/\d+\/thumbs\/thumbnails\.vtt$/.test(response.url()));
  await page.getByRole('button', { name: /^Play/ }).click();
  const video = page.getByTestId('video-player');
  await throughPreroll(page);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 }).toBeGreaterThan(1);
  expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeCloseTo(60, 0);
  expect((await thumbnails).status()).toBe(200);

  // quality: the title's own ladder
  const quality = page.getByLabel('Quality');
  await expect(quality.locator('option')).toHaveText(['ADAPTIVE', '360p', '234p']);
  await quality.selectOption({ label: '234p' });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoHeight), { timeout: 20_000 }).toBe(234);

  // audio language: Hindi plays first, Tamil on request
  const audio = page.getByLabel('Audio language');
  await expect(audio.locator('option')).toHaveText(['Hindi', 'Tamil']);
  await expect(audio).toHaveValue('0');
  const tamil = page.waitForResponse((response) => /\/audio-ta\/(init\.mp4|seg-\d+\.m4s)$/.test(response.url()));
  await audio.selectOption({ label: 'Tamil' });
  expect((await tamil).status()).toBe(200);

  // subtitles: off until chosen, then the Hindi cues show
  const subtitles = page.getByLabel('Subtitles');
  await expect(subtitles).toHaveValue('-1');
  await subtitles.selectOption({ label: 'Hindi' });
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 2;
  });
  await expect
    .poll(
      () =>
        video.evaluate((element: HTMLVideoElement) =>
          Array.from(element.textTracks)
            .filter((track) => track.mode === 'showing')
            .flatMap((track) => Array.from(track.activeCues ?? []).map((cue) => (cue as VTTCue).text)),
        ),
      { timeout: 20_000 },
    )
    .toContain('नमस्ते, <i>Chalchitra</i>');
  expect(await video.evaluate((element: HTMLVideoElement) => element.querySelectorAll('track').length)).toBe(0);
  expect(violations).toEqual([]);

  // seek thumbnails: hovering the seek bar previews the frame there
  const seek = page.getByRole('slider', { name: 'Seek' });
  const sprite = page.waitForResponse((response) => /\/thumbs\/sprite-001\.jpg$/.test(response.url()));
  await seek.hover();
  const preview = page.getByTestId('seek-preview');
  await expect(preview).toBeVisible();
  await expect(preview).toContainText(/^0:(29|30)$/);
  await expect(page.getByTestId('seek-thumbnail')).toHaveAttribute('style', /sprite-001\.jpg.*background-position: -(640|800)px -90px/);
  expect((await sprite).status()).toBe(200);
  await page.mouse.move(5, 5);
  await expect(preview).toBeHidden();

  // the choices are remembered for the next title
  expect(await page.evaluate(() => window.localStorage.getItem('chalchitra.player.tracks'))).toBe('{"audio":"ta","subtitles":"hi"}');
});
