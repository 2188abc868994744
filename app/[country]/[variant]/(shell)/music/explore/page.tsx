import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getMusicAlbums } from '@/lib/api/browse';
import { pageMetadata } from '@/lib/seo';
import { ItemGrid } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';

// /music/explore – albums, most played first

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('music');
  return pageMetadata({ title: t('albums.title'), path: '/music/explore', description: t('albums.description') });
}

export default async function AlbumsPage() {
  const t = await getTranslations('music');
  const { data } = await getMusicAlbums({ contentTypeId: 4, popular: true, rows: 60 });
  return (
    <BrowsePage heading={t('albums.title')}>
      <ItemGrid items={data} shape="square" />
    </BrowsePage>
  );
}
