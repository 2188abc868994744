import type { Server } from 'node:http';

// Stopping without dropping anyone (ARCHITECTURE.md "Growing past one machine": SIGTERM drains
// in-flight requests), for the origin and the web server alike. The listening socket closes at
// once, so new connections are refused and the load balancer moves on; requests already in
// flight are answered; a keep-alive connection is closed as soon as it has no request in flight
// (Node closes idle ones only when close() is called, not those that go idle later); whatever is
// still open after the grace period is cut.

/** How long requests in flight may take to finish once a server is asked to stop. */
export const DRAIN_GRACE_MS = 10_000;
const SWEEP_MS = 100;

/**
 * Runs `close` (which must stop `server` listening and resolve once every connection has ended)
 * while sweeping idle connections; after `graceMs` the remaining connections are cut.
 * Answers whether every request finished in time.
 */
export async function drainHttpServer(server: Server, close: () => Promise<void>, graceMs = DRAIN_GRACE_MS): Promise<boolean> {
  let inTime = true;
  const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
  const cut = setTimeout(() => {
    inTime = false;
    server.closeAllConnections();
  }, graceMs);
  try {
    await close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
  return inTime;
}

/** Closes a plain Node HTTP server: resolves once it stopped listening and its last connection ended. */
export function closeHttpServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING' ? reject(error) : resolve()));
  });
}
