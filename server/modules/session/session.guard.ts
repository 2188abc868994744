import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { profiles, users } from '../../db/schema';
import { UnauthorizedError } from '../../platform/errors';
import { hashToken } from '../../platform/tokens';
import { readAuthCookie } from './session.cookies';
import type { SessionRepository } from './session.repository';
import { browserName } from './browser-name';
import { serverCountryOf } from './request-country';

// Every secured origin route resolves the session itself (ARCHITECTURE.md "Identity and access"):
// the auth_token cookie, or an `Authorization: Bearer` header for native clients. A route is
// secured when its schema names the authToken security scheme: the same marker puts the lock in
// the OpenAPI document and checks the session on request, before the body is even parsed, so a
// visitor gets 401 whatever they send.

export type SessionUser = typeof users.$inferSelect;
export type SessionProfile = typeof profiles.$inferSelect;
export interface RequestSession {
  sessionId: string;
  createdAt: Date;
  user: SessionUser;
  /** Who is watching: the profile the session chose, else the account's primary profile. */
  profile: SessionProfile;
  /** Whether the session chose its profile ("Who's watching?" comes first when not, issue 49). */
  profileChosen: boolean;
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, resolved once per request; null for a visitor. */
    getSession(): Promise<RequestSession | null>;
  }
}

/** A native client's Bearer token (a TV's device session), else the browser's auth cookie. */
export function readAuthToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7);
  return readAuthCookie(request);
}

/** A session's last use is written at most this often. */
const SEEN_EVERY_MS = 60_000;

/** The caller's live session, or 401. */
export async function requireSession(request: FastifyRequest): Promise<RequestSession> {
  const session = await request.getSession();
  if (!session) throw new UnauthorizedError();
  return session;
}

/** Secured: the schema names a security requirement and none of its alternatives is empty (optional). */
export function isSecured(schema: unknown): boolean {
  const security = (schema as { security?: Array<Record<string, unknown>> } | undefined)?.security;
  return Array.isArray(security) && security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
}

export const sessionGuard = fp(
  async (app: FastifyInstance, { repository }: { repository: SessionRepository }) => {
    /** The device list's last seen, place and browser name; a failure only loses that. */
    async function recordUse(request: FastifyRequest, row: { sessionId: string; name: string | null }): Promise<void> {
      try {
        await repository.touch(row.sessionId, {
          at: new Date(),
          country: await serverCountryOf(request),
          name: row.name ? undefined : browserName(request.headers['user-agent']),
        });
      } catch (error) {
        request.log.warn({ err: error }, 'session use not recorded');
      }
    }
    const resolved = new WeakMap<FastifyRequest, Promise<RequestSession | null>>();
    app.decorateRequest('getSession', function (this: FastifyRequest) {
      let pending = resolved.get(this);
      if (!pending) {
        const token = readAuthToken(this);
        pending = token
          ? repository.findLiveSession(hashToken(token), new Date()).then((row) => {
              if (!row) return null;
              if (!row.lastSeenAt || Date.now() - row.lastSeenAt.getTime() > SEEN_EVERY_MS) void recordUse(this, row);
              const { lastSeenAt: _seen, name: _name, ...session } = row;
              return { ...session, token };
            })
          : Promise.resolve(null);
        resolved.set(this, pending);
      }
      return pending;
    });

    const sessionFirst = async (request: FastifyRequest) => {
      await requireSession(request);
    };
    app.addHook('onRoute', (route) => {
      if (!isSecured(route.schema)) return;
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [...own, sessionFirst];
    });
  },
  { name: 'session-guard', dependencies: ['@fastify/cookie'] },
);
