// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

function request(path: string, cookies: Record<string, string> = {}, userAgent?: string) {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return new NextRequest(new URL(path, 'http://localhost:3000'), {
    headers: { ...(cookie ? { cookie } : {}), ...(userAgent ? { 'user-agent': userAgent } : {}) },
  });
}

/** The address the page is rendered (and cached) at: /{country}/{variant}{path} (lib/render-variant.ts). */
function renderedAt(response: Response): string | null {
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite).pathname : null;
}

/** The request headers the page receives (NextResponse.next({ request: { headers } })). */
function forwarded(response: Response, name: string): string | null {
  return response.headers.get(`x-middleware-request-${name}`);
}

const grownUp = { id: 'p-1', name: 'Asha', avatar: 'peacock', kids: false, maturity: 'A', locked: false, primary: true };
const kidsUA = { id: 'kid-1', name: 'Chintu', avatar: 'kite', kids: true, maturity: 'UA', locked: false, primary: false };

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
    // a payment page with no plan chosen (pr), for a signed-in user too
    ['/payment', { auth_token: 't' }, 'http://localhost:3000/purchase'],
    ['/bd', { auth_token: 't' }, 'http://localhost:3000/purchase'],
    ['/vin-payment?vou=WELCOME20', { auth_token: 't' }, 'http://localhost:3000/purchase?vou=WELCOME20'],
    ['/login', { auth_token: 't' }, 'http://localhost:3000/'],
    ['/purchase', { auth_token: 't', plan: 'premium' }, 'http://localhost:3000/'],
  ])('guards %s for cookies %o', async (path, cookies, target) => {
    const response = await proxy(request(path, cookies));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(target);
  });

  it("lets a signed-in visitor through to /account, rendered as a member's page with the shell", async () => {
    lookup.mockResolvedValueOnce(Response.json({ status: 'success', data: { uuid: 'u', watching: grownUp } }));
    const response = await proxy(request('/account', { auth_token: 't', device_id: 'd', country: 'IN' }));
    expect(response.headers.get('location')).toBeNull();
    expect(renderedAt(response)).toBe('/IN/m.w.n.h.s.0/account');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  describe("a member's profile ceiling (issue 49)", () => {
    const member = (token: string, profile?: string) => ({
      auth_token: token,
      device_id: 'd',
      country: 'IN',
      ...(profile ? { profile } : {}),
    });
    const watching = (profile: object) => Response.json({ status: 'success', data: { uuid: 'u', watching: profile } });
    const profileCalls = () => lookup.mock.calls.filter(([input]) => new URL(String(input)).pathname === '/api/v2/secured/user/profile');

    it("renders a kids profile's pages as their own variant, asking the origin with the auth cookie alone", async () => {
      lookup.mockResolvedValueOnce(watching(kidsUA));
      const response = await proxy(request('/movies', member('kids-token', 'kid-1')));
      expect(renderedAt(response)).toBe('/IN/m.w.n.h.s.0.kua/movies');
      const [[address, init]] = profileCalls();
      expect(String(address)).toBe('http://127.0.0.1:4000/api/v2/secured/user/profile');
      expect(init?.headers).toMatchObject({ cookie: 'auth_token=kids-token' });
    });

    it('remembers the answer for the same token and profile cookie, without asking again', async () => {
      lookup.mockResolvedValueOnce(watching(kidsUA));
      await proxy(request('/', member('remembered-token', 'kid-1')));
      expect(renderedAt(await proxy(request('/tv', member('remembered-token', 'kid-1'))))).toBe('/IN/m.w.n.h.s.0.kua/tv');
      expect(profileCalls()).toHaveLength(1);
    });

    it("asks the origin again for a forged or deleted profile cookie, and keeps the kids profile's ceiling it answers", async () => {
      lookup.mockImplementation(async () => watching(kidsUA));
      await proxy(request('/', member('forging-token', 'kid-1')));
      // the child names the parent's profile, then no profile at all
      expect(renderedAt(await proxy(request('/', member('forging-token', 'parent-1'))))).toBe('/IN/m.w.n.h.s.0.kua');
      expect(renderedAt(await proxy(request('/', member('forging-token'))))).toBe('/IN/m.w.n.h.s.0.kua');
      expect(profileCalls()).toHaveLength(3);
    });

    it('renders the most careful variant, a kids page of U, when the origin cannot be asked', async () => {
      lookup.mockRejectedValue(new Error('connect ECONNREFUSED'));
      expect(renderedAt(await proxy(request('/', member('offline-token', 'p-1'))))).toBe('/IN/m.w.n.h.s.0.ku');
      // a failure is not remembered: the next page asks again
      lookup.mockResolvedValueOnce(watching(grownUp));
      expect(renderedAt(await proxy(request('/', member('offline-token', 'p-1'))))).toBe('/IN/m.w.n.h.s.0');
    });

    it("names a grown-up's ceiling below A without the kids look", async () => {
      lookup.mockResolvedValueOnce(watching({ ...grownUp, maturity: 'U/A 16+' }));
      expect(renderedAt(await proxy(request('/', member('teen-token', 'teen-1'))))).toBe('/IN/m.w.n.h.s.0.c16');
    });
  });

  it.each([['/myt'], ['/movies?withoutShell=true']])('renders %s without the shell', async (path) => {
    expect(renderedAt(await proxy(request(path, { device_id: 'd', country: 'IN' })))).toMatch(/^\/IN\/g\.w\.n\.h\.n\.0\//);
  });

  const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
  it.each([
    ['a visitor on a computer', '/', {}, undefined, '/IN/g.w.n.h.s.0'],
    ["a visitor of another country, at the visitor's address", '/movies', { country: 'AE' }, undefined, '/AE/g.w.n.h.s.0/movies'],
    ['a country cookie that names no country, for the default', '/movies', { country: 'nowhere' }, undefined, '/IN/g.w.n.h.s.0/movies'],
    ['an Android phone, with its store', '/', {}, PHONE, '/IN/g.m.a.h.s.0'],
    ['an iPhone, with its store', '/', {}, IPHONE, '/IN/g.m.i.h.s.0'],
    ['the Android app, without a store', '/?webview=android', {}, PHONE, '/IN/g.a.n.h.s.0'],
    ['a crawler', '/', {}, CRAWLER, '/IN/g.w.n.b.s.0'],
    ['later rows of a landing page', '/movies?start=4', {}, undefined, '/IN/g.w.n.h.s.p/movies'],
  ])('renders the page for %s', async (_case, path, cookies, userAgent, expected) => {
    expect(renderedAt(await proxy(request(path, { device_id: 'd', country: 'IN', ...cookies }, userAgent)))).toBe(expected);
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

  it('looks an address up once for a while, however many pages it loads without cookies', async () => {
    lookup.mockResolvedValue(Response.json({ data: { country_code: 'AE' } }));
    const visit = () => new NextRequest(new URL('/movies', 'http://localhost:3000'), { headers: { 'x-forwarded-for': '94.200.0.7' } });
    const first = await proxy(visit());
    const second = await proxy(visit());
    expect(first.cookies.get('country')?.value).toBe('AE');
    expect(second.cookies.get('country')?.value).toBe('AE');
    expect(renderedAt(second)).toBe('/AE/g.w.n.h.s.0/movies');
    expect(lookup).toHaveBeenCalledTimes(1);
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

  it('renders the not-found page, with its 404, for a public profile the origin does not know', async () => {
    const cookies = { country: 'IN', device_id: 'd1' };
    lookup.mockImplementation(async (input, init) => {
      const url = new URL(String(input));
      expect(init?.method).toBe('HEAD');
      return new Response(null, { status: url.pathname === '/api/v2/user/nobody/playlists' ? 404 : 200 });
    });
    expect(renderedAt(await proxy(request('/u/nobody', cookies)))).toBe('/IN/g.w.n.h.s.0/_missing/_not-found');
    expect(renderedAt(await proxy(request('/u/somebody', cookies)))).toBe('/IN/g.w.n.h.s.0/u/somebody');
    // an origin that is away leaves the decision to the page
    lookup.mockRejectedValue(new Error('connect ECONNREFUSED'));
    expect(renderedAt(await proxy(request('/u/nobody', cookies)))).toBe('/IN/g.w.n.h.s.0/u/nobody');
    // other pages are not checked
    lookup.mockClear();
    await proxy(request('/movies', cookies));
    expect(lookup).not.toHaveBeenCalled();
  });

  it('renders a user’s video playlist at its own page and an editorial one at the cached page', async () => {
    const cookies = { country: 'IN', device_id: 'd1' };
    expect(renderedAt(await proxy(request('/playlist/12/road-songs?u=abc', cookies)))).toBe('/IN/g.w.n.h.s.0/playlist/12/road-songs/user');
    expect(renderedAt(await proxy(request('/playlist/12/road-songs', cookies)))).toBe('/IN/g.w.n.h.s.0/playlist/12/road-songs');
  });

  it('keeps the marketing parameters of an address for the visit, so a link followed before the page’s code runs carries them', async () => {
    const response = await proxy(request('/?utm_source=newsletter&utm_campaing=diwali&q=x&utm_term='));
    const cookie = response.cookies.get('marketing');
    expect(cookie?.value).toBe('utm_source=newsletter&utm_campaing=diwali');
    expect(cookie?.maxAge).toBeUndefined();
    expect((await proxy(request('/movies'))).cookies.get('marketing')).toBeUndefined();
  });
});

// issue 50: the page's language travels in its variant; English keeps its addresses
describe('proxy: languages', () => {
  const withLanguages = (path: string, acceptLanguage: string, cookies: Record<string, string> = {}, userAgent?: string) => {
    const base = request(path, cookies, userAgent);
    base.headers.set('accept-language', acceptLanguage);
    return base;
  };
  const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

  it("renders a language's address in it, as the route's own page, and makes it the visitor's choice", async () => {
    const response = await proxy(withLanguages('/hi/movies', 'en-GB'));
    expect(renderedAt(response)).toBe('/IN/g.w.n.h.s.0.hi/movies');
    expect(response.headers.get('content-language')).toBe('hi');
    expect(response.cookies.get('lang')?.value).toBe('hi');
    expect(renderedAt(await proxy(withLanguages('/ta', 'en')))).toBe('/IN/g.w.n.h.s.0.ta');
  });

  it('speaks the chosen language at an address without one, else the browser’s, else English', async () => {
    expect(renderedAt(await proxy(withLanguages('/movies', 'en', { lang: 'bn' })))).toBe('/IN/g.w.n.h.s.0.bn/movies');
    expect(renderedAt(await proxy(withLanguages('/movies', 'fr-FR, te-IN;q=0.8, hi;q=0.9')))).toBe('/IN/g.w.n.h.s.0.hi/movies');
    expect(renderedAt(await proxy(withLanguages('/movies', 'fr-FR, de')))).toBe('/IN/g.w.n.h.s.0/movies');
    // a cookie naming no language of ours counts for nothing
    expect(renderedAt(await proxy(withLanguages('/movies', 'mr', { lang: 'xx' })))).toBe('/IN/g.w.n.h.s.0.mr/movies');
  });

  it('gives a crawler English at an address without a language, whatever it accepts, and each language at its own', async () => {
    expect(renderedAt(await proxy(withLanguages('/movies', 'hi', {}, googlebot)))).toBe('/IN/g.w.n.b.s.0/movies');
    const hindi = await proxy(withLanguages('/hi/movies', 'en', {}, googlebot));
    expect(renderedAt(hindi)).toBe('/IN/g.w.n.b.s.0.hi/movies');
    expect(hindi.cookies.get('lang')).toBeUndefined();
  });

  it('leads /en/… to the English address and remembers English', async () => {
    const response = await proxy(withLanguages('/en/movies?start=20', 'hi', { lang: 'hi' }));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://localhost:3000/movies?start=20');
    expect(response.cookies.get('lang')?.value).toBe('en');
  });

  it("keeps the language on the route's redirects", async () => {
    const fixed = await proxy(withLanguages('/hi/movies/explore', 'en'));
    expect(fixed.headers.get('location')).toBe('http://localhost:3000/hi/movies/mostpopular');
    const guarded = await proxy(withLanguages('/ta/account', 'en'));
    expect(guarded.status).toBe(307);
    expect(guarded.headers.get('location')).toBe('http://localhost:3000/ta');
  });
});
