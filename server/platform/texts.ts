import type { FastifyRequest } from 'fastify';
import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, LOCALE_INFO, negotiateLocale, type Locale } from '../../contract/locales';
import enErrors from '../../contract/messages/en/errors.json' with { type: 'json' };
import hiErrors from '../../contract/messages/hi/errors.json' with { type: 'json' };
import taErrors from '../../contract/messages/ta/errors.json' with { type: 'json' };
import teErrors from '../../contract/messages/te/errors.json' with { type: 'json' };
import bnErrors from '../../contract/messages/bn/errors.json' with { type: 'json' };
import mrErrors from '../../contract/messages/mr/errors.json' with { type: 'json' };
import enNotifications from '../../contract/messages/en/notifications.json' with { type: 'json' };
import hiNotifications from '../../contract/messages/hi/notifications.json' with { type: 'json' };
import taNotifications from '../../contract/messages/ta/notifications.json' with { type: 'json' };
import teNotifications from '../../contract/messages/te/notifications.json' with { type: 'json' };
import bnNotifications from '../../contract/messages/bn/notifications.json' with { type: 'json' };
import mrNotifications from '../../contract/messages/mr/notifications.json' with { type: 'json' };

// The origin's words in the request's language (issue 50), from the catalogues in contract/: the
// `errors` namespace holds every message the origin answers with (its errors, and the `message`
// of a successful answer), the `notifications` namespace the e-mails and SMS it sends.
//
// A service names a message with `text('errors.…', values)`; the key is checked by tsc against
// the English catalogue. Errors carry their Text (server/platform/errors.ts) and the error handler
// renders it in the language of the request (`requestLocale`); a route renders a successful
// answer's message with `say(request, text(…))`; a sender renders an e-mail with `render(text(…),
// locale)`. English is the default and what logs and `error.message` read.
//
// Zod's validation messages are English strings in contract/schemas, shared with the web; the
// error handler translates them, and Fastify's own texts, through `translateEnglish`, the one
// reverse lookup (English text → key), built here from errors.json. A payment's failure reason,
// kept in English with the transaction, is translated by it too when it is answered.

type Catalogue = { [key: string]: string | Catalogue };

/** The dotted paths of a catalogue's messages: { a: { b: '…' } } gives 'a.b'. */
type Leaves<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key `text()` accepts: a message of the English `errors` or `notifications` catalogue. */
export type TextKey = Leaves<typeof enErrors, 'errors.'> | Leaves<typeof enNotifications, 'notifications.'>;
export type TextValues = Record<string, string | number | Date>;

/** A message of the catalogues, not yet in a language. */
export interface Text {
  key: TextKey;
  values?: TextValues;
}

/** The message `key` with its placeholders' values; rendered later, in the reader's language. */
export function text(key: TextKey, values?: TextValues): Text {
  return values ? { key, values } : { key };
}

const CATALOGUES: Record<Locale, { errors: Catalogue; notifications: Catalogue }> = {
  en: { errors: enErrors, notifications: enNotifications },
  hi: { errors: hiErrors, notifications: hiNotifications },
  ta: { errors: taErrors, notifications: taNotifications },
  te: { errors: teErrors, notifications: teNotifications },
  bn: { errors: bnErrors, notifications: bnNotifications },
  mr: { errors: mrErrors, notifications: mrNotifications },
};

/** `{until, date, dayMonthYear}`: 5 Mar 2026 in English, each language's own order and month names. */
const FORMATS = { date: { dayMonthYear: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } } } as const;

function messageOf(locale: Locale, key: string): string | undefined {
  const [namespace, ...path] = key.split('.');
  let node: string | Catalogue | undefined = CATALOGUES[locale][namespace as 'errors' | 'notifications'];
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const formatters = new Map<string, IntlMessageFormat>();

function formatterOf(locale: Locale, key: TextKey): IntlMessageFormat {
  const id = `${locale}:${key}`;
  let formatter = formatters.get(id);
  if (!formatter) {
    // a language without the message (the catalogue test forbids it) falls back to English
    const message = messageOf(locale, key) ?? messageOf(DEFAULT_LOCALE, key) ?? key;
    formatter = new IntlMessageFormat(message, LOCALE_INFO[locale].tag, FORMATS, { ignoreTag: true });
    formatters.set(id, formatter);
  }
  return formatter;
}

/** A Text in a language (English by default). */
export function render(message: Text, locale: Locale = DEFAULT_LOCALE): string {
  return String(formatterOf(locale, message.key).format(message.values));
}

/** The language a request asks for: the best of ours in its Accept-Language, else English. */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const header = request.headers['accept-language'];
  return negotiateLocale(Array.isArray(header) ? header.join(',') : header);
}

/** A Text in the language of `request`: a successful answer's message. */
export function say(request: Pick<FastifyRequest, 'headers'>, message: Text): string {
  return render(message, requestLocale(request));
}

/**
 * The reverse lookup: the English texts that arrive as strings, not as Texts (zod's messages,
 * written in contract/schemas for the web and the origin alike, and Fastify's own 4xx, in
 * `errors.validation`; a payment's failure reason, stored in English), by their key. tests/server/platform/texts.test.ts checks that every
 * message of contract/schemas is here.
 */
const ARRIVING_IN_ENGLISH: readonly Text[] = [
  text('errors.validation.recipientNameLength'),
  text('errors.validation.giftMessageLength'),
  text('errors.validation.codeInvalid'),
  text('errors.validation.promoCodeEmpty'),
  text('errors.validation.supportMessageShort'),
  text('errors.validation.emailInvalid'),
  text('errors.validation.pinFormat'),
  text('errors.validation.profileNameEmpty'),
  text('errors.validation.profileNameLength'),
  text('errors.validation.languageUnknown'),
  text('errors.validation.profileNotFound'),
  text('errors.validation.deviceSignature'),
  text('errors.validation.contentOrAsset'),
  text('errors.validation.musicContentType'),
  text('errors.validation.codeDigits'),
  text('errors.validation.dateFormat'),
  text('errors.validation.countryCode'),
  text('errors.validation.bodyTooLarge'),
  text('errors.validation.unsupportedMediaType'),
  text('errors.validation.contentLengthMismatch'),
  text('errors.validation.emptyJsonBody'),
  text('errors.validation.invalidJsonBody'),
  // a failed payment's reason, kept in English with the transaction (one of ours, or a gateway's own words)
  text('errors.payments.reasons.expired24h'),
  text('errors.payments.reasons.codeExpired'),
  text('errors.payments.reasons.tooManyWrongCodes'),
  text('errors.payments.reasons.declined'),
  text('errors.payments.reasons.failedAtBank'),
  text('errors.payments.reasons.linkExpired'),
  text('errors.payments.reasons.notFound'),
  text('errors.payments.reasons.failed'),
];
const ENGLISH_KEYS: ReadonlyMap<string, TextKey> = new Map(ARRIVING_IN_ENGLISH.map((message) => [render(message), message.key]));

export function keyOfEnglish(message: string): TextKey | undefined {
  return ENGLISH_KEYS.get(message);
}

/** An English message in a language, when the catalogue has it; else as it is. */
export function translateEnglish(message: string, locale: Locale): string {
  const key = keyOfEnglish(message);
  return key ? render({ key }, locale) : message;
}

export type { Locale };
