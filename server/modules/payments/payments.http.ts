import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setPlanCookie, type CookieSettings } from '../session/session.cookies';

// What every payments route file shares: its OpenAPI tag and lock, no shared caching of answers,
// the plan cookie that follows the plan, and the site's own address for gateway callbacks.

export interface PaymentRouteOptions<Service> {
  service: Service;
  cookies: CookieSettings;
  /** A user has just joined the free MZaalo plan (the rewards module's sign-up coins). */
  onJoinedMzaalo?: (userId: string) => Promise<unknown>;
}

export function paymentRoutes(app: FastifyInstance, cookies: CookieSettings) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  return {
    tags: ['payments'],
    security: [{ authToken: [] }],
    setPlan: (reply: FastifyReply, plan: string) => setPlanCookie(reply, cookies, plan),
    webBase: (request: FastifyRequest) => `${request.protocol}://${request.host}`,
  };
}
