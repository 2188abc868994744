import type { MenuResponse, ProvidersResponse } from '@/contract/schemas/catalogue';
import { contentLink, liveChannelLink, movieGenreLink, originalsGenreLink, tvProviderLink } from '@/lib/links';

// The main menu of spec 001 §2 "Menus" and §3 "Menu entry", filled from the origin's menu calls.
// The fixed entries carry their title's catalogue key; the header shows them in the page's
// language (translateMenu), the origin's entries (genres, shows, channels) as the origin names them.

export type MenuId = 'home' | 'movies' | 'originals' | 'tv' | 'music' | 'quickie' | 'stars' | 'rewards';

export interface MenuEntry {
  /** The title in English, or as the origin names it (genres, shows, channels). */
  title: string;
  /** A fixed entry's title in the catalogue (layout namespace): the page shows it in its language (translateMenu). */
  titleKey?: MenuTitleKey;
  url?: string;
  /** A short tag shown beside the title. */
  label?: string;
  /** Shows the 'New' label. */
  newLabel?: boolean;
  subMenu?: MenuEntry[];
  /** A group title rather than a link; its subMenu holds the links. */
  heading?: boolean;
  /** 'LiveTV' entries open the player on /tv/live with ap=1 and channel-id. */
  type?: 'LiveTV';
  /** A plain link (full page load) rather than a router link. */
  isSecured?: boolean;
}

export interface MainMenuEntry extends MenuEntry {
  id: MenuId;
  /** Shown only to users on the free MZaalo plan (spec 000 §6). */
  audience?: 'mzaalo';
}

export interface MenuResults {
  movie?: unknown;
  original?: unknown;
  quickie?: unknown;
  tv?: unknown;
  providers?: unknown;
}

/** The fixed entries' titles: their catalogue keys (layout namespace) and their English. */
const FIXED_TITLES = {
  'menu.home': 'Home',
  'menu.movies': 'Movies',
  'menu.originals': 'Originals',
  'menu.tv': 'TV',
  'menu.music': 'Music',
  'menu.quickie': 'Quickie',
  'menu.stars': 'Stars',
  'menu.rewards': 'Rewards',
  'menu.genres': 'Genres',
  'menu.mostPopular': 'Most Popular',
  'menu.languages': 'Languages',
  'menu.popularShows': 'Popular shows',
  'menu.channels': 'Channels',
  'menu.liveTv': 'Live TV',
  'menu.playlists': 'Playlists',
  'menu.newOn': 'New On',
  'menu.topCharts': 'Top Charts',
  'menu.albums': 'Albums',
  'menu.moodsThemes': 'Moods & Themes',
  'menu.musicVideos': 'Music Videos',
  'menu.topVideos': 'Top Videos',
} as const;
export type MenuTitleKey = keyof typeof FIXED_TITLES;

/** A fixed entry's title, in English and by its catalogue key. */
function titled(titleKey: MenuTitleKey): { title: string; titleKey: MenuTitleKey } {
  return { title: FIXED_TITLES[titleKey], titleKey };
}

/** The menu with its fixed entries' titles in the page's language (t: the layout namespace's translator). */
export function translateMenu<T extends MenuEntry>(entries: T[], t: (key: MenuTitleKey) => string): T[] {
  return entries.map((entry) => ({
    ...entry,
    ...(entry.titleKey ? { title: t(entry.titleKey) } : {}),
    ...(entry.subMenu ? { subMenu: translateMenu(entry.subMenu, t) } : {}),
  }));
}

/** Menu titles left out of the menu (spec 001 §2: the list is not shown; none so far). */
export const EXCLUDED_MENU_TITLES: ReadonlySet<string> = new Set<string>();

/** spec 000 §6: bots get no menu or footer fetch. */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return /bot|crawler|spider|slurp|bingpreview|facebookexternalhit/i.test(userAgent ?? '');
}

/**
 * spec 001 §7: the menu build skips results that are strings, have status 500 or have code
 * '99999'. Anything else that is not an object is skipped too.
 */
export function usableMenuResult<T extends object>(result: unknown): T | null {
  if (result === null || result === undefined || typeof result !== 'object') return null;
  const { status, code } = result as { status?: unknown; code?: unknown };
  if (status === 500 || status === '500') return null;
  if (code === '99999' || code === 99999) return null;
  return result as T;
}

function menuResponse(result: unknown): MenuResponse | null {
  const usable = usableMenuResult<Partial<MenuResponse>>(result);
  if (!usable) return null;
  return {
    assets: Array.isArray(usable.assets) ? usable.assets : [],
    genre: Array.isArray(usable.genre) ? usable.genre : [],
  };
}

function kept(entries: MenuEntry[]): MenuEntry[] {
  return entries.filter((entry) => !EXCLUDED_MENU_TITLES.has(entry.title));
}

/** spec 001 §2: popular shows are sorted by position. */
function byPosition(assets: MenuResponse['assets']): MenuResponse['assets'] {
  return [...assets].sort((a, b) => a.position - b.position);
}

function assetEntries(assets: MenuResponse['assets']): MenuEntry[] {
  return kept(
    byPosition(assets).map((asset) => {
      if (asset.asset_type.toUpperCase() === 'LIVE TV') {
        return { title: asset.title, url: liveChannelLink(asset.asset_id), type: 'LiveTV' as const };
      }
      return {
        title: asset.title,
        url: contentLink({
          asset_type: asset.asset_type,
          asset_id: asset.asset_id,
          asset_slug: asset.asset_slug,
          asset_title: asset.title,
        }),
      };
    }),
  );
}

