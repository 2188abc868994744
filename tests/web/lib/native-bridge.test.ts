import { afterEach, describe, expect, it, vi } from 'vitest';
import { appWebviewOf, webviewFlagOf } from '@/contract/platform';
import { callAndroid, callSamsung, currentWebview } from '@/lib/native-bridge';
import { pushEvent } from '@/lib/analytics';

// The app webviews (spec 001 §1, §7, §8): one rule on the server and in the browser, and bridges
// whose absence is only logged.

afterEach(() => {
  Reflect.deleteProperty(window, 'Android');
  Reflect.deleteProperty(window, 'SamsungApp');
  document.cookie = 'webview=; path=/; max-age=0';
  vi.restoreAllMocks();
});

describe('which app webview', () => {
  it.each([
    [{ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36' }, 'android'],
    [{ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36' }, null],
    [{ userAgent: 'Mozilla/5.0 (Linux; Android 14)', flag: 'samsung' }, 'samsung'],
    [{ userAgent: 'Mozilla/5.0 (Windows NT 10.0)', flag: 'android' }, 'android'],
    [{ userAgent: 'Mozilla/5.0 (Windows NT 10.0)', flag: 'other' }, null],
  ])('%o is %s', (request, expected) => {
    expect(appWebviewOf(request)).toBe(expected);
  });

  it('is named by the address the app opens: webview=, or the Samsung partner code', () => {
    expect(webviewFlagOf(new URLSearchParams('webview=android'))).toBe('android');
    expect(webviewFlagOf(new URLSearchParams('partner_code=SAMG&ap=1'))).toBe('samsung');
    expect(webviewFlagOf(new URLSearchParams('partner_code=hcl'))).toBeNull();
  });
});

describe('the bridges', () => {
  it('call the app when it is there, and only log "not found" when it is not', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(callAndroid('payByGoogle', '1000003')).toBe(false);
    expect(log).toHaveBeenCalledWith('Android bridge payByGoogle not found');
    const payByGoogle = vi.fn();
    Object.assign(window, { Android: { payByGoogle } });
    expect(callAndroid('payByGoogle', '1000003')).toBe(true);
    expect(payByGoogle).toHaveBeenCalledWith('1000003');
    expect(callAndroid('gotoHomeScreen')).toBe(false);
    expect(log).toHaveBeenCalledWith('Android bridge gotoHomeScreen not found');
    expect(callSamsung('getAccessToken')).toBeUndefined();
    expect(log).toHaveBeenCalledWith('Samsung bridge getAccessToken not found');
  });

  it('tell the Samsung app the tag manager events, and nothing to a browser', () => {
    const logEvent = vi.fn();
    Object.assign(window, { SamsungApp: { logEvent } });
    pushEvent({ event: 'page_view', page_path: '/movies' });
    expect(logEvent).not.toHaveBeenCalled();
    document.cookie = 'webview=samsung; path=/';
    expect(currentWebview()).toBe('samsung');
    pushEvent({ event: 'page_view', page_path: '/movies' });
    expect(logEvent).toHaveBeenCalledWith('page_view', JSON.stringify({ event: 'page_view', page_path: '/movies' }));
  });
});
