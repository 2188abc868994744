import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getOwnPlaylists } from '@/lib/api/library-server';
import { getSignedInUser } from '@/lib/session';
import { publicSlugOf } from '@/stores/session-rules';
import { userProfileLink } from '@/lib/links';
import { loginLink } from '@/lib/return-path';
import { Section } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';
import { LibraryTabs, PlaylistCards } from '@/components/library/playlist-cards';

export const metadata: Metadata = { title: 'My Playlists', robots: { index: false } };

// /account/playlists – the user's playlists grouped Audio and Video, newest first (spec 001 §3)

export default async function MyPlaylistsPage() {
  const [playlists, user] = await Promise.all([getOwnPlaylists(), getSignedInUser()]);
  if (!playlists || !user) redirect(loginLink('/account/playlists'));
  const empty = playlists.AUDIO.length === 0 && playlists.VIDEO.length === 0;
  return (
    <BrowsePage heading="My Playlists">
      <LibraryTabs current="playlists" />
      {empty ? <p>No playlists yet. Use Add to playlist on a song, an album or a music video to start one.</p> : null}
      {playlists.AUDIO.length > 0 ? (
        <Section id="audio-playlists" title="Audio playlists">
          <PlaylistCards playlists={playlists.AUDIO} showPrivacy />
        </Section>
      ) : null}
      {playlists.VIDEO.length > 0 ? (
        <Section id="video-playlists" title="Video playlists">
          <PlaylistCards playlists={playlists.VIDEO} showPrivacy />
        </Section>
      ) : null}
      <p>
        <Link href={userProfileLink(publicSlugOf(user) ?? user.uuid)}>Your public profile</Link> shows the playlists you make public.
      </p>
    </BrowsePage>
  );
}
