import { DEFAULT_LOCALE, type Locale } from '@/contract/locales';

// The message catalogues (issue 50): one per language, each a folder of namespace files,
// contract/messages/{locale}/{namespace}.json, in ICU MessageFormat. English holds the spec's
// texts word for word; every other language has exactly English's keys
// (tests/contract/messages.test.ts). The web reads them through next-intl (lib/i18n/request.ts),
// the origin for the messages it answers with. When the app is built, next-intl's catalogue
// loader compiles each file it imports here (next.config.ts `precompile`).

/** Every namespace; a file per namespace in each language's folder. */
export const NAMESPACES = [
  'common',
  'layout',
  'meta',
  'auth',
  'browse',
  'title',
  'search',
  'payments',
  'rewards',
  'player',
  'downloads',
  'music',
  'profiles',
  'library',
  'account',
  'devices',
  'share',
  'support',
  'errors',
  'language',
  'notifications',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Messages = Record<string, unknown>;

async function namespaceOf(locale: Locale, namespace: Namespace): Promise<Messages> {
  try {
    return (await import(`./${locale}/${namespace}.json`)).default as Messages;
  } catch {
    // a namespace not written yet is empty; the catalogue test reports it
    return {};
  }
}

/** A language's messages, by namespace: all of them, or only those named. */
export async function loadMessages(locale: Locale, namespaces: readonly Namespace[] = NAMESPACES): Promise<Messages> {
  const entries = await Promise.all(namespaces.map(async (namespace) => [namespace, await namespaceOf(locale, namespace)] as const));
  return Object.fromEntries(entries);
}

export { DEFAULT_LOCALE };
