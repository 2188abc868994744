import { applyRequestRules } from '@/lib/api/headers';
import { platformFromUserAgent } from '@/contract/platform';

describe('request header rules (spec 001 §7)', () => {
  const base = { url: '/api/v2/catalog/playlist', headers: {} };

  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/120', false, 'WEB'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148', false, 'MOBILE_WEB'],
    ['Mozilla/5.0 (Linux; Android 14) Mobile Safari', false, 'MOBILE_WEB'],
    ['Mozilla/5.0 (Linux; Android 14) Mobile Safari', true, 'ANDROID'],
  ] as const)('x-platform for %s (webview %s) is %s', (ua, webview, expected) => {
    expect(platformFromUserAgent(ua, webview)).toBe(expected);
  });

  it('adds x-device-id and x-country when known, and the country query parameter', () => {
    const out = applyRequestRules({ ...base, params: { rows: 5 } }, { platform: 'WEB', deviceId: 'd-1', country: 'IN' });
    expect(out.headers).toEqual({ 'x-platform': 'WEB', 'x-device-id': 'd-1', 'x-country': 'IN' });
    expect(out.params).toEqual({ rows: 5, country: 'IN' });
  });

  it('leaves out device and country when unknown', () => {
    const out = applyRequestRules(base, { platform: 'MOBILE_WEB' });
    expect(out.headers).toEqual({ 'x-platform': 'MOBILE_WEB' });
    expect(out.params).toBeUndefined();
  });

  it('keeps x-country but not the query parameter when the call opts out', () => {
    const out = applyRequestRules(base, { platform: 'WEB', country: 'PK', withoutCountry: true });
    expect(out.headers['x-country']).toBe('PK');
    expect(out.params).toBeUndefined();
  });

  it('lifts recaptchaToken out of the body into x-recaptcha-token', () => {
    const out = applyRequestRules({ ...base, data: { email: 'a@b.in', recaptchaToken: 'tok' } }, { platform: 'WEB' });
    expect(out.headers['x-recaptcha-token']).toBe('tok');
    expect(out.data).toEqual({ email: 'a@b.in' });
  });

  it('lifts recaptchaToken out of the query into x-recaptcha-token', () => {
    const out = applyRequestRules({ ...base, params: { q: 'x', recaptchaToken: 'tok2' } }, { platform: 'WEB' });
    expect(out.headers['x-recaptcha-token']).toBe('tok2');
    expect(out.params).toEqual({ q: 'x' });
  });
});
