import type { Metadata } from 'next';
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
  return chosen
    ? pageMetadata({
        title: `${chosen.title} music`,
        path: link(chosen),
        description: `${chosen.title} albums and songs to play on Chalchitra.`,
      })
    : pageMetadata({
        title: 'Music Genres',
        path: '/music/genres',
        description: 'Browse music by genre: Bollywood, romantic, Punjabi pop, devotional, sufi, ghazal, classical and more.',
      });
}

export default async function MusicGenresPage(props: Props) {
  const { genres, chosen } = await load(props);
  const albums = chosen ? (await getMusicAlbums({ contentTypeId: 4, genreId: chosen.id, popular: true })).data : [];
  return (
    <BrowsePage heading={chosen ? `${chosen.title} music` : 'Music Genres'}>
      <Chips
        links={genres.map((genre) => ({ href: link(genre), label: genre.title, count: genre.count }))}
        current={chosen ? link(chosen) : undefined}
      />
      {chosen ? albums.length > 0 ? <ItemGrid items={albums} shape="square" /> : <EmptyNote>No albums in this genre yet.</EmptyNote> : null}
    </BrowsePage>
  );
}
