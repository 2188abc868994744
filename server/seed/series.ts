import type { ImportRecordInput } from '../../contract/schemas/catalogue-import';
import type { SeedContext } from './context';
import { GENRES } from './reference';
import * as text from './text';
import { storedSlug } from '../../contract/slugs';
import { EPISODE_TITLES } from './words';
import {
  AGE_RATINGS,
  VIDEO_LANGUAGES,
  accessFor,
  countriesFor,
  emitTitles,
  genreSlugs,
  inChunks,
  languageFor,
  poolKeys,
  type AssetDraft,
} from './assets';

// TV shows (seasons holding episodes) and originals (one season of original episodes).

type Season = Extract<ImportRecordInput, { type: 'season' }>;
type Episode = Extract<ImportRecordInput, { type: 'episode' }>;

const CHUNK = 100;
const VIDEO_GENRES = GENRES.video.map((name) => storedSlug(name));
const ORIGINAL_GENRES = GENRES.original.map((name) => storedSlug(name));

export async function seedTvShows(ctx: SeedContext): Promise<void> {
  await inChunks(ctx, 'tv shows', ctx.size.tvShows, CHUNK, (start, end) => {
    const drafts = showDrafts(ctx, start, end, TV_SHOWS);

    const seasons: Array<Season & { createdAt: Date }> = [];
    const seasonEpisodes: number[] = [];
    const seasonStreams: number[] = [];
    drafts.forEach(({ externalId, row, rng }, k) => {
      const count = rng.int(1, 4);
      for (let s = 1; s <= count; s += 1) {
        seasons.push({
          type: 'season',
          external_id: `${externalId}:s${s}`,
          parent: externalId,
          title: `Season ${s}`,
          slug: `${row.slug}-season-${s}`,
          description: `Season ${s} of ${row.title}.`,
          season_number: s,
          position: s,
          language: row.languageCode,
          popularity: Math.floor(row.popularity / s),
          published_at: row.createdAt.toISOString(),
          createdAt: row.createdAt,
        });
        seasonEpisodes.push(rng.int(4, 10));
        seasonStreams.push((start + k) * 8 + s);
      }
    });
    ctx.emit(...seasons.map(({ createdAt: _, ...season }) => season));

    const episodes: Array<{ asset: string; record: Episode }> = [];
    seasons.forEach((season, k) => {
      const rng = ctx.rng('tv-season', seasonStreams[k]);
      const titles = rng.sample(EPISODE_TITLES, seasonEpisodes[k]);
      for (let e = 1; e <= seasonEpisodes[k]; e += 1) {
        episodes.push({
          asset: season.parent,
          record: {
            type: 'episode',
            external_id: `${season.external_id}e${e}`,
            parent: season.external_id,
            title: titles[e - 1] ?? `Episode ${e}`,
            slug: `${season.slug}-episode-${e}`,
            description: text.episodeDescription(rng, e),
            season_number: season.season_number,
            episode_number: e,
            position: e,
            duration_seconds: rng.int(20, 50) * 60,
            language: season.language,
            media: ctx.nextVideoMedia(),
            popularity: Math.floor((season.popularity ?? 0) / (e + 1)),
            published_at: ctx.releasedAfter(season.createdAt, (season.season_number * 60 + e) / 10).toISOString(),
          },
        });
      }
    });
    emitEpisodes(ctx, episodes, 'TV SHOWS');
  });
}

