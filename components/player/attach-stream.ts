// Attaches an HLS stream to a video element: the browser's own HLS where it has it, else hls.js
// (imported only here, so it loads only when something plays).

import { SUBTITLES_AS_CUES, subtitleCues } from '@/lib/hls-subtitles';
import { prefetchedLoader } from './prefetched-loader';

export interface QualityLevel {
  index: number;
  label: string;
  height: number;
}

/** A captions or audio track the stream carries. */
export interface MediaTrack {
  index: number;
  /** The stream's name for it (else its language tag); empty when it has neither (the toolbar numbers it). */
  label: string;
  /** Its language tag (hi, ta ...), when the stream says. */
  language?: string;
}

/** Why a stream cannot play (the player says it in the viewer's language): no HLS in this browser, the network, the media. */
export type StreamFailure = 'unsupported' | 'network' | 'cannotPlay';

export interface StreamHandle {
  /** The renditions the viewer can choose; empty when the browser picks (native HLS). */
  levels(): QualityLevel[];
  /** -1 lets the player adapt (ADAPTIVE); otherwise an index from levels(). */
  setLevel(index: number): void;
  /** Captions and audio tracks, when the stream has them. */
  captions(): MediaTrack[];
  setCaptions(index: number): void;
  audioTracks(): MediaTrack[];
  setAudioTrack(index: number): void;
  /** Calls `listener` whenever the stream's audio or subtitle tracks become known or change. */
  onTracks(listener: () => void): void;
  destroy(): void;
}

/** Captions through the element's own text tracks (native HLS exposes them there). */
function nativeCaptions(video: HTMLMediaElement) {
  const tracks = () => Array.from(video.textTracks).filter((track) => track.kind === 'subtitles' || track.kind === 'captions');
  return {
    captions: () =>
      tracks().map((track, index) => ({
        index,
        label: track.label || track.language || '',
        language: track.language || undefined,
      })),
    setCaptions: (index: number) =>
      tracks().forEach((track, i) => {
        track.mode = i === index ? 'showing' : 'disabled';
      }),
    onTracks: (listener: () => void) => video.textTracks.addEventListener('addtrack', listener),
  };
}

/** Safari's AudioTrack (not in TypeScript's DOM types). */
interface NativeAudioTrack {
  label: string;
  language: string;
  enabled: boolean;
}

/** A rendition the origin signed (profiles LOW, MED, HIGH, HD), for browsers that play HLS natively. */
export interface Rendition {
  url: string;
  height: number;
}

/**
 * Attaches `url` to `video`. Until `started` resolves (a player made ready before Play is
 * pressed), hls.js buffers only the first segment, so that the first frame is decoded ahead
 * without fetching a stream nobody may watch.
 */
/** What hls.js buffers of a stream attached before Play: its first segment (any segment is longer). */
const HELD_BUFFER_SECONDS = 0.5;

/** The widest gap before a stream's first sample that the player steps over (encoder priming is hundredths). */
const START_GAP_SECONDS = 0.5;

/**
 * A stream whose first sample comes just after the play position (its audio encoder's priming
 * puts the first buffered time at 0.02 s) would stall there once played, until hls.js jumps the
 * gap with a seek of its own; the player moves to the first buffered time as soon as it is
 * buffered instead, so that the frame there is decoded before Play (and no seek follows it).
 */
export function skipStartGap(video: Pick<HTMLMediaElement, 'buffered' | 'currentTime'>): void {
  if (video.buffered.length === 0) return;
  const start = video.buffered.start(0);
  if (video.currentTime < start && start - video.currentTime <= START_GAP_SECONDS) video.currentTime = start;
}

