import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { getFavourites } from '@/lib/api/library-server';
import { loginLink } from '@/lib/return-path';
import { BrowsePage } from '@/components/ui/browse-page';
import { TrackList } from '@/components/browse/track-list';
import { LibraryTabs } from '@/components/library/playlist-cards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('library');
  return { title: t('tabs.favourites'), robots: { index: false } };
}

// /account/favourites – favourite songs and music videos, newest first

export default async function FavouritesPage() {
  const [favourites, t] = await Promise.all([getFavourites(), getTranslations('library')]);
  if (!favourites) redirect(loginLink('/account/favourites'));
  return (
    <BrowsePage heading={t('tabs.favourites')}>
      <LibraryTabs current="favourites" />
      {favourites.data.length === 0 ? <p>{t('favouritesPage.empty')}</p> : <TrackList tracks={favourites.data} showAlbum />}
    </BrowsePage>
  );
}
