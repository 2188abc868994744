import type { Random } from './random';
import * as words from './words';
import * as names from './names';

// Turns word lists into titles, names and descriptions for the demo catalogue.

const TITLE_WORDS: Record<string, { words: readonly string[]; patterns: readonly string[] }> = {
  tam: { words: words.TAMIL_WORDS, patterns: words.TAMIL_PATTERNS },
  tel: { words: words.TELUGU_WORDS, patterns: words.TELUGU_PATTERNS },
  mal: { words: words.MALAYALAM_WORDS, patterns: words.MALAYALAM_PATTERNS },
  kan: { words: words.KANNADA_WORDS, patterns: words.KANNADA_PATTERNS },
  pan: { words: words.PUNJABI_WORDS, patterns: words.PUNJABI_PATTERNS },
  pun: { words: words.PUNJABI_WORDS, patterns: words.PUNJABI_PATTERNS },
  mar: { words: words.MARATHI_WORDS, patterns: words.MARATHI_PATTERNS },
  ben: { words: words.BENGALI_WORDS, patterns: words.BENGALI_PATTERNS },
  guj: { words: words.GUJARATI_WORDS, patterns: words.GUJARATI_PATTERNS },
  bho: { words: words.BHOJPURI_WORDS, patterns: words.BHOJPURI_PATTERNS },
  urd: { words: words.URDU_WORDS, patterns: words.URDU_PATTERNS },
  ara: { words: words.ARABIC_WORDS, patterns: words.ARABIC_PATTERNS },
  eng: { words: words.ENGLISH_WORDS, patterns: words.ENGLISH_PATTERNS },
};

function fill(pattern: string, rng: Random, pools: Record<string, readonly string[]>): string {
  let previous = '';
  return pattern.replace(/\{([A-Z])\}/g, (_, key: string) => {
    let word = rng.pick(pools[key]);
    if (word === previous) word = rng.pick(pools[key]);
    previous = word;
    return word;
  });
}

export interface GeneratedTitle {
  title: string;
  altTitles: string[];
}

/** A film or show title flavoured by its language, sometimes with other spellings. */
export function filmTitle(rng: Random, language: string): GeneratedTitle {
  if (language === 'hin' || !TITLE_WORDS[language]) {
    const latin = fill(rng.pick(words.HINDI_PATTERNS), rng, { N: words.HINDI_NOUNS, A: words.HINDI_ADJECTIVES });
    const devanagari = toDevanagari(latin);
    // a few Hindi titles carry their Devanagari spelling as the main title (spec: transliteration search)
    if (devanagari && rng.chance(0.15)) return { title: devanagari, altTitles: [latin, ...spellingVariants(latin)] };
    return { title: latin, altTitles: rng.chance(0.3) ? spellingVariants(latin) : [] };
  }
  const { words: pool, patterns } = TITLE_WORDS[language];
  const title = fill(rng.pick(patterns), rng, { W: pool });
  return { title, altTitles: rng.chance(0.2) ? spellingVariants(title) : [] };
}

export function songTitle(rng: Random): string {
  return fill(rng.pick(words.SONG_PATTERNS), rng, { N: words.SONG_NOUNS });
}

export function albumTitle(rng: Random): string {
  return fill(rng.pick(words.ALBUM_PATTERNS), rng, { N: words.SONG_NOUNS });
}

/** The Devanagari spelling of a Latin Hindi title, when every word of it is known. */
export function toDevanagari(latin: string): string | null {
  const parts = latin.split(' ');
  const mapped = parts.map((part) => words.DEVANAGARI[part]);
  return mapped.every(Boolean) ? mapped.join(' ') : null;
}

const SPELLING_RULES: Array<[RegExp, string]> = [
  [/aa/g, 'a'],
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  [/w/g, 'v'],
  [/Z/g, 'J'],
  [/z/g, 'j'],
  [/kh/g, 'k'],
  [/ei/g, 'e'],
  [/q/g, 'k'],
  [/sh/g, 's'],
];

/** Other ways people type a transliterated title ("Pyaar" → "Pyar"), plus initials for long ones. */
export function spellingVariants(title: string): string[] {
  const variants = new Set<string>();
  for (const [pattern, replacement] of SPELLING_RULES) {
    const variant = title.replace(pattern, replacement);
    if (variant !== title) variants.add(variant);
    if (variants.size >= 2) break;
  }
  const initials = title.split(' ').filter((word) => /^[A-Z]/.test(word));
  if (initials.length >= 3) variants.add(initials.map((word) => word[0]).join(''));
  return [...variants];
}

export function personName(rng: Random, female: boolean): string {
  const first = rng.pick(female ? names.FIRST_NAMES_FEMALE : names.FIRST_NAMES_MALE);
  return `${first} ${rng.pick(names.LAST_NAMES)}`;
}

export function characterName(rng: Random): string {
  const first = rng.chance(0.5) ? rng.pick(names.FIRST_NAMES_MALE) : rng.pick(names.FIRST_NAMES_FEMALE);
  return rng.chance(0.6) ? first : `${first} ${rng.pick(names.LAST_NAMES)}`;
}

export function filmDescription(rng: Random): string {
  const city = rng.pick(names.CITIES);
  const who = rng.pick(names.PROTAGONISTS);
  const opening = `In ${city}, ${who} ${rng.pick(names.INCITING_EVENTS)}.`;
  return `${opening[0].toUpperCase()}${opening.slice(1)} ${rng.pick(names.TWISTS)}`;
}

export function showDescription(rng: Random): string {
  return `${rng.pick(names.SHOW_HOOKS)} set in ${rng.pick(names.CITIES)}: ${rng.pick(names.PROTAGONISTS)} ${rng.pick(names.INCITING_EVENTS)}. ${rng.pick(names.TWISTS)}`;
}

export function episodeDescription(rng: Random, episode: number): string {
  return `Episode ${episode}. ${rng.pick(names.TWISTS)}`;
}

export function bio(rng: Random, name: string): string {
  return rng.pick(names.BIO_TEMPLATES).replace('{name}', name).replace('{city}', rng.pick(names.CITIES));
}

/** Release years 1975-2026, weighted towards recent years as a catalogue would be. */
export function releaseYear(rng: Random, from = 1975, to = 2026): number {
  const r = Math.sqrt(rng.float());
  return Math.min(to, from + Math.floor(r * (to - from + 1)));
}
