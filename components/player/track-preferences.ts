import { catalogueLanguageOfTag, streamTagOf } from '@/contract/languages';

// The viewer's audio language and subtitles, remembered for the next title, per signed-in user on
// this device (a visitor's apart), so that people sharing a browser keep their own choices
// (subtitles stay off until the viewer turns them on).

const KEY = 'chalchitra.player.tracks';
const keyOf = (userId: string | undefined) => (userId ? `${KEY}:${userId}` : KEY);

export interface TrackPreferences {
  /** Language tag of the chosen audio. */
  audio?: string;
  /** Language tag of the chosen subtitles; 'off' once turned off. */
  subtitles?: string;
}

/** `userId`: the signed-in user's uuid; undefined for a visitor. */
export function readTrackPreferences(userId?: string): TrackPreferences {
  try {
    const value = JSON.parse(window.localStorage.getItem(keyOf(userId)) ?? '{}') as TrackPreferences;
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

export function saveTrackPreference(change: TrackPreferences, userId?: string): void {
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify({ ...readTrackPreferences(userId), ...change }));
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

/** A profile's languages (issue 50): the dub and subtitles it chose, as catalogue codes. */
export interface ProfileLanguages {
  audio_language: string | null;
  subtitle_language: string | null;
}

/**
 * What a title starts in: the profile's dub and subtitles where it chose them (they follow it to
 * every device), else this device's memory.
 */
export function startingTracks(remembered: TrackPreferences, profile: ProfileLanguages | null | undefined): TrackPreferences {
  const audio = streamTagOf(profile?.audio_language);
  const subtitles = streamTagOf(profile?.subtitle_language);
  return { ...remembered, ...(audio ? { audio } : {}), ...(subtitles ? { subtitles } : {}) };
}

/**
 * The profile's fields for a track the viewer chose; subtitles turned off clear its choice, and a
 * language the catalogue has not leaves it as it was.
 */
export function profileLanguagesOf(change: TrackPreferences): Partial<ProfileLanguages> {
  const audio = catalogueLanguageOfTag(change.audio);
  const subtitles = change.subtitles === 'off' ? null : catalogueLanguageOfTag(change.subtitles);
  return {
    ...(audio ? { audio_language: audio } : {}),
    ...(change.subtitles && (subtitles || change.subtitles === 'off') ? { subtitle_language: subtitles } : {}),
  };
}
