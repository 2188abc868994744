import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashToken } from '../../platform/media-signing';
import { UnauthorizedError } from '../../platform/errors';
import type { users } from '../../db/schema';
import type { AuthRepository } from './auth.repository';
import { readAuthCookie } from './auth.cookies';

// Every secured origin route resolves the session itself (ARCHITECTURE.md "Identity and access"):
// the auth_token cookie, or an `Authorization: Bearer` header for native clients.

export type SessionUser = typeof users.$inferSelect;
export interface RequestSession { sessionId: string; createdAt: Date; user: SessionUser; token: string }

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, resolved once per request; null for a visitor. */
    getSession(): Promise<RequestSession | null>;
  }
  interface FastifyInstance {
    /** preHandler for secured routes: 401 without a live session. */
    requireSession(request: FastifyRequest): Promise<void>;
  }
}

export function readAuthToken(request: FastifyRequest): string | undefined {
  const cookie = readAuthCookie(request);
  if (cookie) return cookie;
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

export const authGuard = fp(async (app: FastifyInstance, options: { repository: AuthRepository }) => {
  const cache = new WeakMap<FastifyRequest, Promise<RequestSession | null>>();
  app.decorateRequest('getSession', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const token = readAuthToken(this);
      pending = token
        ? options.repository.findLiveSession(hashToken(token), new Date()).then((row) => (row ? { ...row, token } : null))
        : Promise.resolve(null);
      cache.set(this, pending);
    }
    return pending;
  });
  app.decorate('requireSession', async (request: FastifyRequest) => {
    if (!(await request.getSession())) throw new UnauthorizedError();
  });
}, { name: 'auth-guard' });
