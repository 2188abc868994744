import { contents, images } from '../db/schema';
import type { Db } from '../platform/db';
import type { SeedContext } from './context';
import { insertIds, insertRows } from './batch';
import { CONTENT_TYPE } from './films';
import { imageRows, IMAGE_KINDS, type ImageRow } from './images';
import { GENRES } from './reference';
import * as text from './text';
import { EPISODE_TITLES } from './words';
import {
  AGE_RATINGS,
  VIDEO_LANGUAGES,
  accessFor,
  countriesFor,
  genreSlugs,
  inChunks,
  languageFor,
  poolKeys,
  slugFor,
  writeAssets,
  type AssetDraft,
} from './assets';

// TV shows (seasons holding episodes) and originals (one season of original episodes).

type ContentRow = typeof contents.$inferInsert;

const CHUNK = 100;
const VIDEO_GENRES = GENRES.video.map(text.slugify);
const ORIGINAL_GENRES = GENRES.original.map(text.slugify);

export async function seedTvShows(ctx: SeedContext): Promise<void> {
  await inChunks(ctx, 'tv shows', ctx.size.tvShows, CHUNK, async (tx, start, end) => {
    const drafts: AssetDraft[] = [];
    for (let i = start; i < end; i += 1) {
      const rng = ctx.rng('tv', i);
      const languageCode = languageFor(VIDEO_LANGUAGES, i);
      const { title, altTitles } = text.filmTitle(rng, languageCode);
      const slugs = genreSlugs(rng, VIDEO_GENRES, i);
      const row = {
        assetType: 'TV SHOWS',
        title,
        slug: slugFor(title, altTitles),
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
        row,
        rng,
        genres: slugs.map((slug) => ctx.genreId('video', slug)),
        cast: { actors: rng.int(4, 8), director: true },
        imageKinds: IMAGE_KINDS.film,
        pools: [...poolKeys('TV SHOWS', row, slugs), ['featured', row.popularity]],
      });
    }
    const ids = await writeAssets(ctx, tx, drafts);

    const seasons: ContentRow[] = [];
    const seasonEpisodes: number[] = [];
    const seasonStreams: number[] = [];
    drafts.forEach(({ row, rng }, k) => {
      const count = rng.int(1, 4);
      for (let s = 1; s <= count; s += 1) {
        seasons.push({
          assetId: ids[k],
          contentTypeId: CONTENT_TYPE.season,
          title: `Season ${s}`,
          slug: `${row.slug}-season-${s}`,
          description: `Season ${s} of ${row.title}.`,
          seasonNumber: s,
          position: s,
          languageCode: row.languageCode,
          popularity: Math.floor((row.popularity ?? 0) / s),
          createdAt: row.createdAt,
        });
        seasonEpisodes.push(rng.int(4, 10));
        seasonStreams.push((start + k) * 8 + s);
      }
    });
    const seasonIds = await insertIds(tx, contents, seasons);

    const episodes: ContentRow[] = [];
    seasons.forEach((season, k) => {
      const rng = ctx.rng('tv-season', seasonStreams[k]);
      const titles = rng.sample(EPISODE_TITLES, seasonEpisodes[k]);
      for (let e = 1; e <= seasonEpisodes[k]; e += 1) {
        episodes.push({
          assetId: season.assetId,
          contentTypeId: CONTENT_TYPE.episode,
          title: titles[e - 1] ?? `Episode ${e}`,
          slug: `${season.slug}-episode-${e}`,
          description: text.episodeDescription(rng, e),
          parentId: seasonIds[k],
          seasonNumber: season.seasonNumber,
          episodeNumber: e,
          position: e,
          durationSeconds: rng.int(20, 50) * 60,
          languageCode: season.languageCode,
          mediaId: ctx.nextVideoMedia(),
          popularity: Math.floor((season.popularity ?? 0) / (e + 1)),
          createdAt: ctx.releasedAfter(season.createdAt as Date, ((season.seasonNumber ?? 1) * 60 + e) / 10),
        });
      }
    });
    await writeEpisodes(ctx, tx, episodes, 'TV SHOWS');
  });
}

export async function seedOriginals(ctx: SeedContext): Promise<void> {
  await inChunks(ctx, 'originals', ctx.size.originals, CHUNK, async (tx, start, end) => {
    const drafts: AssetDraft[] = [];
    for (let i = start; i < end; i += 1) {
      const rng = ctx.rng('original', i);
      const languageCode = languageFor(VIDEO_LANGUAGES, i + 12);
      const { title, altTitles } = text.filmTitle(rng, languageCode);
      const slugs = genreSlugs(rng, ORIGINAL_GENRES, i);
      const row = {
        assetType: 'ORIGINAL',
        title,
        slug: slugFor(title, altTitles),
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
        row,
        rng,
        genres: slugs.map((slug) => ctx.genreId('original', slug)),
        cast: { actors: rng.int(4, 8), director: true },
        imageKinds: IMAGE_KINDS.film,
        pools: [...poolKeys('ORIGINAL', row, slugs), ['featured', row.popularity]],
      });
    }
    const ids = await writeAssets(ctx, tx, drafts);
    const episodes: ContentRow[] = [];
    drafts.forEach(({ row, rng }, k) => {
      const count = rng.int(4, 8);
      const titles = rng.sample(EPISODE_TITLES, count);
      for (let e = 1; e <= count; e += 1) {
        episodes.push({
          assetId: ids[k],
          contentTypeId: CONTENT_TYPE.original,
          title: titles[e - 1] ?? `Episode ${e}`,
          slug: `${row.slug}-episode-${e}`,
          description: text.episodeDescription(rng, e),
          seasonNumber: 1,
          episodeNumber: e,
          position: e,
          durationSeconds: rng.int(25, 55) * 60,
          languageCode: row.languageCode,
          mediaId: ctx.nextVideoMedia(),
          popularity: Math.floor((row.popularity ?? 0) / (e + 1)),
          createdAt: ctx.releasedAfter(row.createdAt as Date, e * 0.7),
        });
      }
    });
    await writeEpisodes(ctx, tx, episodes, 'ORIGINAL');
  });
}

/** Inserts episodes with their thumbnails and enters them in the "latest episodes" pools. */
async function writeEpisodes(ctx: SeedContext, tx: Db, episodes: ContentRow[], type: string): Promise<void> {
  const ids = await insertIds(tx, contents, episodes);
  const imageRowsOut: ImageRow[] = [];
  ids.forEach((contentId, k) => {
    imageRowsOut.push(...imageRows('content', contentId, IMAGE_KINDS.episode));
    const episode = episodes[k];
    ctx.pools.add(`content:${type}:new`, { assetId: episode.assetId, contentId, score: (episode.createdAt as Date).getTime() });
    ctx.pools.add(`content:${type}`, { assetId: episode.assetId, contentId, score: episode.popularity ?? 0 });
  });
  await insertRows(tx, images, imageRowsOut);
}
