import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderContext, LoaderStats } from 'hls.js';
import { fileStore } from './file-store';
import { MASTER_FILE } from './manager';
import { SUBTITLES_AS_CUES } from '@/lib/hls-subtitles';

// Plays a stored title with no network (issue 19): hls.js with a loader that answers the stored
// copy's playlists and segments from the file store. The addresses it asks for
// (/offline-media/{licence}/...) exist nowhere on the network; nothing leaves the browser.

export const OFFLINE_PREFIX = '/offline-media/';

export function offlineMasterUrl(downloadId: string): string {
  return `${window.location.origin}${OFFLINE_PREFIX}${downloadId}/${MASTER_FILE}`;
}

/** The download and the stored path an offline address names. */
export function storedPathOf(url: string): { id: string; path: string } | null {
  const { pathname } = new URL(url, window.location.origin);
  if (!pathname.startsWith(OFFLINE_PREFIX)) return null;
  const [id, ...rest] = pathname.slice(OFFLINE_PREFIX.length).split('/');
  return id && rest.length > 0 ? { id, path: decodeURIComponent(rest.join('/')) } : null;
}

function freshStats(): LoaderStats {
  const now = performance.now();
  return {
    aborted: false,
    loaded: 0,
    retry: 0,
    total: 0,
    chunkCount: 0,
    bwEstimate: 0,
    loading: { start: now, first: 0, end: 0 },
    parsing: { start: 0, end: 0 },
    buffering: { start: 0, first: 0, end: 0 },
  };
}

class StoredFileLoader implements Loader<LoaderContext> {
  context: LoaderContext | null = null;
  stats: LoaderStats = freshStats();
  private aborted = false;

  constructor(_config: HlsConfig) {}

  load(context: LoaderContext, _config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>): void {
    this.context = context;
    this.stats = freshStats();
    const target = storedPathOf(context.url);
    void (async () => {
      const data = target ? await (await fileStore()).read(target.id, target.path) : null;
      if (this.aborted) return;
      const stats = this.stats;
      if (!data) {
        callbacks.onError({ code: 404, text: 'This part of the download is missing.' }, context, null, stats);
        return;
      }
      const now = performance.now();
      stats.loading.first = now;
      stats.loading.end = now;
      stats.loaded = stats.total = data.byteLength;
      const body = context.responseType === 'arraybuffer' ? data : new TextDecoder().decode(data);
      callbacks.onSuccess({ url: context.url, data: body }, stats, context, null);
    })();
  }

  abort(): void {
    this.aborted = true;
    this.stats.aborted = true;
  }

  destroy(): void {
    this.abort();
    this.context = null;
  }
}

/** Why a download cannot play here: the browser has no Media Source Extensions, or its files are broken. */
export type OfflineStreamProblem = 'unsupported' | 'broken';

export interface OfflineStream {
  destroy(): void;
}

/** Attaches the stored copy of a download to a video element (hls.js on Media Source Extensions). */
export async function attachOfflineStream(
  video: HTMLVideoElement,
  downloadId: string,
  onFatal: (problem: OfflineStreamProblem) => void,
  startAt = -1,
): Promise<OfflineStream> {
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    onFatal('unsupported');
    return { destroy: () => undefined };
  }
  const hls = new Hls({
    ...SUBTITLES_AS_CUES,
    loader: StoredFileLoader as unknown as HlsConfig['loader'],
    enableWorker: true,
    startPosition: startAt,
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
      hls.recoverMediaError();
      return;
    }
    onFatal('broken');
  });
  hls.loadSource(offlineMasterUrl(downloadId));
  hls.attachMedia(video);
  return { destroy: () => hls.destroy() };
}
