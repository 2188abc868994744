import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Outbox } from '../../platform/messages';

// The development outbox (ARCHITECTURE.md "Third parties"): registered only outside production
// and only when codes go to the outbox, so a tester can read the code sent to any address.

export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: Outbox }> = async (app, { outbox }) => {
  // GET /api/dev/outbox – messages in the development outbox, newest first
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['development'],
        description: 'Development only: not registered when NODE_ENV is production or MAIL_TRANSPORT is smtp.',
        querystring: z.object({ to: z.string().max(256).optional() }),
        response: {
          200: z.object({
            status: z.literal('success'),
            data: z.array(
              z.object({
                id: z.string(),
                channel: z.enum(['email', 'sms']),
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                created_at: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'success' as const, data: await outbox.list(request.query.to) };
    },
  );
};
