import type { Metadata } from 'next';
import { getCharts } from '@/lib/api/browse';
import { pageMetadata } from '@/lib/seo';
import { BrowsePage } from '@/components/ui/browse-page';
import { ChartList } from '@/components/browse/chart-list';

// /music/video-top-charts – the music video charts

export const metadata: Metadata = pageMetadata({
  title: 'Top Videos',
  path: '/music/video-top-charts',
  description: 'The most watched music videos on Chalchitra: chart toppers, fresh releases and party anthems.',
});

export default async function VideoTopChartsPage() {
  return (
    <BrowsePage heading="Top Videos" intro="The music videos everyone is watching.">
      <ChartList charts={await getCharts('video')} />
    </BrowsePage>
  );
}
