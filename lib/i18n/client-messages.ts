import 'server-only';
import type { Locale } from '@/contract/locales';
import { loadMessages, type Namespace } from '@/contract/messages';

// The messages a page hands its browser code: the namespaces client components read. Server
// components translate on the server and ship only their text; the rest stays out of the page.
const CLIENT_NAMESPACES: readonly Namespace[] = [
  'common',
  'layout',
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
  'language',
];

export function clientMessages(locale: Locale) {
  return loadMessages(locale, CLIENT_NAMESPACES);
}
