import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getStars } from '@/lib/api/browse';
import { pageMetadata } from '@/lib/seo';
import { PeopleGrid } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';

// /stars – the stars of the catalogue, most popular first

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('browse');
  return pageMetadata({ title: t('stars.title'), path: '/stars', description: t('stars.description') });
}

export default async function StarsPage() {
  const t = await getTranslations('browse');
  const { data } = await getStars(0, 200);
  return (
    <BrowsePage heading={t('stars.title')} intro={t('stars.intro')}>
      <PeopleGrid people={data} />
    </BrowsePage>
  );
}
