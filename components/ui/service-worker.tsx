'use client';

import { useEffect } from 'react';
import { isSamsungApp } from '@/lib/webview';
import { whenQuiet } from '@/lib/idle';

// Registers the service worker (/service-worker.js, app/sw.ts) once the page has loaded, unless
// config turns it off, or the site runs in an app webview or a partner flow: there the app
// or the partner owns caching, and any earlier registration is removed (issue 16; spec 000 §4).

/**
 * A first install precaches every static file of the build (about 850 KB compressed), so it waits
 * until the page has gone this long without a press, a key or a scroll: a first visit's first
 * clicks (a title's page, its play, the first segment) do not share the connection with it. A
 * worker already installed is checked for an update as soon as the page has loaded.
 */
export const FIRST_INSTALL_QUIET_MS = 5000;
/** How many times a registration is tried, and how long apart. */
export const REGISTER_ATTEMPTS = 4;
export const REGISTER_RETRY_MS = 5000;

/** Android's WebView marks its user agent with '; wv)'. */
const inAndroidWebview = (userAgent: string) => /; wv\)/.test(userAgent);
const inPartnerFlow = (search: string) => {
  const query = new URLSearchParams(search);
  return query.has('partner') || query.has('partner_code');
};

export function shouldRegister(enabled: boolean, where: { userAgent: string; search: string; samsungApp: boolean }): boolean {
  return enabled && !where.samsungApp && !inAndroidWebview(where.userAgent) && !inPartnerFlow(where.search);
}

export function ServiceWorker({ enabled }: { enabled: boolean }) {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const wanted = shouldRegister(enabled, {
      userAgent: navigator.userAgent,
      search: window.location.search,
      samsungApp: isSamsungApp(),
    });
    if (!wanted) {
      void navigator.serviceWorker
        .getRegistrations()
        .then((registrations) => registrations.forEach((registration) => void registration.unregister()));
      return;
    }
    // a worker script that did not come (the server's first answer for it can fail while it is
    // bundled) is asked for again, a few times, instead of leaving the visit without one
    let retry = 0;
    const register = (attempt = 1) =>
      void navigator.serviceWorker.register('/service-worker.js', { scope: '/' }).catch((error: unknown) => {
        console.warn('Service worker not registered', error);
        if (attempt < REGISTER_ATTEMPTS) retry = window.setTimeout(() => register(attempt + 1), REGISTER_RETRY_MS);
      });
    let cancel: (() => void) | undefined;
    const loaded = () => {
      if (navigator.serviceWorker.controller) register();
      else cancel = whenQuiet(() => register(), FIRST_INSTALL_QUIET_MS);
    };
    if (document.readyState === 'complete') loaded();
    else window.addEventListener('load', loaded, { once: true });
    return () => {
      window.removeEventListener('load', loaded);
      window.clearTimeout(retry);
      cancel?.();
    };
  }, [enabled]);
  return null;
}
