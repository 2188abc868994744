import { appWebviewOf, WEBVIEW_COOKIE, type AppWebview } from '@/contract/platform';

// The native bridges of the app webviews (spec 001 §7 "Native bridges"): the Android app puts
// window.Android in the page, the Samsung app window.SamsungApp. A missing bridge or method is
// only logged as 'not found' (spec 001 §8); nothing throws.

export interface AndroidBridge {
  /** Google Play billing for a product, instead of the web checkout. */
  payByGoogle?(productId: string): void;
  /** The purchase went through (the app refreshes its entitlements). */
  purchaseSuccess?(details: string): void;
  /** Back to the app's own home screen. */
  gotoHomeScreen?(): void;
  /** Partner (carrier) billing for a product. */
  payByPartner?(productId: string): void;
}
export interface SamsungBridge {
  /** The same events as the tag manager. */
  logEvent?(name: string, params: string): void;
  /** The app's token for the signed-in Samsung account (partner sign-in SAMG). */
  getAccessToken?(): string | Promise<string>;
}

declare global {
  interface Window {
    Android?: AndroidBridge;
    SamsungApp?: SamsungBridge;
  }
}

function cookieFlag(): string | null {
  return document.cookie.match(new RegExp(`(?:^|; )${WEBVIEW_COOKIE}=([^;]*)`))?.[1] ?? null;
}

/** The app webview this page runs in, or null in a browser. */
export function currentWebview(): AppWebview | null {
  if (typeof window === 'undefined') return null;
  return appWebviewOf({ userAgent: navigator.userAgent, flag: cookieFlag() });
}

type Method<T> = { [K in keyof T]-?: NonNullable<T[K]> extends (...args: never[]) => unknown ? K : never }[keyof T];

/** Calls the Android bridge; false (and a 'not found' log) when the page has no such bridge or method. */
export function callAndroid<K extends Method<AndroidBridge>>(method: K, ...args: Parameters<NonNullable<AndroidBridge[K]>>): boolean {
  const bridge = window.Android;
  const fn = bridge?.[method] as ((...values: unknown[]) => unknown) | undefined;
  if (typeof fn !== 'function') {
    console.log(`Android bridge ${String(method)} not found`);
    return false;
  }
  fn.apply(bridge, args);
  return true;
}

/** Calls the Samsung bridge; undefined (and a 'not found' log) when it is missing. */
export function callSamsung<K extends Method<SamsungBridge>>(
  method: K,
  ...args: Parameters<NonNullable<SamsungBridge[K]>>
): ReturnType<NonNullable<SamsungBridge[K]>> | undefined {
  const bridge = window.SamsungApp;
  const fn = bridge?.[method] as ((...values: unknown[]) => ReturnType<NonNullable<SamsungBridge[K]>>) | undefined;
  if (typeof fn !== 'function') {
    console.log(`Samsung bridge ${String(method)} not found`);
    return undefined;
  }
  return fn.apply(bridge, args);
}
