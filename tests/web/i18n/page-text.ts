import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALE_INFO, LOCALES, type Locale } from '@/contract/locales';
import { allMessages, parseMessage, visibleTextOf } from '@/tests/contract/i18n-catalogues';
import { ROOT } from './served-fonts';

// The text a page in a language can show, by where it comes from: the language's catalogues
// (every branch of every message), the language picker on every page (each language's name in
// its own script), and what next-intl's formatters write in the language (Intl: numbers, prices,
// dates, month and day names, relative times, lists, country names), and the glossary's words
// for it.

export interface Sample {
  /** where the text comes from, for a failure's message */
  source: string;
  text: string;
}

/** What Intl writes in a language's tag (the tag next-intl is given, LOCALE_INFO). */
export function intlSamples(locale: Locale): Sample[] {
  const tag = LOCALE_INFO[locale].tag;
  const samples: Sample[] = [];
  const add = (source: string, text: string) => samples.push({ source: `Intl ${tag} ${source}`, text });
  for (const value of [0, 7, 1234567.89, -42]) add('number', new Intl.NumberFormat(tag).format(value));
  // the plans' and payments' currencies (lib/payment-rules.ts formatMoney)
  for (const currency of ['INR', 'USD', 'PKR']) {
    add('price', new Intl.NumberFormat(tag, { style: 'currency', currency }).format(149900.5));
    add('price', new Intl.NumberFormat(tag, { style: 'currency', currency, maximumFractionDigits: 0 }).format(-99));
  }
  add('percent', new Intl.NumberFormat(tag, { style: 'percent' }).format(0.25));
  // the countries of the devices list (components/devices/device-list.tsx)
  const regions = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
  for (let first = 65; first <= 90; first += 1) {
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      const name = regions.of(code);
      if (name && name !== code) add(`region ${code}`, name);
    }
  }
  const base = Date.UTC(2026, 0, 4, 9, 5);
  for (let month = 0; month < 12; month += 1) {
    const date = new Date(Date.UTC(2026, month, 1 + month, 14, 30));
    for (const style of ['full', 'long', 'medium', 'short'] as const) {
      add('date', new Intl.DateTimeFormat(tag, { dateStyle: style, timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(date));
    }
    add('month', new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(date));
    add('month', new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }).format(date));
  }
  for (let day = 0; day < 7; day += 1) {
    const date = new Date(base + day * 86_400_000);
    for (const weekday of ['long', 'short'] as const)
      add('weekday', new Intl.DateTimeFormat(tag, { weekday, timeZone: 'Asia/Kolkata' }).format(date));
  }
  for (const hour of [0, 6, 12, 18, 23]) {
    add(
      'time',
      new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 1, hour, 5))),
    );
  }
  for (const unit of ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const) {
    for (const numeric of ['auto', 'always'] as const) {
      for (const value of [-3, -1, 0, 1, 3]) add('relative time', new Intl.RelativeTimeFormat(tag, { numeric }).format(value, unit));
    }
  }
  for (const type of ['conjunction', 'disjunction'] as const) add('list', new Intl.ListFormat(tag, { type }).format(['a', 'b', 'c']));
  return samples;
}

/** The digits a language's numbers are written in (for a plural's `#`). */
export const digitsOf = (locale: Locale) => new Intl.NumberFormat(LOCALE_INFO[locale].tag, { useGrouping: false }).format(1234567890);

/** Every message of a language's catalogues, as the text it can show. */
export function catalogueSamples(locale: Locale): Sample[] {
  const messages = allMessages().get(locale) ?? new Map<string, unknown>();
  const digits = digitsOf(locale);
  return [...messages].flatMap(([key, value]) => {
    if (typeof value !== 'string') return [];
    const parsed = parseMessage(value);
    // a message that does not parse is reported by tests/contract/messages.test.ts; all its characters count here
    return [{ source: `${locale}/${key}`, text: 'ast' in parsed ? visibleTextOf(parsed.ast, digits) : value }];
  });
}

/** The language picker, on every page: each language's own name. */
export function pickerSamples(): Sample[] {
  return LOCALES.map((locale) => ({ source: `the picker's ${LOCALE_INFO[locale].englishName}`, text: LOCALE_INFO[locale].nativeName }));
}

/** The glossary's words for a language (contract/messages/GLOSSARY.md's table), the product's own terms. */
export function glossarySamples(locale: Locale): Sample[] {
  const lines = readFileSync(path.join(ROOT, 'contract/messages/GLOSSARY.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|'));
  const header = lines[0]?.split('|').map((cell) => cell.trim()) ?? [];
  const column = header.findIndex((cell) => cell.includes(`(${locale})`) || (locale === 'en' && cell === 'English'));
  if (column < 0) return [];
  return lines.slice(2).map((line) => ({ source: `GLOSSARY.md (${locale})`, text: line.split('|')[column]?.trim() ?? '' }));
}
