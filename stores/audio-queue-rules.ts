// The audio queue rules of spec 001 §4 "Audio queue", as pure functions over the queue state.

/** spec 001 §3 audio track (the fields the queue and the bar use). */
export interface AudioTrack {
  content_id: number;
  asset_id: number;
  asset_title: string;
  content_title: string;
  album_title?: string;
  images?: { square?: string; thumbnail?: string };
  is_favorite?: 'true' | 'false';
  isFree?: string;
}

export type RepeatMode = 'off' | 'all' | 'single';

export interface AudioQueueState {
  audioPlaylist: AudioTrack[];
  currentTrackIndex: number;
  shuffle: boolean;
  repeat: RepeatMode;
  /** Set when the current track must (re)start from its beginning. */
  reloadCurrentTrack: boolean;
  /** Set when playback stopped at the end of the queue. */
  stopped: boolean;
}

export const EMPTY_QUEUE: AudioQueueState = {
  audioPlaylist: [],
  currentTrackIndex: 0,
  shuffle: false,
  repeat: 'off',
  reloadCurrentTrack: false,
  stopped: false,
};

/** Appends only the tracks whose content_id is not already queued. */
export function addTracks(state: AudioQueueState, tracks: AudioTrack[]): AudioQueueState {
  const queued = new Set(state.audioPlaylist.map((track) => track.content_id));
  const fresh: AudioTrack[] = [];
  for (const track of tracks) {
    if (queued.has(track.content_id)) continue;
    queued.add(track.content_id);
    fresh.push(track);
  }
  return { ...state, audioPlaylist: [...state.audioPlaylist, ...fresh] };
}

/** A single track added from a play button becomes the current track and the player reloads it. */
export function playNow(state: AudioQueueState, track: AudioTrack): AudioQueueState {
  const withTrack = addTracks(state, [track]);
  const index = withTrack.audioPlaylist.findIndex((item) => item.content_id === track.content_id);
  return { ...withTrack, currentTrackIndex: index, reloadCurrentTrack: true, stopped: false };
}

/** addToQueue adds without switching the current track. */
export function addToQueue(state: AudioQueueState, tracks: AudioTrack[]): AudioQueueState {
  return addTracks(state, tracks);
}

/** Toggling shuffle flips the flag and resets the index to 0. */
export function toggleShuffle(state: AudioQueueState): AudioQueueState {
  return { ...state, shuffle: !state.shuffle, currentTrackIndex: 0, reloadCurrentTrack: true };
}

/** Repeat cycle: off, then all, then single, then off. */
export function cycleRepeat(state: AudioQueueState): AudioQueueState {
  const next: Record<RepeatMode, RepeatMode> = { off: 'all', all: 'single', single: 'off' };
  return { ...state, repeat: next[state.repeat] };
}

/** Removes a track; removing the current one deletes it and plays what takes its place. */
export function removeTrack(state: AudioQueueState, contentId: number): AudioQueueState {
  const index = state.audioPlaylist.findIndex((track) => track.content_id === contentId);
  if (index < 0) return state;
  const audioPlaylist = state.audioPlaylist.filter((_, i) => i !== index);
  if (audioPlaylist.length === 0) return { ...EMPTY_QUEUE, shuffle: state.shuffle, repeat: state.repeat };
  const removingCurrent = index === state.currentTrackIndex;
  const currentTrackIndex =
    index < state.currentTrackIndex ? state.currentTrackIndex - 1 : Math.min(state.currentTrackIndex, audioPlaylist.length - 1);
  return { ...state, audioPlaylist, currentTrackIndex, reloadCurrentTrack: removingCurrent || state.reloadCurrentTrack };
}

/** A favourite status word from the origin changes the current track's is_favorite. */
export function setFavouriteStatus(state: AudioQueueState, status: 'added' | 'removed'): AudioQueueState {
  const current = state.audioPlaylist[state.currentTrackIndex];
  if (!current) return state;
  const audioPlaylist = state.audioPlaylist.map((track, i) =>
    i === state.currentTrackIndex ? { ...track, is_favorite: status === 'added' ? ('true' as const) : ('false' as const) } : track,
  );
  return { ...state, audioPlaylist };
}

function randomOtherIndex(length: number, current: number, random: () => number): number {
  if (length < 2) return 0;
  const pick = Math.floor(random() * (length - 1));
  return pick >= current ? pick + 1 : pick;
}

/**
 * Next. `type` is given when the player advances by itself at the end of a track; a press of the
 * Next button calls it without one.
 */
export function next(state: AudioQueueState, type?: 'ended', random: () => number = Math.random): AudioQueueState {
  const { audioPlaylist, currentTrackIndex, repeat, shuffle } = state;
  if (audioPlaylist.length === 0) return state;
  if (repeat === 'single') return { ...state, reloadCurrentTrack: true, stopped: false };
  if (currentTrackIndex >= audioPlaylist.length - 1) {
    if (repeat === 'all' || !type) return { ...state, currentTrackIndex: 0, reloadCurrentTrack: true, stopped: false };
    // repeat off at the end: stop and seek to the start
    return { ...state, reloadCurrentTrack: true, stopped: true };
  }
  const index = shuffle ? randomOtherIndex(audioPlaylist.length, currentTrackIndex, random) : currentTrackIndex + 1;
  return { ...state, currentTrackIndex: index, reloadCurrentTrack: true, stopped: false };
}

/** Previous. */
export function previous(state: AudioQueueState): AudioQueueState {
  const { audioPlaylist, currentTrackIndex, repeat } = state;
  if (audioPlaylist.length === 0) return state;
  if (repeat === 'single') return { ...state, reloadCurrentTrack: true, stopped: false };
  if (currentTrackIndex === 0) {
    // spec 001 §4: at the start, repeat all goes to the last track and repeat off to the next one
    const index = repeat === 'all' ? audioPlaylist.length - 1 : Math.min(1, audioPlaylist.length - 1);
    return { ...state, currentTrackIndex: index, reloadCurrentTrack: true, stopped: false };
  }
  return { ...state, currentTrackIndex: currentTrackIndex - 1, reloadCurrentTrack: true, stopped: false };
}

/** spec 001 §9: default volume 50 on desktop and 100 on mobile (range 0-100). */
export function defaultVolume(mobile: boolean): number {
  return mobile ? 100 : 50;
}
