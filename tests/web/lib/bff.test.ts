// @vitest-environment node
import { forwardToOrigin } from '@/lib/api/bff';

// The BFF relay (ARCHITECTURE.md): what goes out to the origin and what comes back to the browser.

function captureFetch(answer: Response | Error) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: URL | RequestInfo, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    if (answer instanceof Error) throw answer;
    return answer;
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('BFF relay', () => {
  it('forwards method, path, query, body, cookies and the spec headers, adding x-forwarded-for', async () => {
    const { calls, fetchImpl } = captureFetch(Response.json({ ok: true }));
    const request = new Request('http://localhost:3000/api/v1/auth/users/verify?country=IN', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.in' }),
      headers: {
        'content-type': 'application/json',
        cookie: 'auth_token=t; device_id=d',
        'x-platform': 'WEB',
        'x-device-id': 'd',
        'x-country': 'IN',
        'x-recaptcha-token': 'r',
        'x-forwarded-for': '203.0.113.9',
        'x-unrelated': 'dropped',
      },
    });
    await forwardToOrigin(request, fetchImpl);
    const [{ url, init }] = calls;
    expect(url).toBe('http://127.0.0.1:4000/api/v1/auth/users/verify?country=IN');
    expect(init.method).toBe('POST');
    expect(new TextDecoder().decode(init.body as ArrayBuffer)).toBe('{"email":"a@b.in"}');
    const headers = init.headers as Headers;
    expect(headers.get('cookie')).toBe('auth_token=t; device_id=d');
    expect(headers.get('x-platform')).toBe('WEB');
    expect(headers.get('x-device-id')).toBe('d');
    expect(headers.get('x-country')).toBe('IN');
    expect(headers.get('x-recaptcha-token')).toBe('r');
    expect(headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(headers.get('x-unrelated')).toBeNull();
  });

  it('forwards Origin, Sec-Fetch-Site and the host the browser asked for, so the origin can refuse cross-site calls', async () => {
    const { calls, fetchImpl } = captureFetch(Response.json({ ok: true }));
    const request = new Request('http://0.0.0.0:3000/api/v1/auth/users/logout', {
      method: 'POST',
      headers: { origin: 'https://chalchitra.example', 'sec-fetch-site': 'same-origin', host: 'chalchitra.example' },
    });
    await forwardToOrigin(request, fetchImpl);
    const headers = calls[0].init.headers as Headers;
    expect(headers.get('origin')).toBe('https://chalchitra.example');
    expect(headers.get('sec-fetch-site')).toBe('same-origin');
    expect(headers.get('x-forwarded-host')).toBe('chalchitra.example');
  });

  it('relays the status, body and every Set-Cookie back', async () => {
    const headers = new Headers({ 'content-type': 'application/json' });
    headers.append('set-cookie', 'auth_token=abc; Path=/; HttpOnly');
    headers.append('set-cookie', 'country=IN; Path=/');
    const { fetchImpl } = captureFetch(new Response('{"status":"error","message":"Invalid password"}', { status: 401, headers }));
    const response = await forwardToOrigin(
      new Request('http://localhost:3000/api/v1/auth/users/login', { method: 'POST', body: '{}' }),
      fetchImpl,
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 'error', message: 'Invalid password' });
    expect(response.headers.getSetCookie()).toEqual(['auth_token=abc; Path=/; HttpOnly', 'country=IN; Path=/']);
  });

  it("relays the origin's own security headers, such as the sandbox checkout's Content-Security-Policy", async () => {
    const policy = "default-src 'none'; form-action 'self'";
    const { fetchImpl } = captureFetch(
      new Response('<html></html>', {
        headers: {
          'content-type': 'text/html',
          'content-security-policy': policy,
          'x-frame-options': 'DENY',
          'x-content-type-options': 'nosniff',
        },
      }),
    );
    const response = await forwardToOrigin(new Request('http://localhost:3000/api/v1/payments/sandbox/checkout/sbx_order_1'), fetchImpl);
    expect(response.headers.get('content-security-policy')).toBe(policy);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a JSON 503 when the origin cannot be reached (spec 001 §8)', async () => {
    const { fetchImpl } = captureFetch(new TypeError('fetch failed'));
    const response = await forwardToOrigin(new Request('http://localhost:3000/api/v2/catalog/playlists-all'), fetchImpl);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'error' });
  });
});
