// Request-header rules of spec 001 §7, shared by the browser client and the server-side fetch.

import type { Platform } from '@/contract/platform';

export interface OutgoingRequest {
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
  headers: Record<string, string>;
}

export interface HeaderContext {
  platform: Platform;
  deviceId?: string;
  country?: string;
  /** The call opts out of the country query parameter (spec 001 §7). */
  withoutCountry?: boolean;
}

/**
 * Applies the spec 001 §7 header rules to one request: x-platform, x-device-id when known,
 * x-country when known (and the country query parameter unless the call opts out), and
 * x-recaptcha-token lifted out of a recaptchaToken field of the query or body.
 */
export function applyRequestRules(request: OutgoingRequest, context: HeaderContext): OutgoingRequest {
  const headers: Record<string, string> = { ...request.headers, 'x-platform': context.platform };
  let params = request.params ? { ...request.params } : undefined;
  let data = request.data;

  if (context.deviceId) headers['x-device-id'] = context.deviceId;
  if (context.country) {
    headers['x-country'] = context.country;
    if (!context.withoutCountry) params = { ...params, country: context.country };
  }

  if (params && 'recaptchaToken' in params) {
    const { recaptchaToken, ...rest } = params;
    if (typeof recaptchaToken === 'string') headers['x-recaptcha-token'] = recaptchaToken;
    params = rest;
  }
  if (isPlainObject(data) && 'recaptchaToken' in data) {
    const { recaptchaToken, ...rest } = data;
    if (typeof recaptchaToken === 'string') headers['x-recaptcha-token'] = recaptchaToken;
    data = rest;
  }
  return { ...request, headers, params, data };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof FormData);
}
