import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { slugify } from '@/contract/slugs';
import { pageMetadata } from '@/lib/seo';
import { ItemGrid } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';
import { MixList, loadMix, mixesOf } from '@/components/browse/mix-list';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ parts: [] }];
}

// /music/video-mixes – music video mixes; /music/video-mixes/details/{playlistId?}/{playlistSlug?} – one mix

interface Props {
  params: Promise<{ parts?: string[] }>;
}

const link = (mix: { playlist_id: number; title: string }) => `/music/video-mixes/details/${mix.playlist_id}/${slugify(mix.title)}`;

async function load(props: Props) {
  const { parts = [] } = await props.params;
  if (parts.length === 0) return null;
  if (parts[0] !== 'details' || parts.length > 3) notFound();
  return parts.length === 1 ? null : loadMix(parts[1]);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const mix = await load(props);
  const t = await getTranslations('music');
  return mix
    ? pageMetadata({
        title: mix.title,
        path: link(mix),
        description: t('videoMixes.mixDescription', { title: mix.title, count: mix.total }),
      })
    : pageMetadata({ title: t('videoMixes.title'), path: '/music/video-mixes', description: t('videoMixes.description') });
}

export default async function VideoMixesPage(props: Props) {
  const mix = await load(props);
  const t = await getTranslations('music');
  if (mix)
    return (
      <BrowsePage heading={mix.title} intro={t('videoCount', { count: mix.total })}>
        <ItemGrid items={mix.contents} shape="landscape" />
      </BrowsePage>
    );
  return (
    <BrowsePage heading={t('videoMixes.title')}>
      <MixList mixes={await mixesOf(3)} linkOf={link} />
    </BrowsePage>
  );
}