export async function seedOriginals(ctx: SeedContext): Promise<void> {
  await inChunks(ctx, 'originals', ctx.size.originals, CHUNK, (start, end) => {
    const drafts = showDrafts(ctx, start, end, ORIGINALS);
    const episodes: Array<{ asset: string; record: Episode }> = [];
    drafts.forEach(({ externalId, row, rng }) => {
      const count = rng.int(4, 8);
      const titles = rng.sample(EPISODE_TITLES, count);
      for (let e = 1; e <= count; e += 1) {
        episodes.push({
          asset: externalId,
          record: {
            type: 'episode',
            external_id: `${externalId}:e${e}`,
            parent: externalId,
            title: titles[e - 1] ?? `Episode ${e}`,
            slug: `${row.slug}-episode-${e}`,
            description: text.episodeDescription(rng, e),
            season_number: 1,
            episode_number: e,
            position: e,
            duration_seconds: rng.int(25, 55) * 60,
            language: row.languageCode,
            media: ctx.nextVideoMedia(),
            popularity: Math.floor(row.popularity / (e + 1)),
            published_at: ctx.releasedAfter(row.createdAt, e * 0.7).toISOString(),
          },
        });
      }
    });
    emitEpisodes(ctx, episodes, 'ORIGINAL');
  });
}

/** How the two kinds of series differ: their random streams, languages, genres, years, ratings and access. */
interface ShowKind {
  stream: string;
  languageOffset: number;
  genres: string[];
  since: number;
  ratingWeights: number[];
  accessWeights: [number, number, number];
  maxDaysAgo?: number;
  type: 'show' | 'original';
  genreKind: 'video' | 'original';
  assetType: 'TV SHOWS' | 'ORIGINAL';
}

const TV_SHOWS: ShowKind = {
  stream: 'tv',
  languageOffset: 0,
  genres: VIDEO_GENRES,
  since: 2005,
  ratingWeights: [3, 4, 3, 2, 1],
  accessWeights: [30, 45, 25],
  type: 'show',
  genreKind: 'video',
  assetType: 'TV SHOWS',
};

const ORIGINALS: ShowKind = {
  stream: 'original',
  languageOffset: 12,
  genres: ORIGINAL_GENRES,
  since: 2018,
  ratingWeights: [1, 3, 3, 3, 2],
  accessWeights: [0, 30, 70],
  maxDaysAgo: 365,
  type: 'original',
  genreKind: 'original',
  assetType: 'ORIGINAL',
};

/** The series of one chunk, emitted as titles; their drafts (with each one's random stream) for the seasons and episodes. */
function showDrafts(ctx: SeedContext, start: number, end: number, kind: ShowKind): AssetDraft[] {
  const drafts: AssetDraft[] = [];
  for (let i = start; i < end; i += 1) {
    const rng = ctx.rng(kind.stream, i);
    const languageCode = languageFor(VIDEO_LANGUAGES, i + kind.languageOffset);
    const { title, altTitles } = text.filmTitle(rng, languageCode);
    const slugs = genreSlugs(rng, kind.genres, i);
    const row = {
      title,
      slug: storedSlug(title, altTitles),
      altTitles,
      description: text.showDescription(rng),
      languageCode,
      releaseYear: text.releaseYear(rng, kind.since),
      ageRating: rng.weighted(AGE_RATINGS, kind.ratingWeights),
      popularity: rng.popularity(),
      access: accessFor(rng, kind.accessWeights),
      countries: countriesFor(rng),
      createdAt: ctx.createdAt(rng, kind.maxDaysAgo),
    };
    drafts.push({
      externalId: `demo:${kind.stream}:${i}`,
      type: kind.type,
      row,
      rng,
      genres: slugs,
      genreKind: kind.genreKind,
      cast: { actors: rng.int(4, 8), director: true },
      pools: [...poolKeys(kind.assetType, row, slugs), ['featured', row.popularity]],
    });
  }
  emitTitles(ctx, drafts);
  return drafts;
}

/** Emits episodes and enters them in the "latest episodes" pools. */
function emitEpisodes(ctx: SeedContext, episodes: Array<{ asset: string; record: Episode }>, type: string): void {
  ctx.emit(...episodes.map(({ record }) => record));
  for (const { asset, record } of episodes) {
    const item = { asset, content: record.external_id };
    ctx.pools.add(`content:${type}:new`, { ...item, score: Date.parse(record.published_at as string) });
    ctx.pools.add(`content:${type}`, { ...item, score: record.popularity ?? 0 });
  }
}
