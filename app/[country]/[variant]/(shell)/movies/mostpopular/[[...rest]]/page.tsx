import type { Metadata } from 'next';
import { getAssets, getGenres, getLanguages } from '@/lib/api/browse';
import { pageMetadata } from '@/lib/seo';
import { Chips, ItemGrid } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ rest: [] }];
}

// /movies/mostpopular/* – the most popular movies (any suffix accepted), filtered by ?language= and ?genre=

interface Props {
  searchParams: Promise<{ language?: string; genre?: string }>;
}

export const metadata: Metadata = pageMetadata({
  title: 'Most Popular Movies',
  path: '/movies/mostpopular',
  description: 'The most watched Indian movies on Chalchitra right now, by language and genre.',
});

export default async function MostPopularPage({ searchParams }: Props) {
  const { language, genre } = await searchParams;
  const [languages, genres] = await Promise.all([getLanguages('1', 20), getGenres('video', 'MOVIE')]);
  const languageCode = languages.find((entry) => entry.code === language)?.code;
  const genreId = genres.find((entry) => String(entry.id) === genre)?.id;
  const list = await getAssets({ assetType: 'MOVIE', language: languageCode, genreId, sort: 'popular', rows: 60 });
  const href = (query: { language?: string; genre?: string }) => {
    const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
    return `/movies/mostpopular${params.size ? `?${params}` : ''}`;
  };
  const current = href({ language: languageCode, genre: genreId ? String(genreId) : undefined });
  return (
    <BrowsePage heading="Most Popular Movies">
      <nav aria-label="Filter by language">
        <Chips
          links={[
            { href: href({ genre: genreId ? String(genreId) : undefined }), label: 'All languages' },
            ...languages.map((entry) => ({
              href: href({ language: entry.code, genre: genreId ? String(genreId) : undefined }),
              label: entry.name,
            })),
          ]}
          current={current}
        />
      </nav>
      <nav aria-label="Filter by genre">
        <Chips
          links={[
            { href: href({ language: languageCode }), label: 'All genres' },
            ...genres.map((entry) => ({ href: href({ language: languageCode, genre: String(entry.id) }), label: entry.title })),
          ]}
          current={current}
        />
      </nav>
      <ItemGrid items={list?.data ?? []} />
    </BrowsePage>
  );
}
