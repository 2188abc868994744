import type { Messages, Namespace } from '@/contract/messages';

// The messages a page hands its browser code (issue 50: "only the page's own"). Server components
// translate on the server and ship only their text; what browser code reads travels in the page,
// so each page carries the part of the catalogue its own client components use and no more:
//   - every page: SHELL_MESSAGES, what the shell, the rows and cards and a title page's buttons
//     (play, lists, download, share) and the player they open read;
//   - a route that has more browser code adds its part with <PageMessages> in its layout
//     (components/ui/page-messages.tsx): sign-in and account pages, profiles, the payment pages,
//     rewards, contact, TV activation;
//   - the hosts that draw nothing until the visitor acts (the login dialog, the subscription
//     prompt, sharing, the audio dock) fetch HOSTS_MESSAGES as chunks once the page has loaded
//     (<LazyMessages> in components/layout/root-hosts-body.tsx), so no page's HTML carries them.
// The lists live here, in one place; lib/i18n/page-messages.ts reads them for a page's HTML.

/** A namespace, or one part of it (`payments.subscriptionPopup`). */
export type MessagePath = Namespace | `${Namespace}.${string}`;

export const SHELL_MESSAGES: readonly MessagePath[] = [
  'common',
  'layout.logo',
  'layout.footer',
  'layout.sideNavDrawer',
  'layout.accountPanel',
  'layout.searchBox',
  'layout.accountActions',
  'layout.memberActions',
  'layout.mobileRouteBar',
  'layout.sideNav',
  'layout.connectionStatus',
  'layout.topMenu',
  'layout.skipButton',
  'layout.consentBar',
  'layout.menu',
  'layout.menuLink',
  'language',
  'browse.error',
  'browse.myLanguages',
  'browse.moreRows',
  'browse.carousel',
  'browse.card',
  'browse.continueWatching',
  'browse.playlistRow',
  'player',
  'downloads.button',
  'downloads.panel',
  'downloads.progress',
  'library.watchlistButton',
  'library.favouriteButton',
  'library.addToPlaylist',
  'library.playlists',
  'share.shareButton',
  'profiles.switcher',
  'profiles.marks',
  'profiles.pinDialog',
  'music.audioPlayButton',
];

/** What the hosts read beyond the page's own messages; the login dialog's rules speak from errors.auth. */
export const HOSTS_MESSAGES: readonly MessagePath[] = ['auth', 'payments', 'music', 'share', 'errors.auth'];

/** The namespaces `paths` are parts of. */
export function namespacesOf(paths: readonly MessagePath[]): Namespace[] {
  return [...new Set(paths.map((path) => path.split('.')[0] as Namespace))];
}

/** The parts of `all` (messages by namespace) that `paths` name, nested as the catalogue nests them. */
export function pickPaths(all: Messages, paths: readonly MessagePath[]): Record<string, Record<string, unknown>> {
  const picked: Record<string, Record<string, unknown>> = {};
  for (const path of paths) {
    const [namespace, ...rest] = path.split('.');
    const source = all[namespace] as Record<string, unknown>;
    if (rest.length === 0) picked[namespace] = { ...picked[namespace], ...source };
    else picked[namespace] = { ...picked[namespace], [rest.join('.')]: source[rest.join('.')] };
  }
  return picked;
}
