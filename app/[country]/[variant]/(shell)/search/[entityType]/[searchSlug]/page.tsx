import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getSearch } from '@/lib/api/browse';
import { queryFromSearchSlug, searchEntityLink } from '@/lib/links';
import { pageMetadata } from '@/lib/seo';
import { SEARCH_ENTITIES, type SearchEntity } from '@/contract/schemas/search';
import { EmptyNote } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';
import { SEARCH_ENTITY_KEYS, SearchGroupSection, SearchPager } from '@/components/browse/search-results';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ entityType: '_', searchSlug: '_' }];
}

// /search/{entityType}/{searchSlug} – one entity group of the results, paged (?start=)

const ROWS = 36;

interface Props {
  params: Promise<{ entityType: string; searchSlug: string }>;
  searchParams: Promise<{ start?: string }>;
}

async function load(props: Props) {
  const { entityType, searchSlug } = await props.params;
  if (!(SEARCH_ENTITIES as readonly string[]).includes(entityType)) notFound();
  const q = queryFromSearchSlug(searchSlug).slice(0, 100);
  if (!q) notFound();
  const start = Math.max(0, Number((await props.searchParams).start) || 0);
  return { entity: entityType as SearchEntity, q, start };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const t = await getTranslations('search');
  const { entity, q } = await load(props);
  const label = t(SEARCH_ENTITY_KEYS[entity]);
  return {
    ...(await pageMetadata({
      title: t('entityPage.title', { label, q }),
      description: t('entityPage.description', { label, q }),
      path: searchEntityLink(entity, q),
    })),
    robots: { index: false, follow: true },
  };
}

export default async function SearchEntityPage(props: Props) {
  const t = await getTranslations('search');
  const { entity, q, start } = await load(props);
  const label = t(SEARCH_ENTITY_KEYS[entity]);
  const {
    groups: [group],
  } = await getSearch(q, entity, start, ROWS);
  return (
    <BrowsePage heading={t('entityPage.heading', { label, q })}>
      {!group || group.total === 0 ? (
        <EmptyNote>{t('entityPage.empty', { label: label.toLowerCase(), q })}</EmptyNote>
      ) : (
        <>
          <SearchGroupSection group={group} q={q} withMore={false} />
          <SearchPager entity={entity} q={q} start={start} rows={ROWS} total={group.total} />
        </>
      )}
    </BrowsePage>
  );
}
