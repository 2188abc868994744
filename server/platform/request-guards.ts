import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, ValidationError } from './errors';
import { text } from './texts';

// Guards every call passes, in one place: a CDN's country only from a trusted proxy, the
// cross-site check on every state-changing call, and the refusal of text no field may hold (a
// NUL byte or half of a UTF-16 surrogate pair, which PostgreSQL cannot store). Authentication of secured calls runs in the session guard, also on
// request, before the body is validated.

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'signed': the call may arrive from another site because it is authenticated by its own
     * signature, not by cookies (a payment gateway's redirect back to us). Nothing else is exempt.
     */
    crossSite?: 'signed';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CROSS_SITE = text('errors.common.crossSite');
const CONTROL_TEXT = text('errors.common.controlText');

/**
 * Calls that change state refuse a foreign Origin or a cross-site Sec-Fetch-Site; the BFF
 * forwards both headers. SameSite=Lax cookies already stop most cross-site posts; this closes the
 * rest (same-site subdomains, older browsers). Native clients and servers send no Origin.
 */
export function isCrossSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin || allowedOrigins.includes(origin)) return false;
  const host = request.headers['x-forwarded-host'] ?? request.headers.host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

// a lone surrogate: a high one not followed by a low one, or a low one not preceded by a high one
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether any string in a parsed query, params or body (keys included) holds unstorable text. */
export function holdsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsUnstorableText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => UNSTORABLE.test(key) || holdsUnstorableText(item, depth + 1));
}

export const requestGuards = fp(
  async (app: FastifyInstance, options: { allowedOrigins: readonly string[]; trustedProxy: (address: string, hop: number) => boolean }) => {
    app.addHook('onRequest', async (request) => {
      // a CDN's country header counts only from the web app, which keeps it only from a trusted CDN
      if (!options.trustedProxy(request.socket.remoteAddress ?? '', 0)) delete request.headers['cf-ipcountry'];
    });
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.crossSite === 'signed') return;
      if (isCrossSite(request, options.allowedOrigins)) throw new ForbiddenError(CROSS_SITE);
    });
    app.addHook('preValidation', async (request) => {
      if (holdsUnstorableText(request.query) || holdsUnstorableText(request.params) || holdsUnstorableText(request.body)) {
        throw new ValidationError(CONTROL_TEXT);
      }
    });
  },
  { name: 'request-guards' },
);
