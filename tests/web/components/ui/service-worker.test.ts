import { describe, expect, it } from 'vitest';
import { shouldRegister } from '@/components/ui/service-worker';

// spec 000 §4: the service worker registers unless config turns it off, in an app webview, or in
// a partner flow.

const chrome = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';
const webview =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/140.0 Mobile Safari/537.36';

describe('shouldRegister', () => {
  it.each([
    [true, chrome, '', false, true],
    [false, chrome, '', false, false],
    [true, webview, '', false, false],
    [true, chrome, '?partner=hcl', false, false],
    [true, chrome, '?partner_code=SAMG', false, false],
    [true, chrome, '', true, false],
  ])('enabled %s, %s, %s, Samsung app %s: %s', (enabled, userAgent, search, samsungApp, expected) => {
    expect(shouldRegister(enabled, { userAgent, search, samsungApp })).toBe(expected);
  });
});
