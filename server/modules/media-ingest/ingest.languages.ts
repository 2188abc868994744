import type languageTags from 'language-tags';

// Languages of an ingest's audio and subtitles, as HLS declares them: BCP 47 tags (RFC 5646) in
// their shortest form, so that an ISO 639-2 code from a file's metadata or an operator ("hin",
// "tam", "ger") is declared as its ISO 639-1 equivalent ("hi", "ta", "de"), and checked against
// the IANA language subtag registry, which holds every ISO 639 language (Garhwali "gbm" included).
// The registry (about 1.5 MB of JSON) is loaded on the first check, not with the origin.

let registry: Promise<typeof languageTags> | undefined;
const loadRegistry = () => (registry ??= import('language-tags').then((module) => module.default));

const englishNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

export interface Language {
  /** The tag the master declares (LANGUAGE="ta"). */
  tag: string;
  /** Its English name for the player's menus ("Tamil"). */
  name: string;
}

/** The language a code names, or null when it names none (`xx`, `hindi`, a typo). */
export async function readLanguage(code: string): Promise<Language | null> {
  let canonical: string;
  try {
    [canonical] = Intl.getCanonicalLocales(code.trim());
  } catch {
    return null;
  }
  const tags = await loadRegistry();
  const tag = tags(canonical);
  if (!canonical || !tag.valid()) return null;
  return { tag: canonical, name: nameOf(canonical, tag.language()?.descriptions()[0]) };
}

function nameOf(tag: string, registered: string | undefined): string {
  try {
    const name = englishNames.of(tag);
    if (name && name !== tag) return name;
  } catch {
    // 'und' and its private-use forms have no display name
  }
  return registered ?? tag;
}

/** Why a language code is refused, in words an operator acts on. */
export function unknownLanguage(code: string, what: string): string {
  return (
    `${what} is given the language "${code}", which is not a language code: ` +
    'use its ISO 639 code or a BCP 47 tag, such as hi, ta, te, bn or pt-BR.'
  );
}

/** A language tag's shape (letters, 2 to 8, with optional subtags), checked with the request. */
export const LANGUAGE_TAG = /^[a-zA-Z]{2,8}(-[a-zA-Z0-9]{1,8})*$/;
