import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getMusicTracks } from '@/lib/api/browse';
import { pageMetadata } from '@/lib/seo';
import { ItemGrid } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';

// /music/video – music videos, most watched first

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('music');
  return pageMetadata({ title: t('videos.title'), path: '/music/video', description: t('videos.description') });
}

export default async function MusicVideosPage() {
  const t = await getTranslations('music');
  const { data } = await getMusicTracks({ contentType: 3, popular: true, rows: 60 });
  return (
    <BrowsePage heading={t('videos.title')}>
      <ItemGrid items={data} shape="landscape" />
    </BrowsePage>
  );
}
