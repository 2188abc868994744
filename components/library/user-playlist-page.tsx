import { notFound, redirect } from 'next/navigation';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getUserPlaylist } from '@/lib/api/library-server';
import { getSession } from '@/lib/session';
import { publicSlugOf } from '@/stores/session-rules';
import { userPlaylistLink } from '@/lib/links';
import { pageMetadata } from '@/lib/seo';
import { BrowsePage } from '@/components/ui/browse-page';
import { OpenLoginButton } from '@/components/auth/open-login';
import { PlaylistView } from './playlist-view';

// A user playlist (spec 001 §2): audio at /music/playlist/{playlistId}/sets, video at
// /playlist/{playlistId}/{playlistTitle}?u={owner}. The owner sees their own, private or public;
// anyone else sees it only when it is public, signed in or not.

export interface UserPlaylistRoute {
  playlistId: string;
  /** The owner's profile slug (the u query parameter). */
  owner?: string;
  /** The kind the address is for; a playlist of the other kind moves to its own address. */
  kind: 'audio' | 'video';
}

/** What a user playlist page's address says: the playlist, and its owner from ?u=. */
export interface UserPlaylistAddress {
  params: Promise<{ playlistId: string }>;
  searchParams: Promise<{ u?: string | string[] }>;
}

/** The route of a user playlist page of the given kind, from its address. */
export async function userPlaylistRoute(address: UserPlaylistAddress, kind: UserPlaylistRoute['kind']): Promise<UserPlaylistRoute> {
  const [{ playlistId }, { u }] = await Promise.all([address.params, address.searchParams]);
  return { playlistId, owner: typeof u === 'string' && u ? u : undefined, kind };
}

async function load(route: UserPlaylistRoute) {
  const id = Number(route.playlistId);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const { user } = await getSession();
  const read = await getUserPlaylist(id, route.owner, user !== null);
  return { read, user };
}

export async function userPlaylistMetadata(route: UserPlaylistRoute): Promise<Metadata> {
  const [{ read }, t] = await Promise.all([load(route), getTranslations('library')]);
  if (!read.playlist) return { title: t('userPlaylist.heading'), robots: { index: false } };
  const { playlist } = read;
  return {
    ...(await pageMetadata({
      title: playlist.title,
      path: userPlaylistLink(playlist),
      description: t(playlist.playlist_type === 'video' ? 'userPlaylist.videoDescription' : 'userPlaylist.audioDescription', {
        title: playlist.title,
        count: playlist.playlist_count,
      }),
    })),
    // private playlists are never indexed; public ones are reached from their owner's profile
    robots: { index: playlist.is_public, follow: true },
  };
}

export async function UserPlaylistPage(route: UserPlaylistRoute) {
  const [{ read, user }, t] = await Promise.all([load(route), getTranslations('library')]);
  if (!read.playlist) {
    if (!read.signedOut) notFound();
    return (
      <BrowsePage heading={t('userPlaylist.heading')} intro={t('userPlaylist.signIn')}>
        <OpenLoginButton />
      </BrowsePage>
    );
  }
  const { playlist } = read;
  if (playlist.playlist_type !== route.kind) redirect(userPlaylistLink(playlist));
  // a playlist is its profile's (issue 49): its owner's slug is the profile watching's
  const isOwner = publicSlugOf(user) === playlist.user_slug;
  const video = playlist.playlist_type === 'video';
  const intro = [
    t(video ? 'playlists.videos' : 'playlists.songs', { count: playlist.playlist_count }),
    t(video ? 'userPlaylist.video' : 'userPlaylist.audio'),
    isOwner ? t(playlist.is_public ? 'playlists.public' : 'playlists.private') : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <BrowsePage heading={playlist.title} intro={intro}>
      <PlaylistView
        key={`${playlist.playlist_id}-${playlist.playlist_count}`}
        playlistId={playlist.playlist_id}
        kind={playlist.playlist_type}
        items={playlist.contents}
        isOwner={isOwner}
        isPublic={playlist.is_public}
        ownerSlug={playlist.user_slug}
      />
    </BrowsePage>
  );
}
