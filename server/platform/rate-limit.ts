import type { Redis } from 'ioredis';
import { TooManyRequestsError } from './errors';

// Fixed-window counters for credential and code calls (ARCHITECTURE.md "Identity and access"):
// in process memory by default, in Redis when REDIS_URL is set so replicas share them.

export interface RateLimitResult { allowed: boolean; retryAfterSeconds: number }

export interface RateLimiter {
  /** Counts one hit on `key`; allowed while the window holds at most `limit` hits. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  close(): Promise<void>;
}

export class RateLimitedError extends TooManyRequestsError {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts. Please try again in ${retryAfterSeconds} seconds.`);
  }
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowSeconds) {
      const at = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= at) {
        // drop expired windows now and then so the map stays small
        if (windows.size > 10_000) for (const [k, v] of windows) if (v.resetAt <= at) windows.delete(k);
        entry = { count: 0, resetAt: at + windowSeconds * 1000 };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { allowed: entry.count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - at) / 1000)) };
    },
    async close() { windows.clear(); },
  };
}

export async function createRedisRateLimiter(url: string, prefix = 'chalchitra:rl'): Promise<RateLimiter> {
  const { Redis: RedisClient } = await import('ioredis');
  const redis: Redis = new RedisClient(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  return {
    async hit(key, limit, windowSeconds) {
      const fullKey = `${prefix}:${key}`;
      const [[, count], , [, ttl]] = (await redis.multi().incr(fullKey).expire(fullKey, windowSeconds, 'NX').ttl(fullKey).exec()) as [[null, number], [null, number], [null, number]];
      return { allowed: count <= limit, retryAfterSeconds: Math.max(1, ttl) };
    },
    async close() { await redis.quit(); },
  };
}

/** Counts a hit on every key; throws a 429 naming the longest wait when any is over its limit. */
export async function enforceLimits(limiter: RateLimiter, checks: Array<{ key: string; limit: number; windowSeconds: number }>): Promise<void> {
  const results = await Promise.all(checks.map((check) => limiter.hit(check.key, check.limit, check.windowSeconds)));
  const refused = results.filter((result) => !result.allowed);
  if (refused.length > 0) throw new RateLimitedError(Math.max(...refused.map((result) => result.retryAfterSeconds)));
}
