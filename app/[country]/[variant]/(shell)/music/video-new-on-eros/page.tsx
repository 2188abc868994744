import type { Metadata } from 'next';
import { getMusicTracks } from '@/lib/api/browse';
import { pageMetadata } from '@/lib/seo';
import { ItemGrid } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';

// /music/video-new-on-eros – the newest music videos

export const metadata: Metadata = pageMetadata({
  title: 'New Music Videos',
  path: '/music/video-new-on-eros',
  description: 'The latest music videos on Chalchitra, newest first.',
});

export default async function NewMusicVideosPage() {
  const { data } = await getMusicTracks({ contentType: 3, popular: false, rows: 60 });
  return (
    <BrowsePage heading="New Music Videos">
      <ItemGrid items={data} shape="landscape" />
    </BrowsePage>
  );
}
