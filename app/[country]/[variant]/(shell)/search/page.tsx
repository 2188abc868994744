import type { Metadata } from 'next';
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
  const q = await queryOf(searchParams);
  return {
    ...pageMetadata({
      title: q ? `Search results for ${q}` : 'Search',
      description: q
        ? `Movies, shows, originals, music and stars matching ${q} on Chalchitra.`
        : 'Search Chalchitra for movies, TV shows, originals, music, music videos and stars.',
      path: '/search',
    }),
    // result pages are not worth indexing
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ searchParams }: Props) {
  const q = await queryOf(searchParams);
  if (!q) {
    return (
      <BrowsePage heading="Search">
        <EmptyNote>
          Type a title, a song or a star in the search box above. Hindi titles can be typed in English letters: try &lsquo;dil&rsquo; or
          &lsquo;K3G&rsquo;.
        </EmptyNote>
      </BrowsePage>
    );
  }
  const { groups } = await getSearch(q);
  return (
    <BrowsePage heading={`Search results for “${q}”`}>
      {groups.length === 0 ? <EmptyNote>Nothing matches &lsquo;{q}&rsquo;. Check the spelling, or try fewer words.</EmptyNote> : null}
      {groups.map((group) => (
        <SearchGroupSection key={group.entity} group={group} q={q} withMore />
      ))}
    </BrowsePage>
  );
}
