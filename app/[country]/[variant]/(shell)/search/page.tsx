import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSearch } from '@/lib/api/browse';
import { pageMetadata } from '@/lib/seo';
import { EmptyNote } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';
import { SearchGroupSection } from '@/components/browse/search-results';

// /search?q={term} – results grouped by entity type (movies, shows, originals, music, music videos, stars)

interface Props {
  searchParams: Promise<{ q?: string | string[] }>;
}

async function queryOf(searchParams: Props['searchParams']): Promise<string> {
  const { q } = await searchParams;
  return (Array.isArray(q) ? q[0] : (q ?? '')).trim().slice(0, 100);
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations('search');
  const q = await queryOf(searchParams);
  return {
    ...(await pageMetadata({
      title: q ? t('page.resultsTitle', { q }) : t('page.title'),
      description: q ? t('page.resultsDescription', { q }) : t('page.description'),
      path: '/search',
    })),
    // result pages are not worth indexing
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ searchParams }: Props) {
  const t = await getTranslations('search');
  const q = await queryOf(searchParams);
  if (!q) {
    return (
      <BrowsePage heading={t('page.title')}>
        <EmptyNote>{t('page.hint')}</EmptyNote>
      </BrowsePage>
    );
  }
  const { groups } = await getSearch(q);
  return (
    <BrowsePage heading={t('page.heading', { q })}>
      {groups.length === 0 ? <EmptyNote>{t('page.noResults', { q })}</EmptyNote> : null}
      {groups.map((group) => (
        <SearchGroupSection key={group.entity} group={group} q={q} withMore />
      ))}
    </BrowsePage>
  );
}
