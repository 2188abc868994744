import type { Redis } from 'ioredis';
import { Counter, type Registry } from 'prom-client';

/**
 * A small JSON cache for catalogue answers: in process memory by default, Redis when configured.
 * Keys carry a namespace version; `invalidate(namespace)` bumps it, so every entry of the
 * namespace is dropped at once, on every replica when Redis is shared.
 */
export interface Cache {
  wrap<T>(namespace: string, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T>;
  invalidate(namespace: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCache(maxEntries = 5000): Cache {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  const versions = new Map<string, number>();
  return {
    async wrap(namespace, key, ttlSeconds, load) {
      const fullKey = `${namespace}:${versions.get(namespace) ?? 0}:${key}`;
      const hit = entries.get(fullKey);
      if (hit && hit.expiresAt > Date.now()) return hit.value as Awaited<ReturnType<typeof load>>;
      const value = await load();
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(fullKey, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
      return value;
    },
    async invalidate(namespace) {
      versions.set(namespace, (versions.get(namespace) ?? 0) + 1);
      for (const key of entries.keys()) if (key.startsWith(`${namespace}:`)) entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}

/** A cache on a Redis connection the caller owns (and closes). */
export function createRedisCache(redis: Redis, prefix = 'chalchitra'): Cache {
  const versionKey = (namespace: string) => `${prefix}:v:${namespace}`;
  return {
    async wrap(namespace, key, ttlSeconds, load) {
      const version = (await redis.get(versionKey(namespace))) ?? '0';
      const fullKey = `${prefix}:c:${namespace}:${version}:${key}`;
      const hit = await redis.get(fullKey);
      if (hit !== null) return JSON.parse(hit);
      const value = await load();
      await redis.set(fullKey, JSON.stringify(value), 'EX', ttlSeconds);
      return value;
    },
    async invalidate(namespace) {
      await redis.incr(versionKey(namespace));
    },
    async close() {},
  };
}

/** The cache's hits and misses by namespace: the hit ratio is hits / (hits + misses). */
export function observeCache(cache: Cache, registry: Registry): Cache {
  const lookups = new Counter({
    name: 'chalchitra_cache_lookups_total',
    help: 'Answer cache lookups by namespace and result (hit or miss)',
    labelNames: ['namespace', 'result'] as const,
    registers: [registry],
  });
  return {
    ...cache,
    async wrap(namespace, key, ttlSeconds, load) {
      let missed = false;
      const value = await cache.wrap(namespace, key, ttlSeconds, () => {
        missed = true;
        return load();
      });
      lookups.inc({ namespace, result: missed ? 'miss' : 'hit' });
      return value;
    },
  };
}
