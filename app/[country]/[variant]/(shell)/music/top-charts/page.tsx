import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCharts } from '@/lib/api/browse';
import { pageMetadata } from '@/lib/seo';
import { BrowsePage } from '@/components/ui/browse-page';
import { ChartList } from '@/components/browse/chart-list';

// /music/top-charts – the song charts with their top five

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('music');
  return pageMetadata({ title: t('topCharts.title'), path: '/music/top-charts', description: t('topCharts.description') });
}

export default async function TopChartsPage() {
  const t = await getTranslations('music');
  return (
    <BrowsePage heading={t('topCharts.title')} intro={t('topCharts.intro')}>
      <ChartList charts={await getCharts('audio')} />
    </BrowsePage>
  );
}
