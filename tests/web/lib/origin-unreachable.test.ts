// @vitest-environment node
import { createServer } from 'node:net';
import { isOriginDown, originGet, OriginError, OriginUnreachableError } from '@/lib/api/server';

// An origin that cannot be reached is not an empty answer: server components get an
// OriginUnreachableError (and isOriginDown says so), so a page rendered without the origin's
// data can be told apart from a complete one and never cached as such.

vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined, toString: () => '' }),
}));
vi.mock('@/lib/env', async () => {
  // a port nothing listens on: taken, then freed
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
  return { webEnv: { ORIGIN_URL: `http://127.0.0.1:${port}` } };
});

describe('originGet when the origin is away', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('throws OriginUnreachableError naming the call when the connection is refused', async () => {
    const failure = await originGet('/api/v2/v1/catalog/menu', { query: { type: 'MOVIE' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OriginUnreachableError);
    expect((failure as Error).message).toBe('The origin could not be reached for /api/v2/v1/catalog/menu');
    expect(((failure as Error).cause as Error & { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
    expect(isOriginDown(failure)).toBe(true);
  });

  it.each([
    [503, true],
    [500, true],
    [404, false],
    [401, false],
  ])('an answer %i counts as the origin being away: %s', async (status, down) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'x' }, { status })),
    );
    const failure = await originGet('/api/v2/v1/catalog/menu').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OriginError);
    expect(isOriginDown(failure)).toBe(down);
  });

  it('a timed-out call is unreachable too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))),
    );
    const failure = await originGet('/api/v2/catalog/tv/providers').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OriginUnreachableError);
    expect(isOriginDown(failure)).toBe(true);
  });
});
