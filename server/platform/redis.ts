import type { Redis } from 'ioredis';

/** One connection to REDIS_URL; the origin opens one and shares it (cache, rate limits). */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  const redis: Redis = new RedisClient(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  return redis;
}
