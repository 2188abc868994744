import 'server-only';
import type { AssetDetail, ContentSummary } from '@/contract/schemas/catalogue';
import { absoluteUrl } from '@/lib/seo';
import { pageDescription } from '@/lib/format';

// schema.org objects for detail pages: Movie, TVSeries (with its episodes) and TVEpisode.

/** ISO 8601 duration of seconds: 5400 → PT1H30M. */
export function isoDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `PT${hours ? `${hours}H` : ''}${minutes || !hours ? `${minutes}M` : ''}`;
}

function people(asset: AssetDetail, role: string) {
  return asset.cast.filter((person) => person.role === role).map((person) => ({ '@type': 'Person', name: person.name }));
}

export function movieJsonLd(asset: AssetDetail, path: string): Record<string, unknown> {
  return {
    '@type': 'Movie',
    name: asset.asset_title,
    url: absoluteUrl(path),
    description: pageDescription(asset.description),
    ...(asset.images.poster ? { image: absoluteUrl(asset.images.poster) } : {}),
    ...(asset.release_year ? { dateCreated: String(asset.release_year) } : {}),
    ...(asset.duration ? { duration: isoDuration(asset.duration) } : {}),
    ...(asset.age_rating ? { contentRating: asset.age_rating } : {}),
    ...(asset.language ? { inLanguage: asset.language } : {}),
    genre: asset.genres.map((genre) => genre.title),
    actor: people(asset, 'actor'),
    director: people(asset, 'director'),
  };
}

export function seriesJsonLd(
  asset: AssetDetail,
  path: string,
  episodes: ContentSummary[],
  episodePath: (episode: ContentSummary) => string,
): Record<string, unknown> {
  const seasons = new Set(episodes.map((episode) => episode.season_number ?? 1));
  return {
    '@type': 'TVSeries',
    name: asset.asset_title,
    url: absoluteUrl(path),
    description: pageDescription(asset.description),
    ...(asset.images.poster ? { image: absoluteUrl(asset.images.poster) } : {}),
    ...(asset.release_year ? { startDate: String(asset.release_year) } : {}),
    genre: asset.genres.map((genre) => genre.title),
    actor: people(asset, 'actor'),
    numberOfSeasons: seasons.size,
    numberOfEpisodes: episodes.length,
    episode: episodes.map((episode) => episodeJsonLd(episode, episodePath(episode))),
  };
}

export function episodeJsonLd(episode: ContentSummary, path: string): Record<string, unknown> {
  return {
    '@type': 'TVEpisode',
    name: episode.content_title,
    url: absoluteUrl(path),
    ...(episode.episode_number ? { episodeNumber: episode.episode_number } : {}),
    ...(episode.season_number ? { partOfSeason: { '@type': 'TVSeason', seasonNumber: episode.season_number } } : {}),
    ...(episode.duration ? { duration: isoDuration(episode.duration) } : {}),
  };
}
