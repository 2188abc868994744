import type { FastifyPluginAsync } from 'fastify';

// /healthz: the process answers (liveness: a restart would not help while the database is away).
// /readyz: the database answers too (readiness: the load balancer and `npm start` wait for it).
// A database that does not answer within READY_TIMEOUT_MS counts as away, so an address that
// swallows packets fails the check as quickly as a refused connection.

export const READY_TIMEOUT_MS = 2000;

export const healthRoutes: FastifyPluginAsync<{ ping: () => Promise<void>; timeoutMs?: number }> = async (
  app,
  { ping, timeoutMs = READY_TIMEOUT_MS },
) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`the database did not answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready');
      return reply.status(503).send({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
};
