import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyRequestsError } from './errors';
import { text } from './texts';

// Fixed-window counters for credential, code and payment calls (ARCHITECTURE.md "Identity and
// access"), on the kept library rate-limiter-flexible: in process memory by default, in Redis when
// REDIS_URL is set so replicas share them. The services name their own keys (per IP, per
// normalised identifier, per user), which a route-level limiter could not see.

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit on `key`; allowed while the window holds at most `limit` hits. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Forgets the hits on `key` (a counter of the same limit and window). */
  reset(key: string, limit: number, windowSeconds: number): Promise<void>;
  close(): Promise<void>;
}

export class RateLimitedError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(text('errors.common.tryAgainIn', { seconds: retryAfterSeconds }), undefined, retryAfterSeconds);
  }
}

function createLimiter(make: (points: number, duration: number) => RateLimiterAbstract, close: () => Promise<void>): RateLimiter {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterOf = (limit: number, windowSeconds: number) => {
    const shape = `${limit}:${windowSeconds}`;
    let limiter = limiters.get(shape);
    if (!limiter) limiters.set(shape, (limiter = make(limit, windowSeconds)));
    return limiter;
  };
  return {
    async hit(key, limit, windowSeconds) {
      const limiter = limiterOf(limit, windowSeconds);
      try {
        const result = await limiter.consume(key);
        return { allowed: true, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
    async reset(key, limit, windowSeconds) {
      await limiterOf(limit, windowSeconds).delete(key);
    },
    close,
  };
}

export function createMemoryRateLimiter(): RateLimiter {
  return createLimiter(
    (points, duration) => new RateLimiterMemory({ points, duration }),
    async () => {},
  );
}

/** Counters in Redis on a connection the caller owns (the origin's one Redis client). */
export function createRedisRateLimiter(redis: Redis, prefix = 'chalchitra:rl'): RateLimiter {
  return createLimiter(
    (points, duration) => new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:${points}:${duration}`, points, duration }),
    async () => {},
  );
}

/** Counts a hit on every key; throws a 429 naming the longest wait when any is over its limit. */
export async function enforceLimits(
  limiter: RateLimiter,
  checks: Array<{ key: string; limit: number; windowSeconds: number }>,
): Promise<void> {
  const results = await Promise.all(checks.map((check) => limiter.hit(check.key, check.limit, check.windowSeconds)));
  const refused = results.filter((result) => !result.allowed);
  if (refused.length > 0) throw new RateLimitedError(Math.max(...refused.map((result) => result.retryAfterSeconds)));
}
