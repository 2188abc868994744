import type { ReactNode } from 'react';
import { PageMessages } from '@/components/ui/page-messages';

// A user's audio playlist: the auth catalogue for its sign-in button and the playlist's own, as /playlist has.
export default function Layout({ children }: { children: ReactNode }) {
  return <PageMessages paths={['auth', 'library.playlistView']}>{children}</PageMessages>;
}
