// @vitest-environment node
import { decodeVariant, encodeVariant, visiblePathname, type RenderVariant } from '@/lib/render-variant';

// A page is rendered and cached per country and variant; the variant travels in the rewritten
// address and reads back as what the page was rendered for, while the visitor's address stays.

describe('render variant', () => {
  it.each<[string, RenderVariant]>([
    ['g.w.n.h.s.0', { member: false, platform: 'WEB', store: null, bot: false, shell: true, paged: false }],
    ['m.m.a.h.s.0', { member: true, platform: 'MOBILE_WEB', store: 'android', bot: false, shell: true, paged: false }],
    ['g.m.i.h.n.p', { member: false, platform: 'MOBILE_WEB', store: 'ios', bot: false, shell: false, paged: true }],
    ['g.a.n.h.s.0', { member: false, platform: 'ANDROID', store: null, bot: false, shell: true, paged: false }],
    ['g.w.n.b.s.0', { member: false, platform: 'WEB', store: null, bot: true, shell: true, paged: false }],
    // issue 49: a member's profile ceiling, a kids profile's with k
    [
      'm.w.n.h.s.0.kua',
      { member: true, platform: 'WEB', store: null, bot: false, shell: true, paged: false, ceiling: { maturity: 'UA', kids: true } },
    ],
    [
      'm.m.a.h.s.p.ku',
      {
        member: true,
        platform: 'MOBILE_WEB',
        store: 'android',
        bot: false,
        shell: true,
        paged: true,
        ceiling: { maturity: 'U', kids: true },
      },
    ],
    [
      'm.w.n.h.s.0.c16',
      { member: true, platform: 'WEB', store: null, bot: false, shell: true, paged: false, ceiling: { maturity: 'U/A 16+', kids: false } },
    ],
    // issue 50: a language other than English; English adds nothing
    ['g.w.n.h.s.0.hi', { member: false, platform: 'WEB', store: null, bot: false, shell: true, paged: false, locale: 'hi' }],
    [
      'm.w.n.h.s.0.kua.ta',
      {
        member: true,
        platform: 'WEB',
        store: null,
        bot: false,
        shell: true,
        paged: false,
        ceiling: { maturity: 'UA', kids: true },
        locale: 'ta',
      },
    ],
  ])('reads %s back as it was written', (code, variant) => {
    expect(encodeVariant(variant)).toBe(code);
    expect(decodeVariant(code)).toEqual(variant);
  });

  it.each([
    ['movies'],
    ['g.w.n.h.s'],
    ['x.w.n.h.s.0'],
    [''],
    ['g.w.n.h.s.0.ku'],
    ['m.w.n.h.s.0.ka'],
    ['m.w.n.h.s.0.'],
    ['g.w.n.h.s.0.en'],
    ['g.w.n.h.s.0.fr'],
    ['g.w.n.h.s.0.hi.ku'],
  ])('reads %j as no variant (an address a visitor typed)', (code) => {
    expect(decodeVariant(code)).toBeNull();
  });

  it.each([
    ['/IN/g.w.n.h.s.0', '/'],
    ['/IN/g.w.n.h.s.0/movies', '/movies'],
    ['/AE/m.m.a.h.n.p/movie/watch/1/a', '/movie/watch/1/a'],
    ['/IN/m.w.n.h.s.0.kua/movies', '/movies'],
    ['/IN/m.w.n.h.s.0.ku', '/'],
    ['/movies', '/movies'],
    ['/in/g.w.n.h.s.0/movies', '/in/g.w.n.h.s.0/movies'],
    // the route's own path, without the language of the address or the variant
    ['/IN/g.w.n.h.s.0.hi/movies', '/movies'],
    ['/hi/movies', '/movies'],
    ['/ta', '/'],
  ])('shows %s as %s', (rendered, visible) => {
    expect(visiblePathname(rendered)).toBe(visible);
  });
});
