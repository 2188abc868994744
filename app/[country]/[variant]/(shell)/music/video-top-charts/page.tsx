import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCharts } from '@/lib/api/browse';
import { pageMetadata } from '@/lib/seo';
import { BrowsePage } from '@/components/ui/browse-page';
import { ChartList } from '@/components/browse/chart-list';

// /music/video-top-charts – the music video charts

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('music');
  return pageMetadata({ title: t('videoTopCharts.title'), path: '/music/video-top-charts', description: t('videoTopCharts.description') });
}

export default async function VideoTopChartsPage() {
  const t = await getTranslations('music');
  return (
    <BrowsePage heading={t('videoTopCharts.title')} intro={t('videoTopCharts.intro')}>
      <ChartList charts={await getCharts('video')} />
    </BrowsePage>
  );
}
