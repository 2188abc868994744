import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getAsset } from '@/lib/api/catalogue';
import { contentLink } from '@/lib/links';
import { pageMetadata } from '@/lib/seo';
import type { AssetDetail, ContentSummary } from '@/contract/schemas/catalogue';
import { AssetPage } from '@/components/asset/asset-page';
import { DownloadButton } from '@/components/downloads/download-button';
import { EpisodeList, episodesOf, seasonIdOf } from './episode-list';
import { JsonLd } from './json-ld';
import { episodeJsonLd, seriesJsonLd } from './asset-json-ld';
import { metadataUnlessNotOnProfile, unlessNotOnProfile } from '@/components/profiles/not-on-profile';

// A series page (TV shows and originals): the asset, its episodes, one episode when the address
// names it, with metadata and JSON-LD; one above the profile's maturity ceiling says so (issue
// 49). The route files say how their addresses read.

export interface SeriesRoute {
  assetType: 'TV SHOWS' | 'ORIGINAL';
  /** The episode's content id from the path after the slug, null for the series; undefined: not an address of this route. */
  contentIdOf: (rest: string[]) => number | null | undefined;
  /** TV shows carry the season in their episode links. */
  withSeason: boolean;
}

export interface SeriesParams {
  assetId: string;
  assetSlug: string;
  rest?: string[];
}

function episodeLink(route: SeriesRoute, asset: AssetDetail, episode: ContentSummary): string {
  return contentLink({
    ...asset,
    content_id: episode.content_id,
    content_slug: episode.content_slug,
    ...(route.withSeason ? { season_id: seasonIdOf(asset.contents, episode) } : {}),
  });
}

export async function loadSeries(route: SeriesRoute, params: Promise<SeriesParams>) {
  const { assetId, rest = [] } = await params;
  const id = Number(assetId);
  const contentId = route.contentIdOf(rest);
  if (!Number.isInteger(id) || id <= 0 || contentId === undefined) notFound();
  const asset = await getAsset(id);
  if (!asset || asset.asset_type !== route.assetType) notFound();
  const episodes = episodesOf(asset.contents);
  const episode = contentId === null ? null : (episodes.find((entry) => entry.content_id === contentId) ?? null);
  if (contentId !== null && !episode) notFound();
  return { asset, episodes, episode };
}

export function seriesMetadata(route: SeriesRoute, params: Promise<SeriesParams>): Promise<Metadata> {
  return metadataUnlessNotOnProfile(() => metadataOf(route, params));
}

async function metadataOf(route: SeriesRoute, params: Promise<SeriesParams>): Promise<Metadata> {
  const { asset, episode } = await loadSeries(route, params);
  return pageMetadata({
    title: episode ? `${asset.asset_title}: ${episode.content_title}` : asset.asset_title,
    description: asset.description,
    path: episode ? episodeLink(route, asset, episode) : contentLink(asset),
    image: asset.images.banner,
    type: episode ? 'video.episode' : 'video.tv_show',
    keywords: [
      asset.asset_title,
      ...asset.genres.map((genre) => genre.title),
      asset.language,
      ...asset.cast.slice(0, 5).map((person) => person.name),
    ],
  });
}

export function SeriesPage(props: { route: SeriesRoute; params: Promise<SeriesParams> }) {
  return unlessNotOnProfile(() => SeriesBody(props));
}

async function SeriesBody({ route, params }: { route: SeriesRoute; params: Promise<SeriesParams> }) {
  const { asset, episodes, episode } = await loadSeries(route, params);
  const play = episode?.playable ? episode.content_id : asset.play_content_id;
  const linkOf = (entry: ContentSummary) => episodeLink(route, asset, entry);
  // "Download season": the playable episodes of the season this page plays (issue 19)
  const season = episodes.find((entry) => entry.content_id === play)?.season_number ?? null;
  const seasonEpisodes = episodes.filter((entry) => entry.playable && entry.season_number === season);
  return (
    <>
      <JsonLd
        data={
          episode
            ? { ...episodeJsonLd(episode, linkOf(episode)), partOfSeries: { '@type': 'TVSeries', name: asset.asset_title } }
            : seriesJsonLd(asset, contentLink(asset), episodes, linkOf)
        }
      />
      <AssetPage
        asset={asset}
        playContentId={play}
        actions={
          seasonEpisodes.length > 1 ? (
            <DownloadButton
              showTitle={asset.asset_title}
              season={season}
              episodes={seasonEpisodes.map((entry) => ({ contentId: entry.content_id, link: linkOf(entry) }))}
            />
          ) : null
        }
      />
      <EpisodeList showTitle={asset.asset_title} episodes={episodes} linkOf={linkOf} current={episode?.content_id ?? null} />
    </>
  );
}
