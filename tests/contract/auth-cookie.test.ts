import { COOKIE, SECURE_AUTH_COOKIE, authTokenFrom } from '@/contract/constants';

// Whether a request carries a session, read the same way by proxy.ts, the web's session read and
// the origin's session guard.

describe('authTokenFrom', () => {
  const jar = (cookies: Record<string, string>) => (name: string) => cookies[name];

  it.each([
    [{ [COOKIE.authToken]: 'plain' }, 'plain'],
    [{ [SECURE_AUTH_COOKIE]: 'secure' }, 'secure'],
    [{ [SECURE_AUTH_COOKIE]: 'secure', [COOKIE.authToken]: 'plain' }, 'secure'],
    [{ [SECURE_AUTH_COOKIE]: '', [COOKIE.authToken]: 'plain' }, 'plain'],
    [{ [COOKIE.authToken]: '' }, undefined],
    [{ device_id: 'd1' }, undefined],
  ])('reads %j as %j', (cookies, token) => {
    expect(authTokenFrom(jar(cookies))).toBe(token);
  });
});
