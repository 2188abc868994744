import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from './errors';

// Calls that change state refuse a foreign Origin or a cross-site Sec-Fetch-Site (issue 3
// "Rules"); the BFF forwards both headers. SameSite=Lax cookies already stop most cross-site
// posts; this closes the rest (same-site subdomains, older browsers).

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createCrossSiteGuard(allowedOrigins: readonly string[] = []) {
  return async function refuseCrossSite(request: FastifyRequest): Promise<void> {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new ForbiddenError('Cross-site requests are not accepted.');
    const origin = request.headers.origin;
    if (!origin) return; // native clients and server-to-server calls send none
    if (allowedOrigins.includes(origin)) return;
    const host = request.headers['x-forwarded-host'] ?? request.headers.host;
    let originHost: string | null = null;
    try { originHost = new URL(origin).host; } catch { originHost = null; }
    if (originHost === null || originHost !== host) throw new ForbiddenError('Cross-site requests are not accepted.');
  };
}
