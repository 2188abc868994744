import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../contract/locales';

// The journeys in other languages (issue 50) name controls as a viewer of that language reads
// them: the English text the English journey uses, looked up in its namespace's catalogue, and
// the same key's text in the language.

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

const catalogue = (locale: Locale, namespace: string) =>
  new Map(
    flatten(
      JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../contract/messages/${locale}/${namespace}.json`), 'utf8')) as Tree,
    ),
  );

/**
 * `text(namespace, english)`: the language's text for the message English writes so; fails when
 * the namespace has no such message, or has it under keys the language writes differently.
 */
export function translator(locale: Locale) {
  return function text(namespace: string, english: string): string {
    const source = catalogue('en', namespace);
    const target = catalogue(locale, namespace);
    const keys = [...source].filter(([, value]) => value === english).map(([key]) => key);
    const texts = [...new Set(keys.map((key) => target.get(key)))];
    if (texts.length !== 1 || !texts[0])
      throw new Error(`${namespace}: ${JSON.stringify(english)} is ${keys.length ? 'ambiguous' : 'not a message'}`);
    return texts[0];
  };
}
