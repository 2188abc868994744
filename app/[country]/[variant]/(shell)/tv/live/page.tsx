import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getLiveGuide } from '@/lib/api/browse';
import { pageMetadata } from '@/lib/seo';
import { EmptyNote } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';
import { LiveGuide } from '@/components/browse/live-guide';

// /tv/live – live channels with what is on now and next (ap=1&channel-id= opens a channel)

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('browse');
  return pageMetadata({ title: t('liveTv.title'), path: '/tv/live', description: t('liveTv.description') });
}

export default async function LiveTvPage() {
  const t = await getTranslations('browse');
  const guide = await getLiveGuide();
  return (
    <BrowsePage heading={t('liveTv.title')} intro={t('liveTv.intro')}>
      {guide && guide.data.length > 0 ? <LiveGuide channels={guide.data} /> : <EmptyNote>{t('liveTv.empty')}</EmptyNote>}
    </BrowsePage>
  );
}
