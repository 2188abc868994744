import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getFavourites } from '@/lib/api/library-server';
import { loginLink } from '@/lib/return-path';
import { BrowsePage } from '@/components/ui/browse-page';
import { TrackList } from '@/components/browse/track-list';
import { LibraryTabs } from '@/components/library/playlist-cards';

export const metadata: Metadata = { title: 'Favourites', robots: { index: false } };

// /account/favourites – favourite songs and music videos, newest first

export default async function FavouritesPage() {
  const favourites = await getFavourites();
  if (!favourites) redirect(loginLink('/account/favourites'));
  return (
    <BrowsePage heading="Favourites">
      <LibraryTabs current="favourites" />
      {favourites.data.length === 0 ? (
        <p>No favourites yet. Press the heart on a song or music video to keep it here.</p>
      ) : (
        <TrackList tracks={favourites.data} showAlbum />
      )}
    </BrowsePage>
  );
}
