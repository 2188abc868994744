import { vastDocument, vmapDocument } from '@/server/modules/ads/ads.documents';
import { HOUSE_ADS } from '@/server/modules/ads/house-ads';

const fetchProfiles = vi.fn();
const fetchAdSchedule = vi.fn();
vi.mock('@/lib/api/playback-client', () => ({ fetchProfiles, fetchAdSchedule }));

/** hls.js as the player configures it: the config it was given, and what its network loader asked for. */
const { hlsInstances, networkLoads } = vi.hoisted(() => ({
  hlsInstances: [] as Array<{ config: Record<string, unknown>; source?: string }>,
  networkLoads: [] as string[],
}));
vi.mock('hls.js', () => {
  class NetworkLoader {
    context: unknown = null;
    stats = { loading: { start: 0, first: 0, end: 0 }, loaded: 0, total: 0, bwEstimate: 0 };
    load(context: { url: string }) {
      networkLoads.push(context.url);
    }
    abort() {}
    destroy() {}
  }
  class FakeHls {
    static DefaultConfig = { loader: NetworkLoader };
    static Events = {};
    static ErrorTypes = {};
    static isSupported = () => true;
    source?: string;
    constructor(public config: Record<string, unknown>) {
      hlsInstances.push(this);
    }
    on() {}
    once() {}
    loadSource(url: string) {
      this.source = url;
    }
    attachMedia() {}
  }
  return { default: FakeHls };
});

const { firstSegments, lowestRung, preparePlay, takePreparedPlay, takePrefetchedFile, PREPARED_FOR_MS } =
  await import('@/components/player/play-prefetch');
const { attachStream } = await import('@/components/player/attach-stream');

const origin = window.location.origin;
const adFolder = `${origin}/media/s/ad-token/video/set-2`;
const otherAdFolder = `${origin}/media/s/other-ad-token/video/set-3`;
const showFolder = `${origin}/media/s/show-token/video/set-1`;
// rungs listed out of order: hls.js sorts them and starts on the lowest (startLevel 0)
const MASTER = [
  '#EXTM3U',
  '#EXT-X-STREAM-INF:BANDWIDTH=335392,RESOLUTION=1280x720',
  'hd/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=126336,RESOLUTION=256x144',
  'low/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=222968,RESOLUTION=640x360',
  'high/index.m3u8',
].join('\n');
const RUNG = ['#EXTM3U', '#EXT-X-TARGETDURATION:4', '#EXTINF:4.0,', 'seg-000.ts', '#EXTINF:4.0,', 'seg-001.ts', '#EXT-X-ENDLIST'].join(
  '\n',
);

function profiles(contentId: number) {
  return { content_id: contentId, profiles: { ADAPTIVE: [{ url: `/media/s/show-token/video/set-1/master.m3u8` }] } };
}
function scheduleWithPreroll(folder = adFolder, startFiles: string[] = []) {
  const vast = vastDocument({
    ad: HOUSE_ADS[0],
    mediaUrl: `${folder}/master.m3u8`,
    track: (event) => `${origin}/track?event=${event}`,
    startFiles: startFiles.map((file) => `${folder}/${file}`),
  });
  return vmapDocument([{ offsetSeconds: 0, slot: 0, vast }]);
}

/** The media the browser was asked for, by URL. */
const network = vi.fn(async (url: string, _init?: RequestInit) => {
  const body = url.endsWith('master.m3u8') ? MASTER : url.endsWith('index.m3u8') ? RUNG : `bytes of ${url}`;
  return new Response(body, { status: 200 });
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.stubGlobal('fetch', network);
  network.mockClear();
  fetchProfiles.mockReset().mockImplementation(async (contentId: number) => profiles(contentId));
  fetchAdSchedule.mockReset().mockResolvedValue(vmapDocument([]));
});

