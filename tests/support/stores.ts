import type { Redis } from 'ioredis';
import { createMemoryCache, createRedisCache, type Cache } from '@/server/platform/cache';
import { connectRedis } from '@/server/platform/redis';

// The shared stores the origin runs on, for tests to run against each: in memory always, on Redis
// too when TEST_REDIS_URL is set (CI sets it). Each Redis store has a key prefix of its own.

export interface StoreEngine<T> {
  name: string;
  open: () => Promise<T>;
}

export function storeEngines<T extends { close(): Promise<void> }>(
  inMemory: () => T,
  onRedis: (redis: Redis, prefix: string) => T,
): StoreEngine<T>[] {
  const engines: StoreEngine<T>[] = [{ name: 'memory', open: async () => inMemory() }];
  const url = process.env.TEST_REDIS_URL;
  if (url) {
    engines.push({
      name: 'redis',
      open: async () => {
        const redis = await connectRedis(url);
        const prefix = `chalchitra-test-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
        return { ...onRedis(redis, prefix), close: async () => void (await redis.quit()) };
      },
    });
  }
  return engines;
}

/** The response cache in memory and, when configured, on Redis. */
export const cacheEngines = (): StoreEngine<Cache>[] => storeEngines<Cache>(() => createMemoryCache(), createRedisCache);
