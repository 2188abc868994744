import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALE_INFO } from '@/contract/locales';
import {
  catalogueFile,
  leaves,
  LOCALES,
  NAMESPACES,
  parseMessage,
  placeholdersOf,
  pluralsOf,
  type Leaf,
  type Locale,
} from './i18n-catalogues';

// The message catalogues (issue 50; contract/messages/index.ts): a file per namespace in every
// language's folder, each a JSON object of ICU messages. English holds the texts; every other
// language has exactly English's keys, each message valid ICU with English's placeholders and
// tags, none empty. A failure lists every fault it found, by file and key.

const OTHERS = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

function leavesOf(locale: Locale): Leaf[] {
  return NAMESPACES.flatMap((namespace) => {
    const file = catalogueFile(locale, namespace);
    return file.state === 'ok' ? leaves(namespace, file.messages) : [];
  });
}

const english = new Map(leavesOf(DEFAULT_LOCALE).map((leaf) => [leaf.key, leaf.value]));

describe('message catalogues', () => {
  it('have a file for every namespace in every language, each a JSON object', () => {
    const faults = LOCALES.flatMap((locale) =>
      NAMESPACES.map((namespace) => catalogueFile(locale, namespace)).flatMap((file) =>
        file.state === 'missing' ? [`${file.file}: missing`] : file.state === 'invalid' ? [`${file.file}: ${file.error}`] : [],
      ),
    );
    expect(faults).toEqual([]);
  });

  it.each(OTHERS)("%s has exactly English's keys", (locale) => {
    const keys = new Set(leavesOf(locale).map((leaf) => leaf.key));
    const missing = [...english.keys()].filter((key) => !keys.has(key));
    const extra = [...keys].filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LOCALES)('%s: every message is a non-empty string that parses as ICU MessageFormat', (locale) => {
    const faults: string[] = [];
    for (const { key, value } of leavesOf(locale)) {
      if (typeof value !== 'string') {
        faults.push(`${key}: ${value && typeof value === 'object' ? 'an empty group' : `not a string (${JSON.stringify(value)})`}`);
      } else if (!value.trim()) faults.push(`${key}: empty`);
      else {
        const parsed = parseMessage(value);
        if ('error' in parsed) faults.push(`${key}: ${parsed.error}`);
      }
    }
    expect(faults).toEqual([]);
  });

  it.each(OTHERS)("%s: every message has English's placeholders and tags, no more and no fewer", (locale) => {
    const faults: string[] = [];
    for (const { key, value } of leavesOf(locale)) {
      const source = english.get(key);
      if (typeof value !== 'string' || typeof source !== 'string') continue;
      const translated = parseMessage(value);
      const original = parseMessage(source);
      if ('error' in translated || 'error' in original) continue; // reported above
      const theirs = placeholdersOf(translated.ast);
      const ours = placeholdersOf(original.ast);
      const diff = (kind: string, have: Set<string>, want: Set<string>) => {
        const missing = [...want].filter((name) => !have.has(name));
        const extra = [...have].filter((name) => !want.has(name));
        if (missing.length) faults.push(`${key}: ${kind} missing: ${missing.join(', ')}`);
        if (extra.length) faults.push(`${key}: ${kind} not in English: ${extra.join(', ')}`);
      };
      diff('placeholders', theirs.args, ours.args);
      diff('tags', theirs.tags, ours.tags);
    }
    expect(faults).toEqual([]);
  });

  it.each(LOCALES)("%s: plurals choose only among the language's own plural forms", (locale) => {
    // a Hindi `{n, plural, few {…}}` would never be shown; `=0`-style exact matches are fine
    const faults: string[] = [];
    const categories = {
      cardinal: new Set(new Intl.PluralRules(LOCALE_INFO[locale].tag).resolvedOptions().pluralCategories as string[]),
      ordinal: new Set(new Intl.PluralRules(LOCALE_INFO[locale].tag, { type: 'ordinal' }).resolvedOptions().pluralCategories as string[]),
    };
    for (const { key, value } of leavesOf(locale)) {
      if (typeof value !== 'string') continue;
      const parsed = parseMessage(value);
      if ('error' in parsed) continue;
      for (const plural of pluralsOf(parsed.ast)) {
        const foreign = plural.selectors.filter((selector) => !selector.startsWith('=') && !categories[plural.type].has(selector));
        if (foreign.length) faults.push(`${key}: {${plural.argument}} has ${foreign.join(', ')}, not a ${plural.type} form of ${locale}`);
      }
    }
    expect(faults).toEqual([]);
  });
});
