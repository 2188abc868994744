import path from 'node:path';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db';
import { buildApp } from './app';

// Starts the origin: config, database, app, listen; closes gracefully on SIGINT and SIGTERM.

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
    app.log.info({ signal }, 'closing');
    await app.close();
    await database.close();
    process.exit(0);
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

main().catch((error: unknown) => {
  console.error(`The origin could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
