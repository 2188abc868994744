// The link shapes of spec 001 §9 "Link shapes", with the slugs of spec 001 §5 (contract/slugs.ts).

import { slugify } from '@/contract/slugs';

type Id = number | string;

export interface ContentLinkInput {
  asset_type: string;
  asset_id: Id;
  asset_title?: string | null;
  asset_slug?: string | null;
  content_id?: Id | null;
  content_title?: string | null;
  content_slug?: string | null;
  /** TV SHOWS: the season of an episode; an episode link needs it. */
  season_id?: Id | null;
}

function assetSlug(input: ContentLinkInput): string {
  return slugify(input.asset_slug || input.asset_title);
}

function contentSlug(input: ContentLinkInput): string {
  return slugify(input.content_slug || input.content_title);
}

function hasId(id: Id | null | undefined): id is Id {
  return id !== null && id !== undefined && id !== '';
}

/**
 * The page of a catalogue item, by asset_type:
 * - MOVIE and QUICKIE: /movie/watch/{assetId}/{slug}[/{contentId}/{contentSlug}]. Quickies have no
 *   detail route of their own in the route table (/quickie is a landing page), so they open on
 *   the movie detail route.
 * - TV SHOWS: /tv/watch/{assetId}/{slug}[/{seasonId}/{contentId}/{contentSlug}] (an episode link
 *   needs its season, or its content id would be read as a season id).
 * - ORIGINAL: /original/watch/{assetId}/{slug}[/{contentId}/{contentSlug}].
 * - ALBUM: /music/album/{assetId}/{slug}.
 * - MUSIC VIDEO: /music/watch/{assetId}/{slug}/{contentId}/{contentSlug}, or the album page
 *   without a content.
 * - LIVE TV: /tv/live?ap=1&channel-id={contentId or assetId}.
 */
export function contentLink(input: ContentLinkInput): string {
  const type = input.asset_type.toUpperCase();
  const base = `${input.asset_id}/${assetSlug(input)}`;
  const withContent = hasId(input.content_id) ? `/${input.content_id}/${contentSlug(input)}` : '';

  switch (type) {
    case 'MOVIE':
    case 'QUICKIE':
      return `/movie/watch/${base}${withContent}`;
    case 'TV SHOWS':
    case 'TV SHOW':
      return hasId(input.season_id) && withContent ? `/tv/watch/${base}/${input.season_id}${withContent}` : `/tv/watch/${base}`;
    case 'ORIGINAL':
      return `/original/watch/${base}${withContent}`;
    case 'ALBUM':
      return albumLink(input.asset_id, input.asset_slug || input.asset_title);
    case 'MUSIC VIDEO':
      return withContent ? `/music/watch/${base}${withContent}` : albumLink(input.asset_id, input.asset_slug || input.asset_title);
    case 'LIVE TV':
      return liveChannelLink(hasId(input.content_id) ? input.content_id : input.asset_id);
    default:
      return `/movie/watch/${base}${withContent}`;
  }
}

/** The title pages contentLink makes that open with a Play: a film's, a show's, an original's, a music video's. */
const TITLE_PAGE = /^\/(movie|tv|original|music)\/watch\//;

export function isTitlePage(pathname: string): boolean {
  return TITLE_PAGE.test(pathname);
}

/** spec 001 §2 "Header menus": live channels open the player on /tv/live. */
export function liveChannelLink(channelId: Id): string {
  return `/tv/live?ap=1&channel-id=${encodeURIComponent(String(channelId))}`;
}

export function albumLink(id: Id, title: unknown): string {
  return `/music/album/${id}/${slugify(title)}`;
}

export function playlistLink(id: Id, title: unknown): string {
  return `/playlist/${id}/${slugify(title)}`;
}

/** Star profile: /star/{slug}/{id}, or /stars when the name or id is missing. */
export function starLink(name?: string | null, id?: Id | null): string {
  if (!name || !hasId(id)) return '/stars';
  return `/star/${slugify(name)}/${id}`;
}

export function peopleLink(name: unknown): string {
  return `/people/${slugify(name)}`;
}

/**
 * A user playlist (spec 001 §2): audio at /music/playlist/{playlistId}/sets, video at
 * /playlist/{playlistId}/{playlistTitle}; u names the owner's profile, which tells a user's video
 * playlist from an editorial one and lets a public playlist open for anyone.
 */
