import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  enforceLimits,
  RateLimitedError,
  type RateLimiter,
} from '@/server/platform/rate-limit';
import { storeEngines } from '../../support/stores';

// Rate-limit counters: in memory always, on Redis too when TEST_REDIS_URL is set (CI sets it),
// so replicas share them.
const engines = storeEngines<RateLimiter>(() => createMemoryRateLimiter(), createRedisRateLimiter);

describe.each(engines)('rate limiter on $name', ({ open }) => {
  let limiter: RateLimiter;
  beforeAll(async () => {
    limiter = await open();
  });
  afterAll(async () => {
    await limiter.close();
  });

  it('allows up to the limit in a window, then says how long to wait', async () => {
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await limiter.hit('login:ip:1', 3, 60));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3].retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3].retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('throws a 429 naming the wait when any key is over its limit', async () => {
    await enforceLimits(limiter, [{ key: 'a', limit: 1, windowSeconds: 30 }]);
    const error = await enforceLimits(limiter, [
      { key: 'a', limit: 1, windowSeconds: 30 },
      { key: 'b', limit: 5, windowSeconds: 30 },
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).statusCode).toBe(429);
    expect((error as RateLimitedError).message).toMatch(/Please try again in \d+ seconds\./);
  });
});

it('opens a new window once the old one ends', async () => {
  vi.useFakeTimers();
  try {
    const limiter = createMemoryRateLimiter();
    expect((await limiter.hit('k', 1, 10)).allowed).toBe(true);
    expect((await limiter.hit('k', 1, 10)).allowed).toBe(false);
    vi.advanceTimersByTime(10_001);
    expect((await limiter.hit('k', 1, 10)).allowed).toBe(true);
  } finally {
    vi.useRealTimers();
  }
});
