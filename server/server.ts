import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './platform/config';
import { openDatabase, type Database } from './platform/db';
import { DRAIN_GRACE_MS, drainHttpServer } from '../runtime/drain';
import { buildApp } from './app';

// Starts the origin: config, database, app, listen; on SIGINT and SIGTERM it drains and closes.

/**
 * Stops the origin without dropping a request: it stops listening (new connections are refused,
 * a request arriving on an open connection gets 503 with Connection: close), answers the requests
 * in flight (cut after `graceMs`), then the app's onClose hooks close the job queue (letting a
 * running job finish), the cache and Redis, and last the database.
 */
export async function stopOrigin(app: FastifyInstance, database: Database, graceMs = DRAIN_GRACE_MS): Promise<void> {
  try {
    if (!(await drainHttpServer(app.server, () => app.close(), graceMs)))
      app.log.warn({ graceMs }, 'requests still in flight after the grace period were cut');
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.resolve(config.rootDir, config.PGLITE_DIR) });
  const app = await buildApp({ config, database });
  app.server.keepAliveTimeout = 65_000;
  app.server.requestTimeout = 120_000;

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: draining the requests in flight');
    try {
      await stopOrigin(app, database);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'the origin did not close cleanly');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  try {
    await app.listen({ host: config.ORIGIN_HOST, port: config.ORIGIN_PORT });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`Port ${config.ORIGIN_PORT} is taken: stop what uses it or set ORIGIN_PORT to another port.`);
      await database.close();
      process.exit(1);
    }
    throw error;
  }
}

if (process.argv[1] === import.meta.filename)
  main().catch((error: unknown) => {
    console.error(`The origin could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
