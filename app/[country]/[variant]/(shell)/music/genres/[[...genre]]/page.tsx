import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getGenres, getMusicAlbums } from '@/lib/api/browse';
import { slugify } from '@/contract/slugs';
import { pageMetadata } from '@/lib/seo';
import { Chips, EmptyNote, ItemGrid } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ genre: [] }];
}

// /music/genres – music genres; /music/genres/{genreId?}/{genreSlug?} – the albums of one genre

interface Props {
  params: Promise<{ genre?: string[] }>;
}

const link = (genre: { id: number; title: string }) => `/music/genres/${genre.id}/${slugify(genre.title)}`;

async function load(props: Props) {
  const { genre = [] } = await props.params;
  const genres = await getGenres('music', 'ALBUM');
  if (genre.length === 0) return { genres, chosen: null };
  const chosen = genres.find((entry) => String(entry.id) === genre[0]);
  if (!chosen || genre.length > 2) notFound();
  return { genres, chosen };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { chosen } = await load(props);
  const t = await getTranslations('music');
  return chosen
    ? pageMetadata({
        title: t('genres.genreTitle', { genre: chosen.title }),
        path: link(chosen),
        description: t('genres.genreDescription', { genre: chosen.title }),
      })
    : pageMetadata({ title: t('genres.title'), path: '/music/genres', description: t('genres.description') });
}

export default async function MusicGenresPage(props: Props) {
  const { genres, chosen } = await load(props);
  const t = await getTranslations('music');
  const albums = chosen ? (await getMusicAlbums({ contentTypeId: 4, genreId: chosen.id, popular: true })).data : [];
  return (
    <BrowsePage heading={chosen ? t('genres.genreTitle', { genre: chosen.title }) : t('genres.title')}>
      <Chips
        links={genres.map((genre) => ({ href: link(genre), label: genre.title, count: genre.count }))}
        current={chosen ? link(chosen) : undefined}
      />
      {chosen ? albums.length > 0 ? <ItemGrid items={albums} shape="square" /> : <EmptyNote>{t('genres.empty')}</EmptyNote> : null}
    </BrowsePage>
  );
}
