import { describe, expect, it } from 'vitest';
import { buildMainMenu, isBotUserAgent, menuForUser, pickMenu, TOP_MENU_IDS, usableMenuResult, type MenuEntry } from '@/lib/menu';

const movie = {
  assets: [],
  genre: [
    { id: 1, type: 'MOVIE', title: 'Action', slug: 'action' },
    { id: 2, type: 'MOVIE', title: 'Romance', slug: 'romance' },
  ],
};
const original = {
  assets: [
    { title: 'Second Show', asset_type: 'ORIGINAL', asset_id: 82, asset_slug: 'second-show', position: 2 },
    { title: 'First Show', asset_type: 'ORIGINAL', asset_id: 81, asset_slug: 'first-show', position: 1 },
  ],
  genre: [{ id: 3, type: 'ORIGINAL', title: 'Thriller', slug: 'thriller' }],
};
const tv = {
  assets: [{ title: 'News 24', asset_type: 'LIVE TV', asset_id: 77, asset_slug: 'news-24', position: 1 }],
  genre: [],
};
const providers = {
  data: [
    { provider_id: 1, provider_name: 'Fashion TV', provider_code: 'fashiontv' },
    { provider_id: 2, provider_name: 'ADT 10', provider_code: 'adt10' },
  ],
};

function entry(menu: MenuEntry[], title: string): MenuEntry | undefined {
  return menu.find((item) => item.title === title);
}

describe('buildMainMenu (spec 001 §2 "Menus")', () => {
  it('keeps the fixed order, with Rewards flagged new', () => {
    const menu = buildMainMenu();
    expect(menu.map((item) => item.title)).toEqual(['Home', 'Movies', 'Originals', 'TV', 'Music', 'Quickie', 'Stars', 'Rewards']);
    expect(entry(menu, 'Rewards')).toMatchObject({ url: '/rewards', newLabel: true, audience: 'mzaalo' });
  });

  it('gives Movies its Genres, Most Popular and Languages, with the genres of the MOVIE menu', () => {
    const movies = entry(buildMainMenu({ movie }), 'Movies');
    expect(movies?.subMenu?.map((item) => item.title)).toEqual(['Genres', 'Most Popular', 'Languages']);
    expect(entry(movies?.subMenu ?? [], 'Genres')?.subMenu).toEqual([
      { title: 'Action', url: '/movies/genres/1/action' },
      { title: 'Romance', url: '/movies/genres/2/romance' },
    ]);
    expect(entry(movies?.subMenu ?? [], 'Most Popular')?.url).toBe('/movies/mostpopular');
  });

  it('builds the Originals sub-menu from assets (by position) and genres', () => {
    const originals = entry(buildMainMenu({ original }), 'Originals');
    const shows = entry(originals?.subMenu ?? [], 'Popular shows');
    expect(shows?.subMenu?.map((item) => [item.title, item.url])).toEqual([
      ['First Show', '/original/watch/81/first-show'],
      ['Second Show', '/original/watch/82/second-show'],
    ]);
    expect(entry(originals?.subMenu ?? [], 'Genres')?.subMenu).toEqual([{ title: 'Thriller', url: '/originals/genre/3/thriller' }]);
  });

  it('gives TV its providers, live channels and the New label when fashiontv exists', () => {
    const menuTv = entry(buildMainMenu({ tv, providers }), 'TV');
    expect(menuTv?.newLabel).toBe(true);
    const channels = entry(menuTv?.subMenu ?? [], 'Channels')?.subMenu;
    expect(channels).toEqual([
      { title: 'Fashion TV', url: '/tv/provider/fashiontv', newLabel: true },
      { title: 'ADT 10', url: '/tv/provider/adt10' },
    ]);
    expect(entry(menuTv?.subMenu ?? [], 'Live TV')?.subMenu).toEqual([
      { title: 'News 24', url: '/tv/live?ap=1&channel-id=77', type: 'LiveTV' },
    ]);
  });

  it('gives TV no New label without fashiontv', () => {
    const menuTv = entry(buildMainMenu({ providers: { data: [providers.data[1]] } }), 'TV');
    expect(menuTv?.newLabel).toBeUndefined();
  });

  it('has the fixed Music sub-menu', () => {
    const music = entry(buildMainMenu(), 'Music');
    expect(music?.subMenu?.map((group) => [group.title, group.subMenu?.map((item) => item.title)])).toEqual([
      ['Music', ['Playlists', 'New On', 'Top Charts', 'Albums', 'Moods & Themes']],
      ['Music Videos', ['Music Videos', 'New On', 'Top Videos']],
    ]);
  });

  it.each([
    ['a string', 'Internal Server Error'],
    ['status 500', { status: 500, data: null }],
    ["code '99999'", { code: '99999', message: 'failed' }],
    ['nothing', undefined],
  ])('skips a result that is %s', (_label, failed) => {
    const menu = buildMainMenu({ movie: failed, original: failed, quickie: failed, tv: failed, providers: failed });
    expect(entry(menu, 'Originals')?.subMenu).toBeUndefined();
    expect(entry(menu, 'TV')?.subMenu).toBeUndefined();
    expect(entry(menu, 'TV')?.newLabel).toBeUndefined();
    expect(entry(entry(menu, 'Movies')?.subMenu ?? [], 'Genres')?.subMenu).toBeUndefined();
  });

  it('keeps the usable results when others fail', () => {
    const menu = buildMainMenu({ movie: { status: 500 }, original, providers: 'error' });
    expect(entry(menu, 'Originals')?.subMenu).toHaveLength(2);
    expect(entry(menu, 'TV')?.subMenu).toBeUndefined();
  });
});

describe('usableMenuResult (spec 001 §7)', () => {
  it.each([
    ['error', null],
    [{ status: 500 }, null],
    [{ status: '500' }, null],
    [{ code: '99999' }, null],
    [null, null],
    [
      { status: 200, assets: [] },
      { status: 200, assets: [] },
    ],
  ])('%j gives %j', (result, expected) => {
    expect(usableMenuResult(result)).toEqual(expected);
  });
});

describe('who sees what', () => {
  it('shows Rewards only to MZaalo users', () => {
    const menu = buildMainMenu();
    expect(menuForUser(menu, false).map((item) => item.id)).not.toContain('rewards');
    expect(menuForUser(menu, true).map((item) => item.id)).toContain('rewards');
  });

  it('puts movies, originals, music, quickie, tv and stars in the top menu', () => {
    expect(pickMenu(buildMainMenu(), TOP_MENU_IDS).map((item) => item.title)).toEqual([
      'Movies',
      'Originals',
      'Music',
      'Quickie',
      'TV',
      'Stars',
    ]);
  });

  it.each([
    ['Googlebot/2.1 (+http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', true],
    ['facebookexternalhit/1.1', true],
    ['Mozilla/5.0 (compatible; Yahoo! Slurp)', true],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0', false],
  ])('%s is a bot: %s', (userAgent, bot) => {
    expect(isBotUserAgent(userAgent)).toBe(bot);
  });
});
