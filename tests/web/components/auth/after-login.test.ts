import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goTo, loadPage } from '@/components/auth/after-login';

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
