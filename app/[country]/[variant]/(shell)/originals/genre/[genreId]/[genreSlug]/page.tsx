import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getAssets } from '@/lib/api/browse';
import { originalsGenreLink } from '@/lib/links';
import { pageMetadata } from '@/lib/seo';
import { EmptyNote, ItemGrid } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';
import { MyLanguagesFilter } from '@/components/browse/my-languages-filter';
import { parseLanguageList } from '@/contract/content-languages';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ genreId: '_', genreSlug: '_' }];
}

// /originals/genre/{genreId}/{genreSlug} – the originals of one genre; ?languages= keeps those whose
// audio, their own or a dub, is in one of them ("In my languages")

interface Props {
  params: Promise<{ genreId: string }>;
  searchParams?: Promise<{ languages?: string }>;
}

async function load(props: Props, audioLanguages?: string[]) {
  const id = Number((await props.params).genreId);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const list = await getAssets({ assetType: 'ORIGINAL', genreId: id, audioLanguages, rows: 60 });
  if (!list?.genre) notFound();
  return { list, genre: list.genre };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const t = await getTranslations('browse');
  const { genre } = await load(props);
  return pageMetadata({
    title: t('originalsGenre.title', { genre: genre.title }),
    path: originalsGenreLink(genre.id, genre.title),
    description: t('originalsGenre.description', { genre: genre.title.toLowerCase() }),
  });
}

export default async function OriginalsGenrePage(props: Props) {
  const t = await getTranslations('browse');
  const parsed = parseLanguageList((await props.searchParams)?.languages);
  const audioLanguages = parsed.length > 0 ? parsed : undefined;
  const { list, genre } = await load(props, audioLanguages);
  return (
    <BrowsePage heading={t('originalsGenre.title', { genre: genre.title })}>
      <MyLanguagesFilter path={originalsGenreLink(genre.id, genre.title)} active={audioLanguages !== undefined} />
      {list.data.length > 0 ? (
        <ItemGrid items={list.data} />
      ) : (
        <EmptyNote>{t(audioLanguages ? 'myLanguages.empty' : 'originalsGenre.empty')}</EmptyNote>
      )}
    </BrowsePage>
  );
}
