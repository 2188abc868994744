import { hlsJsCanPlay } from '@/lib/media-source';

// The play call asks for a lasting media grant only where the browser must play HLS itself.

const get = vi.fn();
vi.mock('@/lib/api/lazy-client', () => ({ get, post: vi.fn(), put: vi.fn(), del: vi.fn() }));

const supporting = (types: string[]) => ({ isTypeSupported: (type: string) => types.includes(type) });
const H264_AAC = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

describe('hls.js support, read without hls.js', () => {
  it.each([
    ['Media Source Extensions', { MediaSource: supporting([H264_AAC]) }, true],
    ["Apple's Managed Media Source (iOS 17.1 and later)", { ManagedMediaSource: supporting([H264_AAC]) }, true],
    ['no Media Source (an older iPhone)', {}, false],
    ['a Media Source without H.264 and AAC', { MediaSource: supporting([]) }, false],
  ])('%s: %s', (_name, scope, expected) => {
    expect(hlsJsCanPlay(scope)).toBe(expected);
  });
});

describe('the play call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a lasting grant where the browser plays HLS itself, and a renewed one where hls.js plays', async () => {
    const { fetchProfiles } = await import('@/lib/api/playback-client');
    vi.stubGlobal('MediaSource', undefined);
    await fetchProfiles(7, { nextContent: true });
    expect(get.mock.calls.at(-1)![1].params).toMatchObject({ hls: 'native', next_content: true });
    vi.stubGlobal('MediaSource', supporting([H264_AAC]));
    await fetchProfiles(7, { nextContent: true });
    expect(get.mock.calls.at(-1)![1].params).not.toHaveProperty('hls');
  });
});
