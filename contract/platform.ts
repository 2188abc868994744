// Which client is asking (spec 001 §7 x-platform): one rule for the web, which sends the header,
// and the origin, which reads it, so both decide the same for the same request.

export const PLATFORMS = ['ANDROID', 'MOBILE_WEB', 'WEB'] as const;
export type Platform = (typeof PLATFORMS)[number];

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobi|Opera Mini|IEMobile/i;

/** A phone or tablet browser, from its user agent. */
export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return MOBILE_USER_AGENT.test(userAgent ?? '');
}

/** x-platform: ANDROID inside the Android app webview, MOBILE_WEB on phones and tablets, else WEB. */
export function platformFromUserAgent(userAgent: string | null | undefined, inAndroidWebview = false): Platform {
  if (inAndroidWebview) return 'ANDROID';
  return isMobileUserAgent(userAgent) ? 'MOBILE_WEB' : 'WEB';
}

/** The platform a request names in x-platform, else the one its user agent implies. */
export function platformOf(header: string | null | undefined, userAgent: string | null | undefined): Platform {
  const named = header?.toUpperCase();
  return (PLATFORMS as readonly string[]).includes(named ?? '') ? (named as Platform) : platformFromUserAgent(userAgent);
}

export function isMobilePlatform(platform: Platform): boolean {
  return platform !== 'WEB';
}

/** The app webviews the site runs in (spec 001 §1). */
export type AppWebview = 'android' | 'samsung';
/** The cookie the web keeps the apps' flag in for the visit (proxy.ts sets it from the address). */
export const WEBVIEW_COOKIE = 'webview';

/**
 * The app webview a request comes from, decided alike on the server and in the browser: the flag
 * the apps put in the address (webview=android|samsung, or the Samsung partner code SAMG) kept in
 * the webview cookie, else Android's WebView marker ('; wv)') in the user agent.
 */
export function appWebviewOf({ userAgent, flag }: { userAgent?: string | null; flag?: string | null }): AppWebview | null {
  if (flag === 'android' || flag === 'samsung') return flag;
  return /; wv\)/.test(userAgent ?? '') ? 'android' : null;
}

/** The flag an address carries: webview=android|samsung, or partner_code=SAMG for the Samsung app (spec 000 §9). */
export function webviewFlagOf(query: URLSearchParams): AppWebview | null {
  const named = query.get('webview');
  if (named === 'android' || named === 'samsung') return named;
  return query.get('partner_code') === 'SAMG' ? 'samsung' : null;
}
