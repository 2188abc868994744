import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPlaylist } from '@/lib/api/catalogue';
import { playlistLink } from '@/lib/links';
import { pageMetadata } from '@/lib/seo';
import { ItemGrid } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';
import { TrackList } from '@/components/browse/track-list';
import { cardShape } from '@/components/catalogue/catalogue-card';
import { UserPlaylistPage, userPlaylistMetadata } from '@/components/library/user-playlist-page';

// /playlist/{playlistId}/{playlistTitle} – every item of an editorial row (spec 001 §9: fetch limit 1000);
// with ?u={owner}, a user's video playlist

interface Props {
  params: Promise<{ playlistId: string }>;
  searchParams: Promise<{ u?: string | string[] }>;
}

/** The user playlist this address names (u present), or null for an editorial playlist. */
async function userRoute(props: Props) {
  const [{ playlistId }, { u }] = await Promise.all([props.params, props.searchParams]);
  return typeof u === 'string' && u ? { playlistId, owner: u, kind: 'video' as const } : null;
}

async function load(props: Props) {
  const id = Number((await props.params).playlistId);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const playlist = await getPlaylist(id, 0, 1000);
  if (!playlist) notFound();
  return playlist;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const user = await userRoute(props);
  if (user) return userPlaylistMetadata(user);
  const playlist = await load(props);
  const names = playlist.contents
    .slice(0, 5)
    .map((item) => item.content_title ?? item.asset_title)
    .join(', ');
  return pageMetadata({
    title: playlist.title,
    path: playlistLink(playlist.playlist_id, playlist.title),
    description: `${playlist.title} on Chalchitra: ${names} and more.`,
  });
}

export default async function PlaylistPage(props: Props) {
  const user = await userRoute(props);
  if (user) return UserPlaylistPage(user);
  const playlist = await load(props);
  const tracks = playlist.item_kind === 'content' && playlist.contents.every((item) => item.content_type_id === 4);
  return (
    <BrowsePage heading={playlist.title} intro={`${playlist.total} titles`}>
      {tracks ? (
        <TrackList
          tracks={playlist.contents}
          showAlbum
          addAll={{
            isPlaylist: true,
            isMusicAudio: true,
            playlistId: playlist.playlist_id,
            contents: playlist.contents.flatMap((item) => (item.content_id === null ? [] : [item.content_id])),
          }}
        />
      ) : (
        <ItemGrid items={playlist.contents} shape={cardShape(playlist.display)} />
      )}
    </BrowsePage>
  );
}
