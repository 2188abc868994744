import type { MenuResponse, ProvidersResponse } from '@/contract/schemas/catalogue';
import { contentLink, liveChannelLink, movieGenreLink, originalsGenreLink, tvProviderLink } from '@/lib/links';

// The main menu of spec 001 §2 "Menus" and §3 "Menu entry", filled from the origin's menu calls.

export type MenuId = 'home' | 'movies' | 'originals' | 'tv' | 'music' | 'quickie' | 'stars' | 'rewards';

export interface MenuEntry {
  title: string;
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

function group(title: string, subMenu: MenuEntry[], url?: string): MenuEntry[] {
  if (subMenu.length === 0) return [];
  return [{ title, heading: url === undefined, url, subMenu }];
}

function moviesMenu(movie: MenuResponse | null): MenuEntry[] {
  const genres = kept(
    (movie?.genre ?? []).map((genre) => ({ title: genre.title, url: movieGenreLink(genre.id, genre.slug || genre.title) })),
  );
  return [
    { title: 'Genres', url: '/movies/genres', ...(genres.length > 0 ? { subMenu: genres } : {}) },
    { title: 'Most Popular', url: '/movies/mostpopular' },
    { title: 'Languages', url: '/movies/languages' },
  ];
}

function originalsMenu(original: MenuResponse | null): MenuEntry[] {
  if (!original) return [];
  const genres = kept(
    original.genre.map((genre) => ({ title: genre.title, url: originalsGenreLink(genre.id, genre.slug || genre.title) })),
  );
  return [...group('Popular shows', assetEntries(original.assets)), ...group('Genres', genres)];
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
  return [...group('Channels', providerEntries), ...group('Live TV', live), ...group('Popular shows', shows)];
}

function musicMenu(): MenuEntry[] {
  return [
    {
      title: 'Music',
      heading: true,
      subMenu: [
        { title: 'Playlists', url: '/music/mixes' },
        { title: 'New On', url: '/music/new_on_eros' },
        { title: 'Top Charts', url: '/music/top-charts' },
        { title: 'Albums', url: '/music/explore' },
        { title: 'Moods & Themes', url: '/music/genres' },
      ],
    },
    {
      title: 'Music Videos',
      heading: true,
      subMenu: [
        { title: 'Music Videos', url: '/music/video' },
        { title: 'New On', url: '/music/video-new-on-eros' },
        { title: 'Top Videos', url: '/music/video-top-charts' },
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
    { id: 'home', title: 'Home', url: '/' },
    withSubMenu({ id: 'movies', title: 'Movies', url: '/movies' }, moviesMenu(movie)),
    withSubMenu({ id: 'originals', title: 'Originals', url: '/originals' }, originalsMenu(original)),
    withSubMenu({ id: 'tv', title: 'TV', url: '/tv', ...(hasFashionTv ? { newLabel: true } : {}) }, tvMenu(tv, providerList)),
    withSubMenu({ id: 'music', title: 'Music', url: '/music' }, musicMenu()),
    withSubMenu({ id: 'quickie', title: 'Quickie', url: '/quickie' }, assetEntries(quickie?.assets ?? [])),
    { id: 'stars', title: 'Stars', url: '/stars' },
    { id: 'rewards', title: 'Rewards', url: '/rewards', newLabel: true, audience: 'mzaalo' },
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
