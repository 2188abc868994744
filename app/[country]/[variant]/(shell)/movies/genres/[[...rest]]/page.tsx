import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getAssets, getGenres } from '@/lib/api/browse';
import { movieGenreLink } from '@/lib/links';
import { pageMetadata } from '@/lib/seo';
import { Chips, EmptyNote, ItemGrid, Section } from '@/components/browse/item-grid';
import { MyLanguagesFilter } from '@/components/browse/my-languages-filter';
import { parseLanguageList } from '@/contract/content-languages';
import { BrowsePage } from '@/components/ui/browse-page';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ rest: [] }];
}

// /movies/genres/* – movies by genre (any suffix accepted; /movies/genres/{genreId}/{genreSlug} picks one);
// ?languages= keeps the films whose audio, their own or a dub, is in one of them ("In my languages")

interface Props {
  params: Promise<{ rest?: string[] }>;
  searchParams?: Promise<{ languages?: string }>;
}

async function load(props: Props) {
  const { rest = [] } = await props.params;
  const genres = await getGenres('video', 'MOVIE');
  const chosen = rest[0] ? (genres.find((genre) => String(genre.id) === rest[0] || genre.slug === rest[0]) ?? null) : null;
  return { genres, chosen };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const t = await getTranslations('browse');
  const { chosen } = await load(props);
  return chosen
    ? pageMetadata({
        title: t('movieGenres.genreTitle', { genre: chosen.title }),
        path: movieGenreLink(chosen.id, chosen.title),
        description: t('movieGenres.genreDescription', { genre: chosen.title }),
      })
    : pageMetadata({
        title: t('movieGenres.title'),
        path: '/movies/genres',
        description: t('movieGenres.description'),
      });
}

export default async function MovieGenresPage(props: Props) {
  const t = await getTranslations('browse');
  const { genres, chosen } = await load(props);
  const parsed = parseLanguageList((await props.searchParams)?.languages);
  const audioLanguages = parsed.length > 0 ? parsed : undefined;
  const filter = (
    <MyLanguagesFilter path={chosen ? movieGenreLink(chosen.id, chosen.title) : '/movies/genres'} active={audioLanguages !== undefined} />
  );
  const chips = (
    <Chips
      links={genres.map((genre) => ({ href: movieGenreLink(genre.id, genre.title), label: genre.title, count: genre.count }))}
      current={chosen ? movieGenreLink(chosen.id, chosen.title) : undefined}
    />
  );
  if (chosen) {
    const list = await getAssets({ assetType: 'MOVIE', genreId: chosen.id, audioLanguages, rows: 60 });
    return (
      <BrowsePage heading={t('movieGenres.genreTitle', { genre: chosen.title })}>
        {filter}
        {chips}
        {audioLanguages && list?.data.length === 0 ? (
          <EmptyNote>{t('myLanguages.empty')}</EmptyNote>
        ) : (
          <ItemGrid items={list?.data ?? []} />
        )}
      </BrowsePage>
    );
  }
  const shown = genres.slice(0, 6);
  const lists = await Promise.all(shown.map((genre) => getAssets({ assetType: 'MOVIE', genreId: genre.id, audioLanguages, rows: 12 })));
  return (
    <BrowsePage heading={t('movieGenres.title')}>
      {filter}
      {chips}
      {shown.map((genre, index) => (
        <Section
          key={genre.id}
          id={`genre-${genre.id}`}
          title={genre.title}
          more={{ href: movieGenreLink(genre.id, genre.title), label: t('movieGenres.seeAll') }}
        >
          <ItemGrid items={lists[index]?.data ?? []} />
        </Section>
      ))}
    </BrowsePage>
  );
}
