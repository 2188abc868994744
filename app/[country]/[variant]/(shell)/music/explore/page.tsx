import type { Metadata } from 'next';
import { getMusicAlbums } from '@/lib/api/browse';
import { pageMetadata } from '@/lib/seo';
import { ItemGrid } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';

// /music/explore – albums, most played first

export const metadata: Metadata = pageMetadata({
  title: 'Albums',
  path: '/music/explore',
  description: 'Film soundtracks, pop, devotional, sufi and ghazal albums to play in full on Chalchitra.',
});

export default async function AlbumsPage() {
  const { data } = await getMusicAlbums({ contentTypeId: 4, popular: true, rows: 60 });
  return (
    <BrowsePage heading="Albums">
      <ItemGrid items={data} shape="square" />
    </BrowsePage>
  );
}