function group(titleKey: MenuTitleKey, subMenu: MenuEntry[], url?: string): MenuEntry[] {
  if (subMenu.length === 0) return [];
  return [{ ...titled(titleKey), heading: url === undefined, url, subMenu }];
}

function moviesMenu(movie: MenuResponse | null): MenuEntry[] {
  const genres = kept(
    (movie?.genre ?? []).map((genre) => ({ title: genre.title, url: movieGenreLink(genre.id, genre.slug || genre.title) })),
  );
  return [
    { ...titled('menu.genres'), url: '/movies/genres', ...(genres.length > 0 ? { subMenu: genres } : {}) },
    { ...titled('menu.mostPopular'), url: '/movies/mostpopular' },
    { ...titled('menu.languages'), url: '/movies/languages' },
  ];
}

function originalsMenu(original: MenuResponse | null): MenuEntry[] {
  if (!original) return [];
  const genres = kept(
    original.genre.map((genre) => ({ title: genre.title, url: originalsGenreLink(genre.id, genre.slug || genre.title) })),
  );
  return [...group('menu.popularShows', assetEntries(original.assets)), ...group('menu.genres', genres)];
}

function tvMenu(tv: MenuResponse | null, providers: ProvidersResponse | null): MenuEntry[] {
  const providerEntries = kept(
    (providers?.data ?? []).map((provider) => ({
      title: provider.provider_name,
      url: tvProviderLink(provider.provider_code),
      ...(provider.provider_code === 'fashiontv' ? { newLabel: true } : {}),
    })),
  );
  const assets = assetEntries(tv?.assets ?? []);
  const live = assets.filter((entry) => entry.type === 'LiveTV');
  const shows = assets.filter((entry) => entry.type !== 'LiveTV');
  return [...group('menu.channels', providerEntries), ...group('menu.liveTv', live), ...group('menu.popularShows', shows)];
}

function musicMenu(): MenuEntry[] {
  return [
    {
      ...titled('menu.music'),
      heading: true,
      subMenu: [
        { ...titled('menu.playlists'), url: '/music/mixes' },
        { ...titled('menu.newOn'), url: '/music/new_on_eros' },
        { ...titled('menu.topCharts'), url: '/music/top-charts' },
        { ...titled('menu.albums'), url: '/music/explore' },
        { ...titled('menu.moodsThemes'), url: '/music/genres' },
      ],
    },
    {
      ...titled('menu.musicVideos'),
      heading: true,
      subMenu: [
        { ...titled('menu.musicVideos'), url: '/music/video' },
        { ...titled('menu.newOn'), url: '/music/video-new-on-eros' },
        { ...titled('menu.topVideos'), url: '/music/video-top-charts' },
      ],
    },
  ];
}

function withSubMenu<T extends MenuEntry>(entry: T, subMenu: MenuEntry[]): T {
  return subMenu.length > 0 ? { ...entry, subMenu } : entry;
}

/**
 * spec 001 §2 "Menus": Home, Movies (Genres, Most Popular, Languages), Originals, TV, Music
 * (Playlists, New On, Top Charts, Albums, Moods & Themes; Music Videos: Music Videos, New On,
 * Top Videos), Quickie, Stars, Rewards (flagged new). The order is fixed; unusable results leave
 * their part of the menu empty.
 */
export function buildMainMenu(results: MenuResults = {}): MainMenuEntry[] {
  const movie = menuResponse(results.movie);
  const original = menuResponse(results.original);
  const quickie = menuResponse(results.quickie);
  const tv = menuResponse(results.tv);
  const providers = usableMenuResult<ProvidersResponse>(results.providers);
  const providerList = Array.isArray(providers?.data) ? providers : null;
  const hasFashionTv = (providerList?.data ?? []).some((provider) => provider.provider_code === 'fashiontv');

  return [
    { id: 'home', ...titled('menu.home'), url: '/' },
    withSubMenu({ id: 'movies', ...titled('menu.movies'), url: '/movies' }, moviesMenu(movie)),
    withSubMenu({ id: 'originals', ...titled('menu.originals'), url: '/originals' }, originalsMenu(original)),
    withSubMenu({ id: 'tv', ...titled('menu.tv'), url: '/tv', ...(hasFashionTv ? { newLabel: true } : {}) }, tvMenu(tv, providerList)),
    withSubMenu({ id: 'music', ...titled('menu.music'), url: '/music' }, musicMenu()),
    withSubMenu({ id: 'quickie', ...titled('menu.quickie'), url: '/quickie' }, assetEntries(quickie?.assets ?? [])),
    { id: 'stars', ...titled('menu.stars'), url: '/stars' },
    { id: 'rewards', ...titled('menu.rewards'), url: '/rewards', newLabel: true, audience: 'mzaalo' },
  ];
}

/** The entries a user on the given plan sees (Rewards only for MZaalo). */
export function menuForUser(menu: MainMenuEntry[], isMzaalo: boolean): MainMenuEntry[] {
  return menu.filter((entry) => entry.audience !== 'mzaalo' || isMzaalo);
}

/** spec 000 §2: the header's top menu shows movies, originals, music, quickie, tv and stars. */
export const TOP_MENU_IDS: readonly MenuId[] = ['movies', 'originals', 'music', 'quickie', 'tv', 'stars'];

/** spec 000 §2: the side navigation shows home, movies, tv, music, quickie, originals, stars (+ rewards). */
export const SIDE_NAV_IDS: readonly MenuId[] = ['home', 'movies', 'tv', 'music', 'quickie', 'originals', 'stars', 'rewards'];

export function pickMenu(menu: MainMenuEntry[], ids: readonly MenuId[]): MainMenuEntry[] {
  return ids.flatMap((id) => menu.filter((entry) => entry.id === id));
}
