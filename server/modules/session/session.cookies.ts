import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE_LIFE_MS, COOKIE, SECURE_AUTH_COOKIE, authTokenFrom } from '../../../contract/constants';

// The session cookie of ARCHITECTURE.md "Identity and access": HttpOnly, SameSite=Lax, Secure and
// __Secure- prefixed when served over HTTPS, on COOKIE_DOMAIN. A readable `plan` cookie carries
// activeUserPlan for proxy.ts's redirectIfSubscribed; it grants nothing.

export interface CookieSettings {
  secure: boolean;
  domain?: string;
}

export function authCookieName(settings: CookieSettings): string {
  return settings.secure ? SECURE_AUTH_COOKIE : COOKIE.authToken;
}

/** The token of the auth cookie under either name. */
export function readAuthCookie(request: FastifyRequest): string | undefined {
  return authTokenFrom((name) => request.cookies?.[name]);
}

function baseOptions(settings: CookieSettings) {
  return { path: '/', sameSite: 'lax' as const, secure: settings.secure, domain: settings.domain };
}

export function setSessionCookies(
  reply: FastifyReply,
  settings: CookieSettings,
  session: { token: string; expiresAt: Date; plan: string },
): void {
  reply.setCookie(authCookieName(settings), session.token, { ...baseOptions(settings), expires: session.expiresAt, httpOnly: true });
  setPlanCookie(reply, settings, session.plan, session.expiresAt);
}

/** The readable plan cookie follows the plan: at sign-in, and whenever a purchase changes it. */
export function setPlanCookie(
  reply: FastifyReply,
  settings: CookieSettings,
  plan: string,
  expires = new Date(Date.now() + AUTH_COOKIE_LIFE_MS),
): void {
  reply.setCookie(COOKIE.plan, plan, { ...baseOptions(settings), expires, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, settings: CookieSettings): void {
  reply.clearCookie(authCookieName(settings), { ...baseOptions(settings), httpOnly: true });
  reply.clearCookie(COOKIE.plan, baseOptions(settings));
}
