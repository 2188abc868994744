import { isSafeReturnPath, safeReturnPath } from '@/contract/return-path';

// Return addresses accept same-site relative paths only (ARCHITECTURE.md "Identity and access"):
// one rule for the web, which falls back to '/', and the origin, which refuses the value.

describe('safeReturnPath', () => {
  it.each([
    ['/movies', '/movies'],
    ['/tv/show-1?season=2#top', '/tv/show-1?season=2#top'],
    ['/search?q=raja%20rani', '/search?q=raja%20rani'],
    ['/', '/'],
    // an encoded return address in the query is not an encoded slash in the path
    ['/purchase?rurl=%2Fmovie%2Fwatch%2F1%2Fdhoom&src=en&ent=SVOD', '/purchase?rurl=%2Fmovie%2Fwatch%2F1%2Fdhoom&src=en&ent=SVOD'],
  ])('keeps the site path %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/'],
    ['https:evil.example'],
    ['javascript:alert(1)'],
    ['/%2F%2Fevil.example'],
    ['%2F%2Fevil.example'],
    ['/%5Cevil.example'],
    ['/%252F%252Fevil.example'],
    ['/movies\nLocation: https://evil.example'],
    ['/movies%0d%0aSet-Cookie:x=1'],
    ['/\tevil'],
    ['movies'],
    [''],
    [null],
    [undefined],
    ['%E0%A4%A'],
  ])('sends %j to /', (value) => {
    expect(safeReturnPath(value)).toBe('/');
    expect(isSafeReturnPath(value)).toBe(false);
  });

  it('falls back to the address it is given', () => {
    expect(safeReturnPath('//evil.example', '/payment-status')).toBe('/payment-status');
  });
});