describe('the rung and files a first frame needs', () => {
  it('starts on the lowest resolution, as hls.js does', () => {
    expect(lowestRung(MASTER, `${adFolder}/master.m3u8`)).toBe(`${adFolder}/low/index.m3u8`);
  });

  it('needs the init segment (fMP4) and the first segment of the rung', () => {
    expect(firstSegments(RUNG, `${adFolder}/low/index.m3u8`)).toEqual([`${adFolder}/low/seg-000.ts`]);
    expect(firstSegments(`#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:4,\nseg-0.m4s\nseg-1.m4s`, `${adFolder}/low/index.m3u8`)).toEqual([
      `${adFolder}/low/init.mp4`,
      `${adFolder}/low/seg-0.m4s`,
    ]);
  });
});

describe('a play prepared before Play is pressed', () => {
  it("gives the player the visitor's play URLs and ad schedule, once", async () => {
    fetchAdSchedule.mockResolvedValue(scheduleWithPreroll(otherAdFolder));
    preparePlay(101, null, { ads: true });
    preparePlay(101, null, { ads: true });
    expect(fetchProfiles).toHaveBeenCalledTimes(1);
    expect(fetchAdSchedule).toHaveBeenCalledTimes(1);

    const play = takePreparedPlay(101, null);
    expect(await play?.stream).toEqual(profiles(101));
    expect((await play?.schedule)?.[0]).toMatchObject({ offsetSeconds: 0 });
    // a second Play asks afresh
    expect(takePreparedPlay(101, null)).toBeNull();
  });

  it("fetches the pre-roll's master, its lowest rung and first segment once, for the player to take", async () => {
    fetchAdSchedule.mockResolvedValue(scheduleWithPreroll());
    preparePlay(102, null, { ads: true });
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(3));
    expect(network.mock.calls.map(([url]) => url)).toEqual([
      `${adFolder}/master.m3u8`,
      `${adFolder}/low/index.m3u8`,
      `${adFolder}/low/seg-000.ts`,
    ]);
    expect(network.mock.calls[0][1]).toEqual({ credentials: 'include' });

    const master = await takePrefetchedFile(`${adFolder}/master.m3u8`);
    expect(new TextDecoder().decode(master?.bytes)).toBe(MASTER);
    const segment = await takePrefetchedFile(`${adFolder}/low/seg-000.ts`);
    expect(new TextDecoder().decode(segment?.bytes)).toBe(`bytes of ${adFolder}/low/seg-000.ts`);
    // taken once: hls.js asks the network for anything more
    expect(takePrefetchedFile(`${adFolder}/master.m3u8`)).toBeNull();
    expect(takePrefetchedFile(`${adFolder}/hd/index.m3u8`)).toBeNull();
  });

  it('asks for the master and the first files the VAST names all at once, without waiting for the playlists', async () => {
    const folder = `${origin}/media/s/named-token/video/set-2`;
    fetchAdSchedule.mockResolvedValue(scheduleWithPreroll(folder, ['low/index.m3u8', 'low/seg-000.ts']));
    // the master has not answered yet
    network.mockImplementationOnce(() => new Promise(() => undefined));
    preparePlay(111, null, { ads: true });
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(3));
    expect(network.mock.calls.map(([url]) => url)).toEqual([
      `${folder}/master.m3u8`,
      `${folder}/low/index.m3u8`,
      `${folder}/low/seg-000.ts`,
    ]);
    expect(new TextDecoder().decode((await takePrefetchedFile(`${folder}/low/index.m3u8`))?.bytes)).toBe(RUNG);
    expect(takePrefetchedFile(`${folder}/master.m3u8`)).not.toBeNull();
  });

  it('has the rung on its way by the time the master is handed over, so it is never asked for twice', async () => {
    const folder = `${origin}/media/s/third-token/video/set-4`;
    fetchAdSchedule.mockResolvedValue(scheduleWithPreroll(folder));
    let answer = (_response: Response) => undefined as void;
    network.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    preparePlay(103, null, { ads: true });
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(1));
    // hls.js asks for the master while it is still on its way
    const master = takePrefetchedFile(`${folder}/master.m3u8`);
    expect(master).not.toBeNull();
    answer(new Response(MASTER));
    await master;
    expect(takePrefetchedFile(`${folder}/low/index.m3u8`)).not.toBeNull();
    expect(network).toHaveBeenCalledTimes(2);
  });

  it("fetches the programme's first frame when there is no pre-roll", async () => {
    preparePlay(104, null, { ads: false });
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(3));
    expect(network.mock.calls.map(([url]) => url)).toEqual([
      `${showFolder}/master.m3u8`,
      `${showFolder}/low/index.m3u8`,
      `${showFolder}/low/seg-000.ts`,
    ]);
  });

  it("never asks a signed-in viewer's play URLs ahead (that would take one of the plan's screens)", async () => {
    preparePlay(105, 'user-1', { ads: false });
    await settle();
    expect(fetchProfiles).not.toHaveBeenCalled();
    expect(fetchAdSchedule).toHaveBeenCalledTimes(1);
    expect(takePreparedPlay(105, 'user-1')?.stream).toBeNull();
  });

  it('is not given to another viewer, nor after it went stale', async () => {
    preparePlay(106, null, { ads: false });
    expect(takePreparedPlay(106, 'user-1')).toBeNull();
    const at = Date.now();
    preparePlay(107, null, { ads: false }, at);
    expect(takePreparedPlay(107, null, at + PREPARED_FOR_MS)).toBeNull();
  });

  it('asks again for play URLs that got no answer, and keeps a refusal', async () => {
    fetchProfiles.mockRejectedValueOnce(Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' }));
    preparePlay(108, null, { ads: false });
    expect(await takePreparedPlay(108, null)?.stream).toEqual(profiles(108));
    expect(fetchProfiles).toHaveBeenCalledTimes(2);

    const refusal = Object.assign(new Error('Request failed with status code 403'), { response: { status: 403 } });
    fetchProfiles.mockRejectedValueOnce(refusal);
    preparePlay(109, null, { ads: false });
    await expect(takePreparedPlay(109, null)?.stream).rejects.toBe(refusal);
    expect(fetchProfiles).toHaveBeenCalledTimes(3);
  });
});

