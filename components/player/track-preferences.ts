// The viewer's audio language and subtitles, remembered on this device for the next title
// (subtitles stay off until the viewer turns them on).

const KEY = 'chalchitra.player.tracks';

export interface TrackPreferences {
  /** Language tag of the chosen audio. */
  audio?: string;
  /** Language tag of the chosen subtitles; 'off' once turned off. */
  subtitles?: string;
}

export function readTrackPreferences(): TrackPreferences {
  try {
    const value = JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as TrackPreferences;
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

export function saveTrackPreference(change: TrackPreferences): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ ...readTrackPreferences(), ...change }));
  } catch {
    // private windows may refuse storage: the choice holds for this title only
  }
}

/** The index of the track in the preferred language, or `fallback`. */
export function preferredIndex(
  tracks: ReadonlyArray<{ index: number; language?: string }>,
  language: string | undefined,
  fallback: number,
): number {
  if (!language || language === 'off') return fallback;
  return tracks.find((track) => track.language === language)?.index ?? fallback;
}
