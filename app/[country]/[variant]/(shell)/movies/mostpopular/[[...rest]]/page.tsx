import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getAssets, getGenres, getLanguages } from '@/lib/api/browse';
import { pageMetadata } from '@/lib/seo';
import { Chips, EmptyNote, ItemGrid } from '@/components/browse/item-grid';
import { MyLanguagesFilter } from '@/components/browse/my-languages-filter';
import { formatLanguageList, parseLanguageList } from '@/contract/content-languages';
import { BrowsePage } from '@/components/ui/browse-page';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ rest: [] }];
}

// /movies/mostpopular/* – the most popular movies (any suffix accepted), filtered by ?language=, ?genre= and
// ?languages= ("In my languages": audio, the film's own or a dub, in one of them)

interface Props {
  searchParams: Promise<{ language?: string; genre?: string; languages?: string }>;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('browse');
  return pageMetadata({ title: t('mostPopular.title'), path: '/movies/mostpopular', description: t('mostPopular.description') });
}

export default async function MostPopularPage({ searchParams }: Props) {
  const t = await getTranslations('browse');
  const { language, genre, languages: audio } = await searchParams;
  const audioLanguages = parseLanguageList(audio);
  const [languages, genres] = await Promise.all([getLanguages('1', 20), getGenres('video', 'MOVIE')]);
  const languageCode = languages.find((entry) => entry.code === language)?.code;
  const genreId = genres.find((entry) => String(entry.id) === genre)?.id;
  const list = await getAssets({
    assetType: 'MOVIE',
    language: languageCode,
    genreId,
    audioLanguages: audioLanguages.length > 0 ? audioLanguages : undefined,
    sort: 'popular',
    rows: 60,
  });
  const mine = audioLanguages.length > 0 ? formatLanguageList(audioLanguages) : undefined;
  const href = (query: { language?: string; genre?: string }) => {
    const params = new URLSearchParams(
      Object.entries({ ...query, languages: mine }).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    return `/movies/mostpopular${params.size ? `?${params}` : ''}`;
  };
  const current = href({ language: languageCode, genre: genreId ? String(genreId) : undefined });
  return (
    <BrowsePage heading={t('mostPopular.title')}>
      <MyLanguagesFilter
        path="/movies/mostpopular"
        query={{ language: languageCode, genre: genreId ? String(genreId) : undefined }}
        active={mine !== undefined}
      />
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
      {mine && list?.data.length === 0 ? <EmptyNote>{t('myLanguages.empty')}</EmptyNote> : <ItemGrid items={list?.data ?? []} />}
    </BrowsePage>
  );
}
