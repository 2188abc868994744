import type { Cache } from '@/server/platform/cache';
import { cacheEngines } from '../../support/stores';

// The response cache: in memory always, on Redis too when TEST_REDIS_URL is set (CI sets it).
const engines = cacheEngines();

describe.each(engines)('cache on $name', ({ open }) => {
  let cache: Cache;
  beforeAll(async () => {
    cache = await open();
  });
  afterAll(async () => {
    await cache.close();
  });

  it('loads once and then answers from the cache', async () => {
    const load = vi.fn(async () => ({ rows: [1, 2, 3] }));
    expect(await cache.wrap('catalogue', 'rows', 60, load)).toEqual({ rows: [1, 2, 3] });
    expect(await cache.wrap('catalogue', 'rows', 60, load)).toEqual({ rows: [1, 2, 3] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops a whole namespace on invalidate, and only that namespace', async () => {
    let version = 1;
    const load = vi.fn(async () => ({ version }));
    const other = vi.fn(async () => 'kept');
    await cache.wrap('catalogue', 'menu', 60, load);
    await cache.wrap('other', 'key', 60, other);
    version = 2;
    await cache.invalidate('catalogue');
    expect(await cache.wrap('catalogue', 'menu', 60, load)).toEqual({ version: 2 });
    expect(await cache.wrap('other', 'key', 60, other)).toBe('kept');
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    await expect(
      cache.wrap('catalogue', 'failing', 60, async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.wrap('catalogue', 'failing', 60, async () => 'recovered')).toBe('recovered');
  });
});
