import type { ProfilesResponse } from '@/contract/schemas/playback';
import { fetchProfiles } from '@/lib/api/playback-client';
import { firstSegments, lowestRung } from '@/contract/hls-start';
import { loadAdSchedule, type AdBreak } from './ad-schedule';
import { dropStaleFiles, hasPrefetchedFile, keepPrefetchedFile, PREPARED_FOR_MS, type PrefetchedFile } from './prefetched-files';

export { PREPARED_FOR_MS, takePrefetchedFile, type PrefetchedFile } from './prefetched-files';
export { firstSegments, lowestRung };

// A title's play, prepared before Play is pressed (on the title's page as it loads, or while the
// pointer or focus is on Play): the play URLs, the ad schedule, and the first frame's files (the
// pre-roll's master playlist, its lowest rung's playlist and first segment, or the programme's
// when there is no pre-roll), kept in memory for hls.js, which starts on the lowest rung and
// takes them through its loader (prefetched-loader.ts). The pre-roll's VAST names its start
// files, so they are fetched together with its master; the programme's are read from its
// playlists, one after another. The player takes a prepared play once: what it plays is what was
// fetched, never a second copy.

/** Who a play is prepared for: a signed-in user's uuid, or null for a visitor. */
export type PlayViewer = string | null;

export interface PreparedPlay {
  /** The signed play URLs, prepared for visitors only: a signed-in viewer's call takes a stream lease (a screen). */
  stream: Promise<ProfilesResponse> | null;
  /** The ad breaks of this playback (VMAP), asked for with its own playback session id. */
  schedule: Promise<AdBreak[] | 'blocked'>;
}

interface Entry extends PreparedPlay {
  viewer: PlayViewer;
  session: string;
  at: number;
}

// one tab's prepared plays, by content id (their first frames' files are in prefetched-files.ts);
// only ever filled in the browser
const prepared = new Map<number, Entry>();

/** Fetches the player's code (its ad part for plans with ad breaks) and hls.js, each once. */
export function warmPlayerCode({ ads }: { ads: boolean }): void {
  void import('hls.js').catch(() => undefined);
  if (ads) void import('./ad-breaks').catch(() => undefined);
}

/**
 * Prepares the play of a content for a viewer; a fresh play prepared for them already is kept.
 * The calls are sent first; the player's code (hls.js, 180 KB) is fetched while the origin
 * answers them, and the first frame's files as soon as the answers name them.
 */
export function preparePlay(contentId: number, viewer: PlayViewer, { ads }: { ads: boolean }, now = Date.now()): void {
  const existing = prepared.get(contentId);
  if (existing && existing.viewer === viewer && now - existing.at < PREPARED_FOR_MS) return;
  dropStaleFiles(now);
  const session = crypto.randomUUID();
  const schedule = loadAdSchedule(contentId, session);
  const stream = viewer === null ? fetchProfiles(contentId, { nextContent: true }) : null;
  // a refusal is the player's to show, when Play is pressed
  stream?.catch(() => undefined);
  void firstFrameMaster(schedule, stream)
    .then((first) => (first ? fetchFirstFrame(first, now) : undefined))
    .catch((error: unknown) => console.warn('The first segment was not fetched ahead; it loads when Play is pressed', error));
  prepared.set(contentId, { viewer, session, at: now, stream, schedule });
  warmPlayerCode({ ads });
}

/**
 * The play prepared for this content and viewer, once (a second Play asks afresh), or null. A
 * prepared call that got no answer at all is asked again; an answer, even a refusal, is kept.
 */
export function takePreparedPlay(contentId: number, viewer: PlayViewer, now = Date.now()): PreparedPlay | null {
  const entry = prepared.get(contentId);
  prepared.delete(contentId);
  if (!entry || entry.viewer !== viewer || now - entry.at >= PREPARED_FOR_MS) return null;
  return {
    stream:
      entry.stream?.catch((error: unknown) => {
        if ((error as { response?: unknown }).response) throw error;
        return fetchProfiles(contentId, { nextContent: true });
      }) ?? null,
    // 'blocked' means no answer: a moment offline on the page is not an ad blocker
    schedule: entry.schedule.then((breaks) => (breaks === 'blocked' ? loadAdSchedule(contentId, entry.session) : breaks)),
  };
}

