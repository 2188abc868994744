// Next.js's data cache (the shared catalogue answers of lib/api/server.ts) in memory, and with
// REDIS_URL in Redis, so that every web instance reads the answer one of them fetched and a
// catalogue change is dropped everywhere at once (revalidateTag). Kept library:
// @fortedigital/nextjs-cache-handler. Nothing is written to disk: a restarted instance, or one
// started on a freshly seeded database, never serves answers from an earlier run.
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';

/** One configuration per process, however many times Next.js asks. */
let configuration;

async function configure() {
  const memory = createLruHandler();
  const url = process.env.REDIS_URL;
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [memory] };
  const client = createClient({ url, pingInterval: 10_000 });
  client.on('error', (error) => console.warn('Web cache: Redis error', error.message));
  try {
    await client.connect();
  } catch (error) {
    // the pages still render, each instance caching for itself, until Redis answers again
    console.warn('Web cache: Redis unreachable; caching in this process', error.message);
    return { handlers: [memory] };
  }
  return { handlers: [createRedisHandler({ client, keyPrefix: 'chalchitra:web:' })] };
}

CacheHandler.onCreation(() => (configuration ??= configure()));

export default CacheHandler;
