// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

function request(path: string, cookies: Record<string, string> = {}) {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return new NextRequest(new URL(path, 'http://localhost:3000'), { headers: cookie ? { cookie } : {} });
}

/** The request headers the page receives (NextResponse.next({ request: { headers } })). */
function forwarded(response: Response, name: string): string | null {
  return response.headers.get(`x-middleware-request-${name}`);
}

// the origin's country look-up: refused unless a test answers it
const lookup = vi.fn<typeof fetch>();
beforeEach(() => {
  lookup.mockReset();
  lookup.mockRejectedValue(new Error('connect ECONNREFUSED'));
  vi.stubGlobal('fetch', lookup);
});
afterEach(() => vi.unstubAllGlobals());

describe('proxy', () => {
  it('answers 400 to a path whose percent-encoding is malformed, instead of failing the render', async () => {
    const response = await proxy(request('/movies/%C3%28'));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('This address is not valid.');
    expect((await proxy(request('/movies/%E0%A4%B9%E0%A4%BF'))).status).not.toBe(400);
  });

  it.each([
    ['/home?utm_source=x', 'http://localhost:3000/?utm_source=x'],
    ['/ACTIVATE', 'http://localhost:3000/activate'],
    ['/movies/explore', 'http://localhost:3000/movies/mostpopular'],
    ['/subscribe?pr=1', 'http://localhost:3000/purchase?pr=1'],
  ])('redirects %s to %s, keeping the query', async (path, target) => {
    const response = await proxy(request(path));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(target);
  });

  it.each([
    ['/account', {}, 'http://localhost:3000/'],
    ['/payment', {}, 'http://localhost:3000/purchase'],
    ['/login', { auth_token: 't' }, 'http://localhost:3000/'],
    ['/purchase', { auth_token: 't', plan: 'premium' }, 'http://localhost:3000/'],
  ])('guards %s for cookies %o', async (path, cookies, target) => {
    const response = await proxy(request(path, cookies));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(target);
  });

  it('lets a signed-in visitor through to /account, with the pathname', async () => {
    const response = await proxy(request('/account', { auth_token: 't', device_id: 'd', country: 'IN' }));
    expect(response.headers.get('location')).toBeNull();
    expect(forwarded(response, 'x-pathname')).toBe('/account');
    expect(forwarded(response, 'x-without-shell')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it.each([['/myt'], ['/movies?withoutShell=true']])('asks for no shell on %s', async (path) => {
    expect(forwarded(await proxy(request(path)), 'x-without-shell')).toBe('1');
  });

  it('sets device_id and country cookies when missing, for the browser and the first render', async () => {
    const response = await proxy(request('/'));
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/device_id=[0-9a-f-]{36}; Path=\/;.*Max-Age=31536000; SameSite=lax/i);
    expect(setCookie).not.toMatch(/device_id=[^,]*HttpOnly/i);
    expect(setCookie).toMatch(/country=IN/);
    expect(forwarded(response, 'cookie')).toMatch(/device_id=[0-9a-f-]{36}; country=IN/);
  });

  it('puts the device cookie on COOKIE_DOMAIN, so a media edge on a subdomain receives it', async () => {
    vi.stubEnv('COOKIE_DOMAIN', '.chalchitra.example');
    vi.resetModules();
    try {
      const { proxy: configured } = await import('@/proxy');
      expect((await configured(request('/'))).cookies.get('device_id')).toMatchObject({ domain: '.chalchitra.example', path: '/' });
    } finally {
      vi.unstubAllEnvs();
    }
    expect((await proxy(request('/'))).cookies.get('device_id')?.domain).toBeUndefined();
  });

  it('keeps a referral link’s code in a cookie for the new member to claim, and ignores a malformed one', async () => {
    const kept = await proxy(request('/?createAVOD=1&ref=abcde12345'));
    expect(kept.cookies.get('referral')).toMatchObject({ value: 'ABCDE12345', maxAge: 30 * 24 * 60 * 60, path: '/' });
    expect((await proxy(request('/?ref=%3Cscript%3E'))).cookies.get('referral')).toBeUndefined();
    expect((await proxy(request('/movies'))).cookies.get('referral')).toBeUndefined();
  });

  it("takes a new visitor's country from the CDN's header, without asking the origin", async () => {
    const response = await proxy(new NextRequest(new URL('/', 'http://localhost:3000'), { headers: { 'cf-ipcountry': 'de' } }));
    expect(response.cookies.get('country')?.value).toBe('DE');
    expect(forwarded(response, 'cookie')).toMatch(/country=DE/);
    expect(lookup).not.toHaveBeenCalled();
  });

  it("otherwise asks the origin's look-up for the visitor's address, and falls back to IN", async () => {
    lookup.mockResolvedValueOnce(
      Response.json({ status: 'success', data: { country: 'Pakistan', country_code: 'PK', calling_code: '+92' } }),
    );
    const visitor = new NextRequest(new URL('/', 'http://localhost:3000'), { headers: { 'x-forwarded-for': '39.32.0.1' } });
    expect((await proxy(visitor)).cookies.get('country')?.value).toBe('PK');
    const [address, init] = lookup.mock.calls[0];
    expect(String(address)).toBe('http://127.0.0.1:4000/api/v1/common/countries/country');
    expect(init?.headers).toMatchObject({ 'x-forwarded-for': '39.32.0.1' });
    // the origin away: IN for now
    expect((await proxy(request('/'))).cookies.get('country')?.value).toBe('IN');
    // a returning visitor keeps the cookie and causes no look-up
    lookup.mockClear();
    expect((await proxy(request('/', { country: 'PK', device_id: 'd' }))).cookies.get('country')).toBeUndefined();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('gives crawlers the default country without a look-up', async () => {
    const bot = new NextRequest(new URL('/', 'http://localhost:3000'), {
      headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    });
    expect((await proxy(bot)).cookies.get('country')?.value).toBe('IN');
    expect(lookup).not.toHaveBeenCalled();
  });

  it('keeps the app webview the address names for the visit', async () => {
    expect((await proxy(request('/?webview=android'))).cookies.get('webview')).toMatchObject({ value: 'android', path: '/' });
    expect((await proxy(request('/?partner_code=SAMG'))).cookies.get('webview')?.value).toBe('samsung');
    expect((await proxy(request('/movies'))).cookies.get('webview')).toBeUndefined();
  });
});
