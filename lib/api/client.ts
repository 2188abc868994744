'use client';

import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { API_TIMEOUT_MS, COOKIE } from '@/contract/constants';
import { applyRequestRules } from '@/lib/api/headers';
import { platformFromUserAgent } from '@/contract/platform';
import { readFailure } from '@/lib/api/errors';
import { currentWebview } from '@/lib/native-bridge';
import { emptyVisitCaches } from '@/lib/offline-caches';

// The browser's one axios instance for /api/... calls (spec 001 §7 and §8).

declare module 'axios' {
  interface AxiosRequestConfig {
    /** spec 001 §7: leave out the country query parameter for this call. */
    withoutCountry?: boolean;
    /** spec 001 §8: the caller handles a 401 itself (profile, logout, free subscription, catalogue profiles). */
    skipAuthRedirect?: boolean;
  }
}

/**
 * The status_codes of a 401 the caller handles (spec 001 §8: an account flagged for suspicious
 * activity, an IP block). Decided by the code, never by the message, which is in the page's language.
 */
const CALLER_HANDLED_401 = new Set(['ACCOUNT_FLAGGED', 'IP_BLOCKED']);

export interface ClientOptions {
  /** Called on a 401 the caller does not handle: log out and reload (spec 001 §4). */
  onUnauthorized?: () => void;
  inAndroidWebview?: boolean;
}

export function createApiClient(options: ClientOptions = {}): AxiosInstance {
  const client = axios.create({ baseURL: '/', timeout: API_TIMEOUT_MS, withCredentials: true });

  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const ruled = applyRequestRules(
      { url: config.url ?? '', params: config.params, data: config.data, headers: {} },
      {
        platform: platformFromUserAgent(navigator.userAgent, options.inAndroidWebview ?? currentWebview() === 'android'),
        deviceId: Cookies.get(COOKIE.deviceId),
        country: Cookies.get(COOKIE.country),
        withoutCountry: config.withoutCountry,
      },
    );
    for (const [name, value] of Object.entries(ruled.headers)) config.headers.set(name, value);
    // the origin answers in the page's language (issue 50), whatever the browser's own list says
    config.headers.set('Accept-Language', document.documentElement.lang || 'en');
    config.params = ruled.params;
    config.data = ruled.data;
    return config;
  });

  client.interceptors.response.use(undefined, (error: AxiosError<{ message?: string }>) => {
    // spec 001 §8: a request with no response is treated as status 503
    if (!error.response) {
      return Promise.reject(Object.assign(error, { response: { status: 503, data: { message: 'No connection' } } }));
    }
    const { statusCode } = readFailure(error, '');
    if (error.response.status === 401 && !error.config?.skipAuthRedirect && !(statusCode && CALLER_HANDLED_401.has(statusCode))) {
      options.onUnauthorized?.();
    }
    return Promise.reject(error);
  });
  return client;
}

let expiring = false;
/**
 * spec 001 §8: a 401 the caller does not handle means the session ended (expired, signed out
 * elsewhere): log out, clearing the cookies, and reload, once. Only for a browser that believes
 * it is signed in (the plan cookie), so a visitor's page never reloads in a loop.
 */
export function endExpiredSession(client: AxiosInstance, reload: () => void = () => window.location.reload()): void {
  if (expiring || !Cookies.get(COOKIE.plan)) return;
  expiring = true;
  void client
    .post('/api/v1/auth/users/logout', {}, { skipAuthRedirect: true, withoutCountry: true })
    .catch(() => undefined)
    .then(emptyVisitCaches)
    .finally(reload);
}

/** The shared instance for components. */
export const api: AxiosInstance = createApiClient({ onUnauthorized: () => endExpiredSession(api) });
