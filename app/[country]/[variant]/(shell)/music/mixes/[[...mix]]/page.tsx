import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { slugify } from '@/contract/slugs';
import { pageMetadata } from '@/lib/seo';
import { BrowsePage } from '@/components/ui/browse-page';
import { MixList, loadMix, mixesOf } from '@/components/browse/mix-list';
import { TrackList } from '@/components/browse/track-list';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ mix: [] }];
}

// /music/mixes – song mixes; /music/mixes/{assetId?}/{assetSlug?} – one mix's songs, each with Play

interface Props {
  params: Promise<{ mix?: string[] }>;
}

const link = (mix: { playlist_id: number; title: string }) => `/music/mixes/${mix.playlist_id}/${slugify(mix.title)}`;

async function load(props: Props) {
  const { mix = [] } = await props.params;
  if (mix.length > 2) notFound();
  return mix.length === 0 ? null : loadMix(mix[0]);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const mix = await load(props);
  const t = await getTranslations('music');
  return mix
    ? pageMetadata({ title: mix.title, path: link(mix), description: t('mixes.mixDescription', { title: mix.title, count: mix.total }) })
    : pageMetadata({ title: t('mixes.title'), path: '/music/mixes', description: t('mixes.description') });
}

export default async function MixesPage(props: Props) {
  const mix = await load(props);
  const t = await getTranslations('music');
  if (mix)
    return (
      <BrowsePage heading={mix.title} intro={t('songCount', { count: mix.total })}>
        <TrackList tracks={mix.contents} showAlbum />
      </BrowsePage>
    );
  return (
    <BrowsePage heading={t('mixes.title')}>
      <MixList mixes={await mixesOf(4)} linkOf={link} />
    </BrowsePage>
  );
}
