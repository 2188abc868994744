// @vitest-environment node
import { cacheLife, cacheTag } from 'next/cache';
import { CATALOGUE_CACHE_SECONDS, CATALOGUE_TAG, originGet } from '@/lib/api/server';
import { BUILD_VARIANT, decodeVariant, encodeVariant } from '@/lib/render-variant';
import { rootParams } from '../../support/root-params';

// Server components' calls to the origin carry the request id the web server gave the page's
// request, so the origin's log lines name the same request. A shared catalogue call carries
// nothing of the visitor and is a cached function ('use cache'), one entry for every visitor of
// the page's country.

vi.mock('next/cache', () => ({ cacheLife: vi.fn(), cacheTag: vi.fn() }));

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
    // the page's language, for the messages the origin words (issue 50)
    expect(headers['accept-language']).toBe('en');
  });

  it("asks in the page's language: a Hindi page's calls send Accept-Language hi", async () => {
    rootParams.variant = encodeVariant({ ...decodeVariant(BUILD_VARIANT)!, locale: 'hi' });
    const fetchMock = vi.fn(async () => Response.json({ data: [] }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      await originGet('/api/v2/secured/payments/status');
    } finally {
      rootParams.variant = BUILD_VARIANT;
    }
    const [, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect((init.headers as Record<string, string>)['accept-language']).toBe('hi');
  });

  it("asks for a shared catalogue answer with the page's country alone, cached under the catalogue tag", async () => {
    rootParams.country = 'AE';
    const fetchMock = vi.fn(async () => Response.json({ data: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await originGet('/api/v2/v1/catalog/menu', { shared: true, query: { type: 'MOVIE' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit & { next?: unknown }];
    expect(new URL(url).searchParams.get('country')).toBe('AE');
    expect(init.headers).toEqual({ accept: 'application/json', 'x-platform': 'WEB', 'x-country': 'AE' });
    expect(cacheTag).toHaveBeenCalledWith(CATALOGUE_TAG);
    expect(cacheLife).toHaveBeenCalledWith(expect.objectContaining({ revalidate: CATALOGUE_CACHE_SECONDS }));
    rootParams.country = 'IN';
  });

  it.each([
    ['the origin answers 500', async () => new Response('{}', { status: 500 })],
    ['the origin refuses the connection', async () => Promise.reject(new TypeError('fetch failed'))],
  ])('fails a shared catalogue read when %s, so nothing is cached', async (_case, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    await expect(originGet('/api/v2/v1/catalog/menu', { shared: true })).rejects.toThrow();
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
