import { catalogueLanguageOfTag, streamTagOf } from './languages';
import type { Locale } from './locales';

// The languages a title plays in (issue 50, item 5) and the listing pages' "In my languages"
// filter. A title's audio is its own language (assets.language_code) and its media's dubbed audio
// (media_tracks of type AUDIO); its subtitles are its media's SUBTITLES tracks. Both are given as
// catalogue codes (contract/languages.ts: hin, tam), or as the stream's BCP 47 tag for a language
// the catalogue has no code for (de); an undetermined track (und) names no language.
//
// "My languages" are the profile's interface language and its dub (a visitor's: the page's
// language). The listing pages carry them resolved in their address (?languages=hin,tam), so a
// filtered page is one cacheable address, and ask the origin's listing with audio_languages.

/** The listing pages' address parameter of the filter. */
export const MY_LANGUAGES_PARAM = 'languages';
/** At most this many languages in one filter. */
export const MAX_FILTER_LANGUAGES = 8;

const LANGUAGE_ENTRY = /^[a-z]{2,3}$/;

/** A language named by a catalogue code or a stream tag, as the catalogue names it (ta → tam); null for none (und). */
export function contentLanguageOf(code: string | null | undefined): string | null {
  const tag = streamTagOf(code?.trim());
  if (!tag) return null;
  const primary = tag.split('-')[0].toLowerCase();
  if (primary === 'und' || !LANGUAGE_ENTRY.test(primary)) return null;
  return catalogueLanguageOfTag(primary) ?? primary;
}

/** Distinct languages in first-seen order, each as the catalogue names it. */
export function distinctLanguages(codes: ReadonlyArray<string | null | undefined>): string[] {
  return [...new Set(codes.map(contentLanguageOf).filter((code): code is string => code !== null))];
}

/**
 * A filter's languages from an address or a query (`hin,tam`): known entries only, distinct and
 * sorted, so one filter has one address; at most MAX_FILTER_LANGUAGES.
 */
export function parseLanguageList(text: string | null | undefined): string[] {
  return distinctLanguages((text ?? '').split(','))
    .sort()
    .slice(0, MAX_FILTER_LANGUAGES);
}

export function formatLanguageList(codes: readonly string[]): string {
  return parseLanguageList(codes.join(',')).join(',');
}

/**
 * The languages "In my languages" keeps: the profile's interface language (else the page's) and
 * its dub. `audioLanguage` is a catalogue code, as the profile keeps it.
 */
export function myLanguages(viewer: { interfaceLocale: Locale; profileLocale?: Locale | null; audioLanguage?: string | null }): string[] {
  return parseLanguageList([viewer.profileLocale ?? viewer.interfaceLocale, viewer.audioLanguage].filter(Boolean).join(','));
}

/** The tag a stream declares for a filter language (hin → hi), which media_tracks.language holds. */
export function trackTagOf(code: string): string {
  return streamTagOf(code)?.toLowerCase() ?? code;
}
