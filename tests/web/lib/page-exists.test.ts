// @vitest-environment node
import { pageIsMissing } from '@/lib/api/page-exists';

// proxy.ts asks the origin whether a public profile exists before its page is rendered, so an
// unknown one answers 404; anything but the origin's 404 leaves the decision to the page.

const ORIGIN = 'http://origin.test';
const answering = (status: number) => vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => new Response(null, { status }));

describe('pageIsMissing', () => {
  it("is true when the origin does not know the profile, asked with a HEAD to the profile's playlists", async () => {
    const fetchImpl = answering(404);
    expect(await pageIsMissing('/u/nobody', ORIGIN, fetchImpl)).toBe(true);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toBe(`${ORIGIN}/api/v2/user/nobody/playlists`);
    expect(init?.method).toBe('HEAD');
  });

  it('is false for a known profile, an origin in trouble or away', async () => {
    expect(await pageIsMissing('/u/asha', ORIGIN, answering(200))).toBe(false);
    expect(await pageIsMissing('/u/asha', ORIGIN, answering(503))).toBe(false);
    const away = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await pageIsMissing('/u/asha', ORIGIN, away)).toBe(false);
  });

  it('asks nothing for other pages, or for /u/null, which its page answers itself', async () => {
    const fetchImpl = answering(404);
    expect(await pageIsMissing('/movies', ORIGIN, fetchImpl)).toBe(false);
    expect(await pageIsMissing('/u/null', ORIGIN, fetchImpl)).toBe(false);
    expect(await pageIsMissing('/u/asha/extra', ORIGIN, fetchImpl)).toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
