import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES, type Locale } from '@/contract/locales';
import { NAMESPACES, type Namespace } from '@/contract/messages';

// Reading the message catalogues (contract/messages/{locale}/{namespace}.json) for the tests
// that check them: tests/contract/messages.test.ts (keys, ICU, placeholders),
// tests/contract/message-usage.test.ts (every key used) and tests/web/i18n/glyphs.test.ts (every
// character covered by a font). I18N_MESSAGES_DIR points them at another folder of catalogues
// (a copy with a deliberate fault, to see a test fail).

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const MESSAGES_DIR = process.env.I18N_MESSAGES_DIR
  ? path.resolve(process.env.I18N_MESSAGES_DIR)
  : path.join(ROOT, 'contract/messages');

export { LOCALES, NAMESPACES, type Locale, type Namespace };

export type CatalogueFile =
  | { locale: Locale; namespace: Namespace; file: string; state: 'missing' }
  | { locale: Locale; namespace: Namespace; file: string; state: 'invalid'; error: string }
  | { locale: Locale; namespace: Namespace; file: string; state: 'ok'; messages: Record<string, unknown> };

export function catalogueFile(locale: Locale, namespace: Namespace): CatalogueFile {
  const file = path.join(MESSAGES_DIR, locale, `${namespace}.json`);
  const relative = path.relative(ROOT, file);
  if (!existsSync(file)) return { locale, namespace, file: relative, state: 'missing' };
  try {
    const messages = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (!messages || typeof messages !== 'object' || Array.isArray(messages)) {
      return { locale, namespace, file: relative, state: 'invalid', error: 'not a JSON object' };
    }
    return { locale, namespace, file: relative, state: 'ok', messages: messages as Record<string, unknown> };
  } catch (error) {
    return { locale, namespace, file: relative, state: 'invalid', error: (error as Error).message };
  }
}

/** A leaf of a catalogue: its dotted path from the namespace (`browse.hero.title`) and its value. */
export interface Leaf {
  key: string;
  value: unknown;
}

/**
 * A namespace's messages flattened to dotted paths, namespace first. An empty object is a leaf
 * of its own (a group with no messages), so that the tests report it rather than lose it.
 */
export function leaves(namespace: string, messages: Record<string, unknown>): Leaf[] {
  const out: Leaf[] = [];
  const walk = (value: unknown, key: string) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const entries = Object.entries(value as Record<string, unknown>);
      if (entries.length === 0 && key !== namespace) out.push({ key, value });
      for (const [name, child] of entries) walk(child, `${key}.${name}`);
    } else out.push({ key, value });
  };
  walk(messages, namespace);
  return out;
}

/** Every language's messages, flattened: locale → full key → value (an unreadable file adds none). */
export function allMessages(): Map<Locale, Map<string, unknown>> {
  const all = new Map<Locale, Map<string, unknown>>();
  for (const locale of LOCALES) {
    const map = new Map<string, unknown>();
    for (const namespace of NAMESPACES) {
      const file = catalogueFile(locale, namespace);
      if (file.state === 'ok') for (const leaf of leaves(namespace, file.messages)) map.set(leaf.key, leaf.value);
    }
    all.set(locale, map);
  }
  return all;
}

/** A message's ICU syntax tree, as next-intl reads it (tags are rich-text tags), or the parse error. */
export function parseMessage(message: string): { ast: MessageFormatElement[] } | { error: string } {
  try {
    return { ast: parse(message, { ignoreTag: false, requiresOtherClause: true, shouldParseSkeletons: true }) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** The names a message's text uses: its `{arguments}` and its `<tags>`. */
export function placeholdersOf(ast: MessageFormatElement[]): { args: Set<string>; tags: Set<string> } {
  const args = new Set<string>();
  const tags = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          args.add(element.value);
          break;
        case TYPE.select:
        case TYPE.plural:
          args.add(element.value);
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        case TYPE.tag:
          tags.add(element.value);
          walk(element.children);
          break;
        default:
          break;
      }
    }
  };
  walk(ast);
  return { args, tags };
}

/** Each plural (and selectordinal) of a message, with the selectors it offers. */
export function pluralsOf(ast: MessageFormatElement[]): { argument: string; type: 'cardinal' | 'ordinal'; selectors: string[] }[] {
  const out: { argument: string; type: 'cardinal' | 'ordinal'; selectors: string[] }[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.plural) {
        out.push({
          argument: element.value,
          type: element.pluralType === 'ordinal' ? 'ordinal' : 'cardinal',
          selectors: Object.keys(element.options),
        });
      }
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(ast);
  return out;
}

/**
 * The text a message can put on a page: its literal text in every branch, and for `#` the
 * digits of the language's numbers. Arguments' values (names, titles) come from elsewhere.
 */
export function visibleTextOf(ast: MessageFormatElement[], digits: string): string {
  let text = '';
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal) text += element.value;
      else if (element.type === TYPE.pound) text += digits;
      else if (element.type === TYPE.tag) walk(element.children);
      else if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(ast);
  return text;
}