export function userPlaylistLink(playlist: {
  playlist_id: Id;
  playlist_type: 'audio' | 'video';
  title: unknown;
  user_slug: string;
}): string {
  const owner = `?u=${encodeURIComponent(playlist.user_slug)}`;
  return playlist.playlist_type === 'audio'
    ? `/music/playlist/${playlist.playlist_id}/sets${owner}`
    : `/playlist/${playlist.playlist_id}/${slugify(playlist.title)}${owner}`;
}

/** Public profile: /u/{id} with an optional ?l=, or /u/null for a non-string id. */
export function userProfileLink(id: unknown, l?: string | null): string {
  const path = typeof id === 'string' && id !== '' ? `/u/${encodeURIComponent(id)}` : '/u/null';
  return l ? `${path}?l=${encodeURIComponent(l)}` : path;
}

export function originalsGenreLink(id: Id, title: unknown): string {
  return `/originals/genre/${id}/${slugify(title)}`;
}

export function movieGenreLink(id: Id, title: unknown): string {
  return `/movies/genres/${id}/${slugify(title)}`;
}

export function tvProviderLink(code: string): string {
  return `/tv/provider/${encodeURIComponent(code)}`;
}

/** /search/{entityType}/{searchSlug}: one entity group of the results for a query. */
export function searchEntityLink(entityType: string, query: string): string {
  return `/search/${encodeURIComponent(entityType)}/${slugify(query)}`;
}

/** A search slug back to the query it came from: hyphens become spaces. */
export function queryFromSearchSlug(slug: string): string {
  return decodeURIComponent(slug).replace(/-/g, ' ').trim();
}

/** The apps in the stores (the footer's badges and the open-in-app banner). */
export const APP_STORE_LINKS = {
  android: 'https://play.google.com/store/apps/details?id=in.chalchitra.app',
  ios: 'https://apps.apple.com/app/chalchitra/id0000000000',
} as const;

/** spec 000 §2 marketing parameters, carried from one route to the next. */
export const MARKETING_PARAMETERS = [
  'utm_partnerId',
  'utm_source',
  'utm_medium',
  'utm_term',
  'utm_content',
  'utm_campaing',
  'partner_code',
] as const;

/** The cookie that keeps, for the visit, the marketing parameters of the first address naming them. */
export const MARKETING_COOKIE = 'marketing';

/** The marketing parameters an address names (an empty one does not count), or null for none. */
export function marketingOf(query: URLSearchParams): URLSearchParams | null {
  const named = MARKETING_PARAMETERS.flatMap((name) => (query.get(name) ? [[name, query.get(name)!]] : []));
  return named.length > 0 ? new URLSearchParams(named) : null;
}

export interface PurchaseLinkInput {
  rurl?: string | null;
  /** defaults to en */
  src?: string | null;
  pr?: string | null;
  vou?: string | null;
  ent?: 'SVOD' | 'AVOD+SVOD' | null;
  /** the originating page name; left out for the not-found page */
  screen?: string | null;
  /** the current query, whose marketing parameters travel along */
  carry?: URLSearchParams | null;
  /** spec 000 §3: source FashionTV adds the partner tag fashiontv */
  partner?: string | null;
}

/** spec 001 §9 purchase link: /purchase with rurl, src, pr, vou, ent, screen and the marketing parameters. */
export function purchaseLink(input: PurchaseLinkInput = {}): string {
  const query = new URLSearchParams();
  if (input.rurl && input.rurl.startsWith('/') && !input.rurl.startsWith('//')) query.set('rurl', input.rurl);
  query.set('src', input.src || 'en');
  if (input.pr) query.set('pr', input.pr);
  if (input.vou) query.set('vou', input.vou);
  if (input.ent) query.set('ent', input.ent);
  if (input.screen && input.screen !== 'not-found') query.set('screen', input.screen);
  for (const name of MARKETING_PARAMETERS) {
    const value = input.carry?.get(name);
    if (value) query.set(name, value);
  }
  if (input.partner) query.set('partner', input.partner);
  return `/purchase?${query.toString()}`;
}

/** A music chart: /music/top-charts/{chartId}/{chartName}. */
export function chartLink(chart: { chart_id: Id; name: unknown }): string {
  return `/music/top-charts/${chart.chart_id}/${slugify(chart.name)}`;
}
