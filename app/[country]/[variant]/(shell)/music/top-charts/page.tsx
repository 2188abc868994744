import type { Metadata } from 'next';
import { getCharts } from '@/lib/api/browse';
import { pageMetadata } from '@/lib/seo';
import { BrowsePage } from '@/components/ui/browse-page';
import { ChartList } from '@/components/browse/chart-list';

// /music/top-charts – the song charts with their top five

export const metadata: Metadata = pageMetadata({
  title: 'Top Charts',
  path: '/music/top-charts',
  description: 'The most played Hindi, Punjabi, Tamil and romantic songs this week on Chalchitra, updated every week.',
});

export default async function TopChartsPage() {
  return (
    <BrowsePage heading="Top Charts" intro="The songs everyone is playing this week.">
      <ChartList charts={await getCharts('audio')} />
    </BrowsePage>
  );
}
