import 'server-only';
import type { Locale } from '@/contract/locales';
import { loadMessages, type Messages } from '@/contract/messages';
import { namespacesOf, pickPaths, SHELL_MESSAGES, type MessagePath } from './client-messages';

// A page's messages for its browser code, read on the server from the lists of
// lib/i18n/client-messages.ts.

/** The messages of `paths` in a language, nested as the catalogue nests them. */
export async function pickMessages(locale: Locale, paths: readonly MessagePath[]): Promise<Messages> {
  return pickPaths(await loadMessages(locale, namespacesOf(paths)), paths);
}

export function clientMessages(locale: Locale) {
  return pickMessages(locale, SHELL_MESSAGES);
}
