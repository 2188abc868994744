import type { Redis } from 'ioredis';

/** One connection to REDIS_URL; the origin opens one and shares it (cache, rate limits). */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  const redis: Redis = new RedisClient(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // ioredis reconnects by itself; each failed command answers its caller, who falls back or fails
  let warned = false;
  redis.on('error', (error: Error) => {
    if (!warned) console.warn(`Redis: ${error.message}; reconnecting`);
    warned = true;
  });
  redis.on('ready', () => (warned = false));
  await redis.connect();
  return redis;
}
