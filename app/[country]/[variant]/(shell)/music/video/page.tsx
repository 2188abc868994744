import type { Metadata } from 'next';
import { getMusicTracks } from '@/lib/api/browse';
import { pageMetadata } from '@/lib/seo';
import { ItemGrid } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';

// /music/video – music videos, most watched first

export const metadata: Metadata = pageMetadata({
  title: 'Music Videos',
  path: '/music/video',
  description: 'Official music videos from Bollywood, Punjabi and regional artists, free to watch on Chalchitra.',
});

export default async function MusicVideosPage() {
  const { data } = await getMusicTracks({ contentType: 3, popular: true, rows: 60 });
  return (
    <BrowsePage heading="Music Videos">
      <ItemGrid items={data} shape="landscape" />
    </BrowsePage>
  );
}