export async function attachStream(
  video: HTMLMediaElement,
  url: string,
  renditions: Rendition[],
  onFatal: (failure: StreamFailure) => void,
  started: Promise<unknown> = Promise.resolve(),
): Promise<StreamHandle> {
  // hls.js wherever it plays (Media Source or Managed Media Source, as on Safari and iPhones since
  // iOS 17.1): its loader swaps each heartbeat's fresh media grant into the URLs (media-grant.ts);
  // the browser's own HLS only where hls.js cannot play, whose grant the heartbeat cannot renew
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported() && video.canPlayType('application/vnd.apple.mpegurl')) {
    video.src = url;
    // native HLS picks renditions itself; a chosen quality plays that rendition's own playlist
    const list = () => Array.from((video as HTMLMediaElement & { audioTracks?: ArrayLike<NativeAudioTrack> }).audioTracks ?? []);
    return {
      ...nativeCaptions(video),
      audioTracks: () =>
        list().map((track, index) => ({
          index,
          label: track.label || track.language || '',
          language: track.language || undefined,
        })),
      setAudioTrack: (index) =>
        list().forEach((track, i) => {
          track.enabled = i === index;
        }),
      levels: () => renditions.map((rendition, index) => ({ index, height: rendition.height, label: `${rendition.height}p` })),
      setLevel: (index) => {
        const at = video.currentTime;
        const playing = !video.paused;
        video.src = index < 0 ? url : (renditions[index]?.url ?? url);
        video.addEventListener(
          'loadedmetadata',
          () => {
            video.currentTime = at;
            if (playing) void video.play().catch(() => undefined);
          },
          { once: true },
        );
      },
      destroy: () => {
        video.removeAttribute('src');
        video.load();
      },
    };
  }
  if (!Hls.isSupported()) {
    onFatal('unsupported');
    return {
      levels: () => [],
      setLevel: () => undefined,
      ...nativeCaptions(video),
      audioTracks: () => [],
      setAudioTrack: () => undefined,
      destroy: () => undefined,
    };
  }
  const hls = new Hls({
    ...SUBTITLES_AS_CUES,
    // the first frame comes from the lowest rung (the one a prepared play fetched ahead); the
    // player climbs from there as it measures the connection, up to what the player's size shows
    startLevel: 0,
    capLevelToPlayerSize: true,
    loader: prefetchedLoader(Hls),
    xhrSetup: (xhr) => {
      xhr.withCredentials = true;
    },
    // hls.js loads no further segment while this much is buffered ahead: one segment, until Play
    maxMaxBufferLength: HELD_BUFFER_SECONDS,
  });

  const cues = subtitleCues(hls, Hls.Events, video);
  // subtitles stay off until the viewer (or their remembered choice) turns them on
  hls.on(Hls.Events.MANIFEST_PARSED, () => {
    hls.subtitleTrack = -1;
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
      hls.recoverMediaError();
      return;
    }
    onFatal(data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'network' : 'cannotPlay');
  });
  hls.once(Hls.Events.FRAG_BUFFERED, () => skipStartGap(video));
  hls.loadSource(url);
  hls.attachMedia(video);
  // until Play, from the lowest rung only (the one a prepared play fetched; a player out of sight
  // has no size to cap the rungs by); loadSource resets the capping, so it is set after it
  hls.autoLevelCapping = 0;
  void started.then(() => {
    hls.config.maxMaxBufferLength = Hls.DefaultConfig.maxMaxBufferLength;
    hls.autoLevelCapping = -1;
  });
  return {
    levels: () => hls.levels.map((level, index) => ({ index, height: level.height, label: `${level.height}p` })),
    setLevel: (index) => {
      hls.currentLevel = index;
    },
    captions: () => hls.subtitleTracks.map((track, index) => ({ index, label: track.name || track.lang || '', language: track.lang })),
    setCaptions: (index) => {
      hls.subtitleTrack = index;
      cues.show(index);
    },
    audioTracks: () => hls.audioTracks.map((track, index) => ({ index, label: track.name || track.lang || '', language: track.lang })),
    setAudioTrack: (index) => {
      hls.audioTrack = index;
    },
    onTracks: (listener) => {
      hls.on(Hls.Events.AUDIO_TRACKS_UPDATED, listener);
      hls.on(Hls.Events.SUBTITLE_TRACKS_UPDATED, listener);
    },
    destroy: () => {
      cues.destroy();
      hls.destroy();
    },
  };
}
