import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getAsset } from '@/lib/api/catalogue';
import { pageDescription } from '@/lib/format';
import { AssetPage } from '@/components/asset/asset-page';

// /movie/watch/{assetId}/{assetSlug}/{contentId?}/{contentSlug?} – movie details

interface Props { params: Promise<{ assetId: string; assetSlug: string; rest?: string[] }> }

async function load(params: Props['params']) {
  const { assetId, rest } = await params;
  const id = Number(assetId);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const asset = await getAsset(id);
  if (!asset) notFound();
  const contentId = rest?.[0] && /^\d+$/.test(rest[0]) ? Number(rest[0]) : null;
  const chosen = contentId && asset.contents.some((content) => content.content_id === contentId && content.playable) ? contentId : asset.play_content_id;
  return { asset, playContentId: chosen };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { asset } = await load(params);
  const description = pageDescription(asset.description);
  return {
    title: `${asset.asset_title}${asset.release_year ? ` (${asset.release_year})` : ''}`,
    description,
    openGraph: { title: asset.asset_title, description, type: 'video.movie', images: asset.images.banner ? [asset.images.banner] : [] },
  };
}

export default async function MoviePage({ params }: Props) {
  const { asset, playContentId } = await load(params);
  return <AssetPage asset={asset} playContentId={playContentId} />;
}
