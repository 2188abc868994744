import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getAsset } from '@/lib/api/catalogue';
import { contentLink } from '@/lib/links';
import { pageMetadata } from '@/lib/seo';
import { AssetPage } from '@/components/asset/asset-page';
import { JsonLd } from '@/components/browse/json-ld';
import { movieJsonLd } from '@/components/browse/asset-json-ld';
import { metadataUnlessNotOnProfile, unlessNotOnProfile } from '@/components/profiles/not-on-profile';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ assetId: '_', assetSlug: '_', rest: [] }];
}

// /movie/watch/{assetId}/{assetSlug}/{contentId?}/{contentSlug?} – movie details; a film above the
// profile's maturity ceiling says so (issue 49)

interface Props {
  params: Promise<{ assetId: string; assetSlug: string; rest?: string[] }>;
}

async function load(params: Props['params']) {
  const { assetId, rest } = await params;
  const id = Number(assetId);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const asset = await getAsset(id);
  if (!asset) notFound();
  const contentId = rest?.[0] && /^\d+$/.test(rest[0]) ? Number(rest[0]) : null;
  const chosen =
    contentId && asset.contents.some((content) => content.content_id === contentId && content.playable) ? contentId : asset.play_content_id;
  return { asset, playContentId: chosen };
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataUnlessNotOnProfile(() => movieMetadata(params));
}

async function movieMetadata(params: Props['params']): Promise<Metadata> {
  const { asset } = await load(params);
  return pageMetadata({
    title: `${asset.asset_title}${asset.release_year ? ` (${asset.release_year})` : ''}`,
    description: asset.description,
    path: contentLink(asset),
    image: asset.images.banner,
    type: 'video.movie',
    keywords: [
      asset.asset_title,
      ...asset.genres.map((genre) => genre.title),
      asset.language,
      ...asset.cast.slice(0, 5).map((person) => person.name),
    ],
  });
}

export default function MoviePage({ params }: Props) {
  return unlessNotOnProfile(async () => {
    const { asset, playContentId } = await load(params);
    return (
      <>
        <JsonLd data={movieJsonLd(asset, contentLink(asset))} />
        <AssetPage asset={asset} playContentId={playContentId} />
      </>
    );
  });
}
