import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getMusicTracks } from '@/lib/api/browse';
import { pageMetadata } from '@/lib/seo';
import { ItemGrid } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';

// /music/video-new-on-eros – the newest music videos

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('music');
  return pageMetadata({ title: t('newVideos.title'), path: '/music/video-new-on-eros', description: t('newVideos.description') });
}

export default async function NewMusicVideosPage() {
  const t = await getTranslations('music');
  const { data } = await getMusicTracks({ contentType: 3, popular: false, rows: 60 });
  return (
    <BrowsePage heading={t('newVideos.title')}>
      <ItemGrid items={data} shape="landscape" />
    </BrowsePage>
  );
}
