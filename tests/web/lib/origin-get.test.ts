// @vitest-environment node
import { originGet } from '@/lib/api/server';

// Server components' calls to the origin carry the request id the web server gave the page's
// request, so the origin's log lines name the same request.

const incoming = new Headers({ 'x-request-id': 'f3b0c2de-1111-4a2b-9c3d-0123456789ab', 'x-forwarded-for': '203.0.113.9' });
vi.mock('next/headers', () => ({
  headers: async () => incoming,
  cookies: async () => ({ get: () => undefined, toString: () => '' }),
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
});
