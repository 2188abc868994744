import 'server-only';
import type { Locale } from '@/contract/locales';
import { loadMessages, type Messages, type Namespace } from '@/contract/messages';

// The messages a page hands its browser code (issue 50: "only the page's own"). Server components
// translate on the server and ship only their text; what browser code reads travels in the page,
// so each page carries the part of the catalogue its own client components use and no more:
//   - every page: SHELL_MESSAGES, what the shell, rows and cards, and the hosts' dialogs (sign-in,
//     lists, sharing, the player, downloads, the audio dock, the subscription prompt) read;
//   - a route that has more browser code adds its part with <PageMessages> in its layout
//     (components/ui/page-messages.tsx): the payment pages, the account page, rewards, contact,
//     TV activation.

/** A namespace, or one part of it (`payments.subscriptionPopup`). */
export type MessagePath = Namespace | `${Namespace}.${string}`;

export const SHELL_MESSAGES: readonly MessagePath[] = [
  'common',
  'layout',
  'language',
  'auth',
  'browse',
  'player',
  'downloads',
  'profiles',
  'library',
  'share',
  'music.audioPlayButton',
  'music.audioPlayer',
  'payments.subscriptionPopup',
  'payments.freePlan',
];

/** The messages of `paths` in a language, nested as the catalogue nests them. */
export async function pickMessages(locale: Locale, paths: readonly MessagePath[]): Promise<Messages> {
  const namespaces = [...new Set(paths.map((path) => path.split('.')[0] as Namespace))];
  const all = await loadMessages(locale, namespaces);
  const picked: Record<string, Record<string, unknown>> = {};
  for (const path of paths) {
    const [namespace, ...rest] = path.split('.');
    const source = all[namespace] as Record<string, unknown>;
    if (rest.length === 0) picked[namespace] = { ...picked[namespace], ...source };
    else picked[namespace] = { ...picked[namespace], [rest.join('.')]: source[rest.join('.')] };
  }
  return picked;
}

export function clientMessages(locale: Locale) {
  return pickMessages(locale, SHELL_MESSAGES);
}
