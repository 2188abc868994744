import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getAsset } from '@/lib/api/catalogue';
import { contentLink } from '@/lib/links';
import { pageMetadata } from '@/lib/seo';
import type { AssetDetail, ContentSummary } from '@/server/modules/catalogue/catalogue.schemas';
import { AssetPage } from '@/components/asset/asset-page';
import { EpisodeList, episodesOf, seasonIdOf } from '@/components/browse/episode-list';
import { JsonLd } from '@/components/browse/json-ld';
import { episodeJsonLd, seriesJsonLd } from '@/components/browse/asset-json-ld';

// /tv/watch/{assetId}/{assetSlug}/{seasonId (digits)?}/{contentId (digits)?}/{contentSlug?} – a show and its episodes

interface Props { params: Promise<{ assetId: string; assetSlug: string; rest?: string[] }> }

function episodeLink(asset: AssetDetail, episode: ContentSummary): string {
  return contentLink({ ...asset, content_id: episode.content_id, content_slug: episode.content_slug, season_id: seasonIdOf(asset.contents, episode) });
}

async function load(params: Props['params']) {
  const { assetId, rest = [] } = await params;
  const id = Number(assetId);
  if (!Number.isInteger(id) || id <= 0 || rest.length > 3 || rest.slice(0, 2).some((part) => !/^\d+$/.test(part))) notFound();
  const asset = await getAsset(id);
  if (!asset || asset.asset_type !== 'TV SHOWS') notFound();
  const episodes = episodesOf(asset.contents);
  const contentId = rest[1] ? Number(rest[1]) : null;
  const episode = contentId === null ? null : episodes.find((entry) => entry.content_id === contentId) ?? null;
  if (contentId !== null && !episode) notFound();
  return { asset, episodes, episode };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { asset, episode } = await load(params);
  return pageMetadata({
    title: episode ? `${asset.asset_title}: ${episode.content_title}` : asset.asset_title,
    description: asset.description,
    path: episode ? episodeLink(asset, episode) : contentLink(asset),
    image: asset.images.banner,
    type: episode ? 'video.episode' : 'video.tv_show',
  });
}

export default async function TvShowPage({ params }: Props) {
  const { asset, episodes, episode } = await load(params);
  const play = episode?.playable ? episode.content_id : asset.play_content_id;
  return (
    <>
      <JsonLd data={episode
        ? { ...episodeJsonLd(episode, episodeLink(asset, episode)), partOfSeries: { '@type': 'TVSeries', name: asset.asset_title } }
        : seriesJsonLd(asset, contentLink(asset), episodes, (entry) => episodeLink(asset, entry))} />
      <AssetPage asset={asset} playContentId={play} />
      <EpisodeList showTitle={asset.asset_title} episodes={episodes} linkOf={(entry) => episodeLink(asset, entry)} current={episode?.content_id ?? null} />
    </>
  );
}
