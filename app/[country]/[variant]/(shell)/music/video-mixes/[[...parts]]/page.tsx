import type { Metadata } from 'next';
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
  return mix
    ? pageMetadata({ title: mix.title, path: link(mix), description: `${mix.title}: ${mix.total} music videos to watch on Chalchitra.` })
    : pageMetadata({
        title: 'Video Mixes',
        path: '/music/video-mixes',
        description: 'Music video mixes on Chalchitra: chart toppers, party anthems and more.',
      });
}

export default async function VideoMixesPage(props: Props) {
  const mix = await load(props);
  if (mix)
    return (
      <BrowsePage heading={mix.title} intro={`${mix.total} music videos`}>
        <ItemGrid items={mix.contents} shape="landscape" />
      </BrowsePage>
    );
  return (
    <BrowsePage heading="Video Mixes">
      <MixList mixes={await mixesOf(3)} linkOf={link} />
    </BrowsePage>
  );
}
