import { describe, expect, it } from 'vitest';
import { localizedPath, negotiateLocale, splitLocalePath } from '@/contract/locales';

describe('the interface languages (issue 50)', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['en-US,ta;q=0.9', 'en'],
    ['fr, de;q=0.9, te;q=0.5', 'te'],
    ['ta;q=0, bn;q=0.4', 'bn'],
    ['BN-in', 'bn'],
    ['*', 'en'],
    ['', 'en'],
  ])('takes the best of our languages from Accept-Language %j: %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it('reads a language from the address, and only a language of ours', () => {
    expect(splitLocalePath('/hi/movie/watch/1/x')).toEqual({ locale: 'hi', pathname: '/movie/watch/1/x' });
    expect(splitLocalePath('/mr')).toEqual({ locale: 'mr', pathname: '/' });
    // routes whose first segment is two letters are not languages
    expect(splitLocalePath('/tv/live')).toEqual({ locale: null, pathname: '/tv/live' });
    expect(splitLocalePath('/bd')).toEqual({ locale: null, pathname: '/bd' });
    expect(splitLocalePath('/en/movies')).toEqual({ locale: null, pathname: '/en/movies' });
  });

  it("writes a page's address in a language: English unprefixed", () => {
    expect(localizedPath('/movies', 'ta')).toBe('/ta/movies');
    expect(localizedPath('/', 'bn')).toBe('/bn');
    expect(localizedPath('/hi/movies', 'en')).toBe('/movies');
    expect(localizedPath('/hi/movies', 'te')).toBe('/te/movies');
  });
});
