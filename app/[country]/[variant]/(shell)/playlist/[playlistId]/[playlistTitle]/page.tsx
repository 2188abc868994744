import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getPlaylist } from '@/lib/api/catalogue';
import { playlistLink } from '@/lib/links';
import { pageMetadata } from '@/lib/seo';
import { ItemGrid } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';
import { TrackList } from '@/components/browse/track-list';
import { cardShape } from '@/components/catalogue/catalogue-card';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ playlistId: '_', playlistTitle: '_' }];
}

// /playlist/{playlistId}/{playlistTitle} – every item of an editorial row (spec 001 §9: fetch limit 1000);
// with ?u={owner}, a user's video playlist, which proxy.ts renders at ./user

interface Props {
  params: Promise<{ playlistId: string }>;
}

async function load(props: Props) {
  const id = Number((await props.params).playlistId);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const playlist = await getPlaylist(id, 0, 1000);
  if (!playlist) notFound();
  return playlist;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [playlist, t] = await Promise.all([load(props), getTranslations('library')]);
  const names = playlist.contents
    .slice(0, 5)
    .map((item) => item.content_title ?? item.asset_title)
    .join(', ');
  return pageMetadata({
    title: playlist.title,
    path: playlistLink(playlist.playlist_id, playlist.title),
    description: t('editorialPlaylist.description', { title: playlist.title, names }),
  });
}

export default async function PlaylistPage(props: Props) {
  const [playlist, t] = await Promise.all([load(props), getTranslations('library')]);
  const tracks = playlist.item_kind === 'content' && playlist.contents.every((item) => item.content_type_id === 4);
  return (
    <BrowsePage heading={playlist.title} intro={t('editorialPlaylist.titles', { count: playlist.total })}>
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
