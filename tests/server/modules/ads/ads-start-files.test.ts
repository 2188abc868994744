import type { MediaFiles } from '@/server/modules/media/media.files';
import { rememberedAdStartFiles, START_FILES_KEPT_MS } from '@/server/modules/ads/ads.start-files';

// The files an ad's first frame needs, as the VAST names them: read from the ad's own playlists,
// and remembered for a minute so that a playback's VMAP does not read them again.

const PLAYLISTS: Record<string, string> = {
  'video/set-2/master.m3u8': [
    '#EXTM3U',
    '#EXT-X-STREAM-INF:BANDWIDTH=335392,RESOLUTION=1280x720',
    'hd/index.m3u8',
    '#EXT-X-STREAM-INF:BANDWIDTH=126336,RESOLUTION=256x144',
    'low/index.m3u8',
  ].join('\n'),
  'video/set-2/low/index.m3u8': ['#EXTM3U', '#EXT-X-MAP:URI="init.mp4"', '#EXTINF:4.0,', 'seg-000.m4s', '#EXTINF:4.0,', 'seg-001.m4s'].join(
    '\n',
  ),
};

function mediaFiles() {
  const reads: string[] = [];
  const files = {
    resolve: async (key: string) => (key in PLAYLISTS ? { key } : null),
    text: async ({ key }: { key: string }) => {
      reads.push(key);
      return PLAYLISTS[key];
    },
  } as unknown as MediaFiles;
  return { files, reads };
}

describe("an ad's start files", () => {
  it("are the lowest rung's playlist, its init segment and first segment, relative to the master", async () => {
    const { files } = mediaFiles();
    expect(await rememberedAdStartFiles(files)('video/set-2')).toEqual(['low/index.m3u8', 'low/init.mp4', 'low/seg-000.m4s']);
  });

  it('are none when the media cannot be found', async () => {
    const { files } = mediaFiles();
    expect(await rememberedAdStartFiles(files)('video/missing')).toEqual([]);
  });

  it('are read once a minute, not at every playback', async () => {
    const { files, reads } = mediaFiles();
    let now = 1_000_000;
    const startFiles = rememberedAdStartFiles(files, () => now);
    await startFiles('video/set-2');
    await startFiles('video/set-2');
    expect(reads).toHaveLength(2);
    now += START_FILES_KEPT_MS + 1;
    await startFiles('video/set-2');
    expect(reads).toHaveLength(4);
  });
});
