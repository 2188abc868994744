import type { Metadata } from 'next';
import { getPageRows } from '@/lib/api/catalogue';
import { pageMetadata } from '@/lib/seo';
import { ItemGrid, Section } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';
import { playlistLink } from '@/lib/links';

// /music/album-collections – the editorial album collections of the music page

export const metadata: Metadata = pageMetadata({
  title: 'Album Collections',
  path: '/music/album-collections',
  description: 'Hand-picked collections of albums: romantic, Punjabi pop, devotional, sufi and ghazal.',
});

export default async function AlbumCollectionsPage() {
  const rows = (await getPageRows('music', 0, 30)).data.filter((row) => row.item_kind === 'asset' && row.contents.length > 0);
  return (
    <BrowsePage heading="Album Collections">
      {rows.map((row) => (
        <Section
          key={row.playlist_id}
          id={`collection-${row.playlist_id}`}
          title={row.title}
          more={{ href: playlistLink(row.playlist_id, row.title), label: 'See all' }}
        >
          <ItemGrid items={row.contents.slice(0, 12)} shape="square" />
        </Section>
      ))}
    </BrowsePage>
  );
}
