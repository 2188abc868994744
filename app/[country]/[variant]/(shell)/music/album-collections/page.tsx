import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageRows } from '@/lib/api/catalogue';
import { pageMetadata } from '@/lib/seo';
import { ItemGrid, Section } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';
import { playlistLink } from '@/lib/links';

// /music/album-collections – the editorial album collections of the music page

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('music');
  return pageMetadata({
    title: t('albumCollections.title'),
    path: '/music/album-collections',
    description: t('albumCollections.description'),
  });
}

export default async function AlbumCollectionsPage() {
  const t = await getTranslations('music');
  const rows = (await getPageRows('music', 0, 30)).data.filter((row) => row.item_kind === 'asset' && row.contents.length > 0);
  return (
    <BrowsePage heading={t('albumCollections.title')}>
      {rows.map((row) => (
        <Section
          key={row.playlist_id}
          id={`collection-${row.playlist_id}`}
          title={row.title}
          more={{ href: playlistLink(row.playlist_id, row.title), label: t('albumCollections.seeAll') }}
        >
          <ItemGrid items={row.contents.slice(0, 12)} shape="square" />
        </Section>
      ))}
    </BrowsePage>
  );
}
