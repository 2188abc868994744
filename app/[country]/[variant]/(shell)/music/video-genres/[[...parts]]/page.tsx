import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getGenres, getMusicTracks } from '@/lib/api/browse';
import { slugify } from '@/contract/slugs';
import { pageMetadata } from '@/lib/seo';
import { Chips, EmptyNote, ItemGrid } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ parts: [] }];
}

// /music/video-genres – music video genres; /music/video-genres/{genreType}/{genreId} – one genre's videos

interface Props {
  params: Promise<{ parts?: string[] }>;
}

const link = (genre: { id: number; title: string }) => `/music/video-genres/${slugify(genre.title)}/${genre.id}`;

async function load(props: Props) {
  const { parts = [] } = await props.params;
  const genres = await getGenres('music_video', 'MUSIC VIDEO');
  if (parts.length === 0) return { genres, chosen: null };
  const chosen = parts.length === 2 ? genres.find((entry) => String(entry.id) === parts[1]) : undefined;
  if (!chosen) notFound();
  return { genres, chosen };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { chosen } = await load(props);
  const t = await getTranslations('music');
  return chosen
    ? pageMetadata({
        title: t('videoGenres.genreTitle', { genre: chosen.title }),
        path: link(chosen),
        description: t('videoGenres.genreDescription', { genre: chosen.title }),
      })
    : pageMetadata({ title: t('videoGenres.title'), path: '/music/video-genres', description: t('videoGenres.description') });
}

export default async function VideoGenresPage(props: Props) {
  const { genres, chosen } = await load(props);
  const t = await getTranslations('music');
  const videos = chosen ? (await getMusicTracks({ contentType: 3, genreType: String(chosen.id), popular: true })).data : [];
  return (
    <BrowsePage heading={chosen ? t('videoGenres.genreTitle', { genre: chosen.title }) : t('videoGenres.title')}>
      <Chips
        links={genres.map((genre) => ({ href: link(genre), label: genre.title, count: genre.count }))}
        current={chosen ? link(chosen) : undefined}
      />
      {chosen ? videos.length > 0 ? <ItemGrid items={videos} shape="landscape" /> : <EmptyNote>{t('videoGenres.empty')}</EmptyNote> : null}
    </BrowsePage>
  );
}
