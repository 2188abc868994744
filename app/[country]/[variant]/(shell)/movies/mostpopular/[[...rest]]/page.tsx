import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
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

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('browse');
  return pageMetadata({ title: t('mostPopular.title'), path: '/movies/mostpopular', description: t('mostPopular.description') });
}

export default async function MostPopularPage({ searchParams }: Props) {
  const t = await getTranslations('browse');
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
    <BrowsePage heading={t('mostPopular.title')}>
      <nav aria-label={t('mostPopular.byLanguage')}>
        <Chips
          links={[
            { href: href({ genre: genreId ? String(genreId) : undefined }), label: t('mostPopular.allLanguages') },
            ...languages.map((entry) => ({
              href: href({ language: entry.code, genre: genreId ? String(genreId) : undefined }),
              label: entry.name,
            })),
          ]}
          current={current}
        />
      </nav>
      <nav aria-label={t('mostPopular.byGenre')}>
        <Chips
          links={[
            { href: href({ language: languageCode }), label: t('mostPopular.allGenres') },
            ...genres.map((entry) => ({ href: href({ language: languageCode, genre: String(entry.id) }), label: entry.title })),
          ]}
          current={current}
        />
      </nav>
      <ItemGrid items={list?.data ?? []} />
    </BrowsePage>
  );
}
