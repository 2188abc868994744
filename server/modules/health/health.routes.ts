import type { FastifyPluginAsync } from 'fastify';

// /healthz: the process answers. /readyz: the database (and cache) answer too.
export const healthRoutes: FastifyPluginAsync<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'not ready');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
};
