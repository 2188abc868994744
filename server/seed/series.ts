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
    const drafts: AssetDraft[] = [];
    for (let i = start; i < end; i += 1) {
      const rng = ctx.rng('tv', i);
      const languageCode = languageFor(VIDEO_LANGUAGES, i);
      const { title, altTitles } = text.filmTitle(rng, languageCode);
      const slugs = genreSlugs(rng, VIDEO_GENRES, i);
      const row = {
        title,
        slug: storedSlug(title, altTitles),
        altTitles,
        description: text.showDescription(rng),
        languageCode,
        releaseYear: text.releaseYear(rng, 2005),
        ageRating: rng.weighted(AGE_RATINGS, [3, 4, 3, 2, 1]),
        popularity: rng.popularity(),
        access: accessFor(rng, [30, 45, 25]),
        countries: countriesFor(rng),
        createdAt: ctx.createdAt(rng),
      };
      drafts.push({
        externalId: `demo:tv:${i}`,
        type: 'show',
        row,
        rng,
        genres: slugs,
        genreKind: 'video',
        cast: { actors: rng.int(4, 8), director: true },
        pools: [...poolKeys('TV SHOWS', row, slugs), ['featured', row.popularity]],
      });
    }
    emitTitles(ctx, drafts);

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
    const drafts: AssetDraft[] = [];
    for (let i = start; i < end; i += 1) {
      const rng = ctx.rng('original', i);
      const languageCode = languageFor(VIDEO_LANGUAGES, i + 12);
      const { title, altTitles } = text.filmTitle(rng, languageCode);
      const slugs = genreSlugs(rng, ORIGINAL_GENRES, i);
      const row = {
        title,
        slug: storedSlug(title, altTitles),
        altTitles,
        description: text.showDescription(rng),
        languageCode,
        releaseYear: text.releaseYear(rng, 2018),
        ageRating: rng.weighted(AGE_RATINGS, [1, 3, 3, 3, 2]),
        popularity: rng.popularity(),
        access: accessFor(rng, [0, 30, 70]),
        countries: countriesFor(rng),
        createdAt: ctx.createdAt(rng, 365),
      };
      drafts.push({
        externalId: `demo:original:${i}`,
        type: 'original',
        row,
        rng,
        genres: slugs,
        genreKind: 'original',
        cast: { actors: rng.int(4, 8), director: true },
        pools: [...poolKeys('ORIGINAL', row, slugs), ['featured', row.popularity]],
      });
    }
    emitTitles(ctx, drafts);
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

/** Emits episodes and enters them in the "latest episodes" pools. */
function emitEpisodes(ctx: SeedContext, episodes: Array<{ asset: string; record: Episode }>, type: string): void {
  ctx.emit(...episodes.map(({ record }) => record));
  for (const { asset, record } of episodes) {
    const item = { asset, content: record.external_id };
    ctx.pools.add(`content:${type}:new`, { ...item, score: Date.parse(record.published_at as string) });
    ctx.pools.add(`content:${type}`, { ...item, score: record.popularity ?? 0 });
  }
}
