import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLogin, goTo, loadPage, throughWhosWatching } from '@/components/auth/after-login';
import type { ProfileList } from '@/lib/api/profiles';

// Where the browser goes after the session changes: same-site paths only, with return addresses
// (rurl) carried encoded in the query.

const assign = vi.fn();
const original = window.location;

beforeEach(() => {
  assign.mockClear();
  Object.defineProperty(window, 'location', { configurable: true, value: { ...original, href: 'http://localhost/', assign } });
});
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: original });
});

describe('loadPage', () => {
  it.each([
    ['/login?rurl=%2Faccount-link%3FlinkWith%3Dgoogle', '/login?rurl=%2Faccount-link%3FlinkWith%3Dgoogle'],
    ['/movies#top', '/movies#top'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/?rurl=%2F', '/'],
    ['/%2F%2Fevil.example?x=1', '/'],
  ])('%s goes to %s', (path, target) => {
    loadPage(path);
    expect(assign).toHaveBeenCalledWith(target);
  });
});

describe('goTo', () => {
  it('carries the return address encoded, and leaves out rurl=/', () => {
    goTo('/set-password', { mobile: '9876543210', rurl: '/movies' });
    expect(assign).toHaveBeenLastCalledWith('/set-password?mobile=9876543210&rurl=%2Fmovies');
    goTo('/reset-password', { email: 'a@example.com', rurl: '/' });
    expect(assign).toHaveBeenLastCalledWith('/reset-password?email=a%40example.com');
  });
});

// issue 49: "Who's watching?" comes first after a sign-in when the account has several profiles
describe('afterLogin and "Who\'s watching?"', () => {
  const profile = {
    avatar: 'peacock',
    kids: false,
    maturity: 'A',
    locked: false,
    primary: false,
    language: null,
    audio_language: null,
    subtitle_language: null,
  } as const;
  const household = (count: number, chosen = false): ProfileList => ({
    profiles: Array.from({ length: count }, (_, index) => ({ ...profile, id: `p-${index}`, name: `P${index}`, primary: index === 0 })),
    current: 'p-0',
    chosen,
    pin_to_add: false,
  });

  it.each([
    ['several profiles, none chosen', household(3), '/movies?start=4', '/profiles?rurl=%2Fmovies%3Fstart%3D4'],
    ['several profiles, from home', household(2), '/', '/profiles'],
    ['one profile', household(1), '/movies', '/movies'],
    ['a session that chose already', household(3, true), '/movies', '/movies'],
  ])('with %s goes to %s → %s', async (_case, list, next, target) => {
    expect(await throughWhosWatching(next, async () => list)).toBe(target);
  });

  it('skips the question when the profiles cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await throughWhosWatching('/tv', async () => Promise.reject(new Error('offline')))).toBe('/tv');
    error.mockRestore();
  });

  it('leaves re-authentication to its caller, asking nothing', async () => {
    const onLogin = vi.fn();
    await afterLogin({ onLogin });
    expect(onLogin).toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});
