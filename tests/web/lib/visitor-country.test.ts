// @vitest-environment node
import { detectCountry } from '@/lib/visitor-country';

// A new visitor's country: a trusted CDN's header, else the origin's look-up of the address, kept a
// while per address so that a visitor without cookies is not looked up on every page; IN when
// neither knows.

const ORIGIN = 'http://origin.test';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function lookUp(country: string | null) {
  return vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) =>
    country === null ? new Response('no', { status: 503 }) : Response.json({ data: { country_code: country } }),
  );
}

const visitor = (address: string, extra: Record<string, string> = {}) =>
  new Headers({ 'user-agent': BROWSER, 'x-forwarded-for': address, ...extra });

describe('detectCountry', () => {
  it('takes a CDN country header without asking the origin', async () => {
    const fetchImpl = lookUp('DE');
    expect(await detectCountry(visitor('198.51.100.1', { 'cf-ipcountry': 'us' }), ORIGIN, fetchImpl)).toBe('US');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('asks the origin for the address once, then remembers its answer for that address', async () => {
    const fetchImpl = lookUp('PK');
    expect(await detectCountry(visitor('198.51.100.2'), ORIGIN, fetchImpl)).toBe('PK');
    expect(await detectCountry(visitor('198.51.100.2'), ORIGIN, fetchImpl)).toBe('PK');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toBe(`${ORIGIN}/api/v1/common/countries/country`);
    expect(new Headers(init?.headers).get('x-forwarded-for')).toBe('198.51.100.2');

    // another address is another look-up
    expect(await detectCountry(visitor('198.51.100.3'), ORIGIN, lookUp('AE'))).toBe('AE');
  });

  it('falls back to IN while the origin cannot say, and asks again next time', async () => {
    const away = lookUp(null);
    expect(await detectCountry(visitor('198.51.100.4'), ORIGIN, away)).toBe('IN');
    const back = lookUp('BD');
    expect(await detectCountry(visitor('198.51.100.4'), ORIGIN, back)).toBe('BD');
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('gives crawlers the default without a look-up', async () => {
    const fetchImpl = lookUp('DE');
    const crawler = new Headers({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(await detectCountry(crawler, ORIGIN, fetchImpl)).toBe('IN');
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
