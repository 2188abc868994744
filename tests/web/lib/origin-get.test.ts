// @vitest-environment node
import { CATALOGUE_CACHE_SECONDS, CATALOGUE_TAG, originGet } from '@/lib/api/server';

// Server components' calls to the origin carry the request id the web server gave the page's
// request, so the origin's log lines name the same request. A shared catalogue call carries
// nothing of the visitor and is kept in Next's data cache, one entry for every visitor of a country.

const incoming = new Headers({ 'x-request-id': 'f3b0c2de-1111-4a2b-9c3d-0123456789ab', 'x-forwarded-for': '203.0.113.9' });
vi.mock('next/headers', () => ({
  headers: async () => incoming,
  cookies: async () => ({
    get: (name: string) => ({ country: { value: 'DE' }, device_id: { value: 'device-1' } })[name],
    toString: () => 'auth_token=secret; country=DE; device_id=device-1',
  }),
}));

describe('originGet', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the page request's id to the origin", async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await originGet('/api/v2/catalog/content/carousel');
    const [, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(headers['x-request-id']).toBe('f3b0c2de-1111-4a2b-9c3d-0123456789ab');
    expect(headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('asks for a shared catalogue answer with the country alone, and lets the data cache keep it', async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await originGet('/api/v2/v1/catalog/menu', { shared: true, query: { type: 'MOVIE' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit & { next?: unknown }];
    expect(url.searchParams.get('country')).toBe('DE');
    expect(init.headers).toEqual({ accept: 'application/json', 'x-platform': 'WEB', 'x-country': 'DE' });
    expect(init.next).toEqual({ revalidate: CATALOGUE_CACHE_SECONDS, tags: [CATALOGUE_TAG] });
    expect(init.cache).toBeUndefined();
  });

  it("sends a visitor's own call with their cookies and device, never cached", async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await originGet('/api/v2/secured/user/profile');
    const [, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit & { next?: unknown }];
    const headers = init.headers as Record<string, string>;
    expect(headers.cookie).toBe('auth_token=secret; country=DE; device_id=device-1');
    expect(headers['x-device-id']).toBe('device-1');
    expect(init.cache).toBe('no-store');
    expect(init.next).toBeUndefined();
  });
});