/** The stream whose first frame the viewer sees first: its master, and the files it starts with when they are named. */
interface FirstFrame {
  master: string;
  /** The lowest rung's playlist and first segment, when the VAST names them (else read from the playlists). */
  startFiles: string[];
}

/** The stream whose first frame the viewer sees first: the inline pre-roll's, else the programme's. */
async function firstFrameMaster(
  schedule: Promise<AdBreak[] | 'blocked'>,
  stream: Promise<ProfilesResponse> | null,
): Promise<FirstFrame | null> {
  const breaks = await schedule;
  const preroll = breaks === 'blocked' ? undefined : breaks.find((adBreak) => adBreak.offsetSeconds === 0);
  if (preroll) return 'xml' in preroll.vast ? vastMedia(preroll.vast.xml) : null;
  const profiles = (await stream?.catch(() => null))?.profiles;
  const master = profiles?.ADAPTIVE?.[0]?.url;
  return master ? { master, startFiles: [] } : null;
}

/** The origin's VAST extension naming the files the ad's first frame needs (server/modules/ads/ads.documents.ts). */
const START_FILES_EXTENSION = 'chalchitra-start-files';

/** The media file of a VAST document's linear creative, and the start files its extension names. */
export function vastMedia(xml: string): FirstFrame | null {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const master = document.getElementsByTagNameNS('*', 'MediaFile')[0]?.textContent?.trim();
  if (!master) return null;
  const extension = Array.from(document.getElementsByTagNameNS('*', 'Extension')).find(
    (element) => element.getAttribute('type') === START_FILES_EXTENSION,
  );
  const startFiles = Array.from(extension?.getElementsByTagNameNS('*', 'File') ?? []).flatMap((file) => file.textContent?.trim() || []);
  return { master, startFiles };
}

/**
 * Fetches a master, its lowest rung and that rung's first segment (with credentials, as hls.js
 * asks) and keeps them for hls.js: all at once when their URLs are known, else one after another
 * as each playlist names the next. Each file is kept from the moment it is asked for, and the
 * next one is asked for before the previous one is handed over, so that hls.js, reading the same
 * playlists, always finds the file on its way rather than asking the network a second time.
 */
async function fetchFirstFrame({ master, startFiles }: FirstFrame, now: number): Promise<void> {
  // play URLs may be paths on this site; hls.js resolves them against the page as well
  const masterUrl = new URL(master, window.location.href).toString();
  if (hasPrefetchedFile(masterUrl)) return;
  const keep = (url: string, then?: (text: string) => Promise<unknown>) => {
    let rest: Promise<unknown> = Promise.resolve();
    const file = fetchFile(url).then((fetched) => {
      if (then) rest = then(new TextDecoder().decode(fetched.bytes));
      return fetched;
    });
    keepPrefetchedFile(url, now, file);
    return file.then(() => rest);
  };
  if (startFiles.length > 0) {
    await Promise.all([masterUrl, ...startFiles.map((file) => new URL(file, masterUrl).toString())].map((url) => keep(url)));
    return;
  }
  const segments = (playlist: string, playlistUrl: string) => Promise.all(firstSegments(playlist, playlistUrl).map((url) => keep(url)));
  await keep(masterUrl, (text) => {
    const rung = lowestRung(text, masterUrl);
    // a master that is itself a media playlist (no rungs) starts with its own segments
    return rung ? keep(rung, (playlist) => segments(playlist, rung)) : segments(text, masterUrl);
  });
}

async function fetchFile(url: string): Promise<PrefetchedFile> {
  const start = performance.now();
  const response = await fetch(url, { credentials: 'include' });
  const first = performance.now();
  if (!response.ok) throw new Error(`${response.status} for ${new URL(url).pathname}`);
  const bytes = await response.arrayBuffer();
  return { bytes, start, first, end: performance.now() };
}