describe('hls.js in the player', () => {
  type Loader = new (config: unknown) => {
    load(context: object, config: object, callbacks: { onSuccess: (response: { url: string; data: unknown }) => void }): void;
  };
  const load = (loader: Loader, url: string, responseType: 'text' | 'arraybuffer') =>
    new Promise<{ url: string; data: unknown }>((resolve) => new loader({}).load({ url, responseType }, {}, { onSuccess: resolve }));

  it('starts on the lowest rung, capped to the player, and takes the prepared first frame instead of asking again', async () => {
    const folder = `${origin}/media/s/hls-token/video/set-3`;
    fetchAdSchedule.mockResolvedValue(scheduleWithPreroll(folder));
    preparePlay(110, null, { ads: true });
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(3));

    await attachStream(document.createElement('video'), `${folder}/master.m3u8`, [], () => undefined);
    const hls = hlsInstances.at(-1);
    expect(hls?.config).toMatchObject({ startLevel: 0, capLevelToPlayerSize: true });
    expect(hls?.source).toBe(`${folder}/master.m3u8`);

    const loader = hls?.config.loader as Loader;
    expect((await load(loader, `${folder}/master.m3u8`, 'text')).data).toBe(MASTER);
    expect((await load(loader, `${folder}/low/index.m3u8`, 'text')).data).toBe(RUNG);
    const segment = await load(loader, `${folder}/low/seg-000.ts`, 'arraybuffer');
    expect(new TextDecoder().decode(segment.data as ArrayBuffer)).toBe(`bytes of ${folder}/low/seg-000.ts`);
    expect(networkLoads).toEqual([]);

    // the next segment, and a file asked for again, come from the network
    void load(loader, `${folder}/low/seg-001.ts`, 'arraybuffer');
    void load(loader, `${folder}/master.m3u8`, 'text');
    expect(networkLoads).toEqual([`${folder}/low/seg-001.ts`, `${folder}/master.m3u8`]);
    expect(network).toHaveBeenCalledTimes(3);
  });
});
