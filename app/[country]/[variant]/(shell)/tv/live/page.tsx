import type { Metadata } from 'next';
import { getLiveGuide } from '@/lib/api/browse';
import { pageMetadata } from '@/lib/seo';
import { EmptyNote } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';
import { LiveGuide } from '@/components/browse/live-guide';

// /tv/live – live channels with what is on now and next (ap=1&channel-id= opens a channel)

export const metadata: Metadata = pageMetadata({
  title: 'Live TV',
  path: '/tv/live',
  description: 'Live TV channels on Chalchitra: music, movies, fashion and devotional channels, with what is on now and next.',
});

export default async function LiveTvPage() {
  const guide = await getLiveGuide();
  return (
    <BrowsePage heading="Live TV" intro="What is on now and next on every channel.">
      {guide && guide.data.length > 0 ? <LiveGuide channels={guide.data} /> : <EmptyNote>No live channels right now.</EmptyNote>}
    </BrowsePage>
  );
}
