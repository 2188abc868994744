// Constants of the specification, with the section each comes from.

/** spec 001 §9: API timeout. */
export const API_TIMEOUT_MS = 60_000;
/** Where the web finds the origin unless ORIGIN_URL says otherwise (the origin's own default port). */
export const DEFAULT_ORIGIN_URL = 'http://127.0.0.1:4000';
/** spec 001 §8: a call with no answer counts as a 503; this is the message that answer carries (web relay and edge alike). */
export const ORIGIN_UNREACHABLE_MESSAGE = 'We could not reach Chalchitra just now. Please check your connection and try again.';
/** spec 001 §9: default content limit per playlist (mobile, otherwise) and rows (2 in server rendering). */
export const CONTENT_LIMIT_MOBILE = 10;
export const CONTENT_LIMIT_DEFAULT = 20;
export const PLAYLIST_ROWS_DEFAULT = 5;
export const PLAYLIST_ROWS_SERVER = 2;
/** spec 001 §9: footer playlist location ids; originals menu page id. */
export const FOOTER_PLAYLIST_LOCATIONS = [8, 9] as const;
export const ORIGINALS_MENU_PAGE_ID = 44;
/** spec 001 §9: auth cookie default life, 30 days. */
export const AUTH_COOKIE_LIFE_MS = 2_592_000_000;
/** spec 001 §9: top progress bar. */
export const PROGRESS_BAR = {
  pauseAbovePercent: 85,
  durationMs: 3000,
  heightMobilePx: 2,
  heightPx: 3,
  colour: '#00bff2',
  failureColour: '#ff0000',
  hideAfterMs: 500,
} as const;
/** spec 000 §2: the header turns opaque after a 60 px scroll. */
export const HEADER_OPAQUE_SCROLL_PX = 60;
/** spec 000 §9 snackbar times. */
export const SNACKBAR_TIME_MS = 3500;
export const SNACKBAR_LONG_TIME_MS = 4000;
/** spec 000 §9: geolocation's maximum age and time-out. */
export const GEOLOCATION = { maximumAgeMs: 1_800_000, timeoutMs: 10_000 } as const;
/** spec 000 §9: the wait before a page whose code failed to load is loaded again. */
export const REFRESH_PAGE_DELAY_MS = 200;
/** spec 000 §9: code of the page that has not loaded in this long has failed to load (a ChunkLoadError). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** spec 000 §9: default country and calling code. */
export const DEFAULT_COUNTRY = 'IN';
export const DEFAULT_CALLING_CODE = '+91';
/** spec 001 §9: content type ids. */
export const CONTENT_TYPE = {
  fullLength: 1,
  trailer: 2,
  musicVideo: 3,
  musicAudio: 4,
  dialoguePromo: 5,
  theatricalTrailer: 6,
  songPromo: 7,
  events: 23,
  makingOf: 24,
  clipSong: 25,
  clipScene: 26,
  season: 33,
  episode: 34,
  original: 45,
  audioBits: 50,
  starPhotos: 68,
} as const;
/** spec 001 §9: qualities. */
export const QUALITY = { LOW: 1, MED: 2, HIGH: 3, HD: 4, AUDIO: 5, ADAPTIVE: 6 } as const;
/**
 * Cookie names shared by the web process and the origin. `plan` is readable and carries
 * activeUserPlan for proxy.ts's redirectIfSubscribed; it grants nothing.
 */
export const COOKIE = { authToken: 'auth_token', deviceId: 'device_id', country: 'country', plan: 'plan', referral: 'referral' } as const;
/** The auth cookie's name where the site is served over HTTPS (COOKIE_SECURE on the origin). */
export const SECURE_AUTH_COOKIE = '__Secure-auth_token';

/**
 * The session's token among a request's cookies, as the web (proxy.ts, the session read) and the
 * origin (the session guard) read it: the __Secure- name first, else the plain one; an empty value is none.
 */
export function authTokenFrom(cookie: (name: string) => string | undefined): string | undefined {
  return cookie(SECURE_AUTH_COOKIE) || cookie(COOKIE.authToken) || undefined;
}
/** VAST tracking events the ad endpoint records (IAB VAST 4.1). */
export const AD_EVENTS = ['impression', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip', 'error'] as const;
/** Access levels of a content: free, avod (ad-supported) and svod (subscription). */
export const ACCESS_LEVELS = ['free', 'avod', 'svod'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
