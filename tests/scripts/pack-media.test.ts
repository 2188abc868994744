import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { linkPackMedia } from '@/scripts/product';
import { PACK_DIR } from '@/server/seed/media/build-media';
import { MEDIA_SETS } from '@/server/seed/reference';
import { createMediaFiles } from '@/server/modules/media/media.files';
import { createLocalStorage } from '@/server/platform/storage';

// The short load and fault test of npm test serves the committed pack in every demo set's place
// (bench/cluster.ts --short, deploy/cluster.ts media: 'pack'), instead of encoding the whole demo
// set with ffmpeg on every fresh clone: the files are links, found in the media directory itself,
// where nginx sends them.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pack-media-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('linkPackMedia', () => {
  it('puts the pack in every set’s place, as files of the media directory, and again without harm', async () => {
    linkPackMedia(dir);
    linkPackMedia(dir);
    const files = createMediaFiles({ storage: createLocalStorage(dir), packDir: path.join(dir, 'no-pack') });
    for (let n = 1; n <= MEDIA_SETS; n += 1) {
      for (const file of [`video/set-${n}/master.m3u8`, `video/set-${n}/low/seg-000.ts`, `audio/set-${n}/index.m3u8`]) {
        const found = await files.resolve(file);
        expect(found, file).not.toBeNull();
        const kind = file.split('/')[0];
        expect(realpathSync(path.join(dir, file))).toBe(
          path.join(realpathSync(PACK_DIR), kind, 'set-1', file.split('/').slice(2).join('/')),
        );
      }
    }
    expect(readFileSync(path.join(dir, 'video/set-4/master.m3u8'), 'utf8')).toContain('#EXT-X-STREAM-INF');
  });
});
