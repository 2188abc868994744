import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE, SECURE_AUTH_COOKIE } from '../../../lib/constants';

// The session cookie of ARCHITECTURE.md "Identity and access": HttpOnly, SameSite=Lax, Secure and
// __Secure- prefixed when served over HTTPS, on COOKIE_DOMAIN. A readable `plan` cookie carries
// activeUserPlan for proxy.ts's redirectIfSubscribed; it grants nothing.

export interface CookieSettings { secure: boolean; domain?: string }

export const PLAN_COOKIE = 'plan';

export function authCookieName(settings: CookieSettings): string {
  return settings.secure ? SECURE_AUTH_COOKIE : COOKIE.authToken;
}

/** The token of the auth cookie under either name. */
export function readAuthCookie(request: FastifyRequest): string | undefined {
  return request.cookies?.[SECURE_AUTH_COOKIE] ?? request.cookies?.[COOKIE.authToken];
}

export function setSessionCookies(reply: FastifyReply, settings: CookieSettings, session: { token: string; expiresAt: Date; plan: string }): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: settings.secure, domain: settings.domain, expires: session.expiresAt };
  reply.setCookie(authCookieName(settings), session.token, { ...base, httpOnly: true });
  reply.setCookie(PLAN_COOKIE, session.plan, { ...base, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, settings: CookieSettings): void {
  const base = { path: '/', sameSite: 'lax' as const, secure: settings.secure, domain: settings.domain };
  reply.clearCookie(authCookieName(settings), { ...base, httpOnly: true });
  reply.clearCookie(PLAN_COOKIE, base);
}
