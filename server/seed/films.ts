import { contents, images } from '../db/schema';
import type { SeedContext } from './context';
import { insertIds, insertRows } from './batch';
import { imageRows, IMAGE_KINDS, type ImageRow } from './images';
import { GENRES } from './reference';
import * as text from './text';
import { CLASSIC_TITLES, QUICKIE_SCENE_CLIPS, QUICKIE_SONG_CLIPS } from './words';
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

// Movies (a full-length content and a trailer each) and quickies (one short clip each).

export const CONTENT_TYPE = {
  fullLength: 1,
  trailer: 2,
  musicVideo: 3,
  musicAudio: 4,
  clipSong: 25,
  clipScene: 26,
  season: 33,
  episode: 34,
  original: 45,
} as const; // spec 001 §9

const CHUNK = 250;
const VIDEO_GENRES = GENRES.video.map(text.slugify);

export async function seedMovies(ctx: SeedContext): Promise<void> {
  await inChunks(ctx, 'movies', ctx.size.movies, CHUNK, async (tx, start, end) => {
    const drafts: AssetDraft[] = [];
    for (let i = start; i < end; i += 1) drafts.push(movieDraft(ctx, i));
    const ids = await writeAssets(ctx, tx, drafts);
    const rows: Array<typeof contents.$inferInsert> = [];
    drafts.forEach((draft, k) => {
      const { row, rng } = draft;
      const common = { assetId: ids[k], languageCode: row.languageCode, createdAt: row.createdAt };
      rows.push({
        ...common,
        contentTypeId: CONTENT_TYPE.fullLength,
        title: row.title,
        slug: row.slug,
        description: row.description,
        position: 1,
        durationSeconds: row.durationSeconds,
        mediaId: ctx.nextVideoMedia(),
        popularity: row.popularity,
      });
      rows.push({
        ...common,
        contentTypeId: CONTENT_TYPE.trailer,
        title: `${row.title} – Official Trailer`,
        slug: `${row.slug}-official-trailer`,
        description: `Official trailer of ${row.title}.`,
        position: 2,
        durationSeconds: rng.int(90, 180),
        mediaId: ctx.nextVideoMedia(),
        popularity: Math.floor((row.popularity ?? 0) / 4),
      });
    });
    await insertRows(tx, contents, rows);
  });
}

function movieDraft(ctx: SeedContext, index: number): AssetDraft {
  const rng = ctx.rng('movie', index);
  const classic = index % 25 === 3 ? CLASSIC_TITLES[Math.floor(index / 25)] : undefined;
  const languageCode = classic ? 'hin' : languageFor(VIDEO_LANGUAGES, index);
  const { title, altTitles } = classic ?? text.filmTitle(rng, languageCode);
  const slugs = genreSlugs(rng, VIDEO_GENRES, index);
  const row = {
    assetType: 'MOVIE',
    title,
    slug: slugFor(title, altTitles),
    altTitles,
    description: text.filmDescription(rng),
    languageCode,
    releaseYear: classic ? rng.int(1994, 2011) : text.releaseYear(rng),
    ageRating: rng.weighted(AGE_RATINGS, [3, 4, 3, 2, 1]),
    durationSeconds: rng.int(95, 180) * 60,
    popularity: classic ? 900_000 + rng.int(0, 99_999) : rng.popularity(),
    access: accessFor(rng, [35, 35, 30]),
    countries: countriesFor(rng),
    createdAt: ctx.createdAt(rng),
  };
  return {
    row,
    rng,
    genres: slugs.map((slug) => ctx.genreId('video', slug)),
    cast: { actors: rng.int(4, 8), director: true },
    imageKinds: IMAGE_KINDS.film,
    pools: [...poolKeys('MOVIE', row, slugs), ['featured', row.popularity]],
  };
}

export async function seedQuickies(ctx: SeedContext): Promise<void> {
  await inChunks(ctx, 'quickies', ctx.size.quickies, CHUNK, async (tx, start, end) => {
    const drafts: AssetDraft[] = [];
    const clipTypes: number[] = [];
    for (let i = start; i < end; i += 1) {
      const rng = ctx.rng('quickie', i);
      const languageCode = languageFor(VIDEO_LANGUAGES, i * 5);
      const generated = text.filmTitle(rng, languageCode);
      // clips are named in Latin script, the way they are shared
      const film = /^[\x20-\x7e]+$/.test(generated.title) ? generated.title : generated.altTitles[0];
      const song = rng.chance(0.45);
      const clip = rng.pick(song ? QUICKIE_SONG_CLIPS : QUICKIE_SCENE_CLIPS);
      const title = `${film}: ${clip}`;
      const slugs = genreSlugs(rng, VIDEO_GENRES, i, 1);
      clipTypes.push(song ? CONTENT_TYPE.clipSong : CONTENT_TYPE.clipScene);
      const row = {
        assetType: 'QUICKIE',
        title,
        slug: text.slugify(title),
        description: `${clip} from ${film}. ${text.filmDescription(rng)}`,
        languageCode,
        releaseYear: text.releaseYear(rng, 2015),
        ageRating: rng.weighted(AGE_RATINGS, [4, 4, 2, 1, 0]),
        durationSeconds: rng.int(60, 300),
        popularity: rng.popularity(),
        access: accessFor(rng, [80, 20, 0]),
        createdAt: ctx.createdAt(rng, 120),
      };
      drafts.push({
        row,
        rng,
        genres: slugs.map((slug) => ctx.genreId('video', slug)),
        cast: { actors: 2 },
        imageKinds: IMAGE_KINDS.quickie,
        pools: poolKeys('QUICKIE', row, slugs),
      });
    }
    const ids = await writeAssets(ctx, tx, drafts);
    const contentIds = await insertIds(
      tx,
      contents,
      drafts.map(({ row }, k) => ({
        assetId: ids[k],
        contentTypeId: clipTypes[k],
        title: row.title,
        slug: row.slug,
        description: row.description,
        position: 1,
        durationSeconds: row.durationSeconds,
        languageCode: row.languageCode,
        mediaId: ctx.nextVideoMedia(),
        popularity: row.popularity,
        createdAt: row.createdAt,
      })),
    );
    const imageRowsOut: ImageRow[] = [];
    contentIds.forEach((contentId, k) => {
      imageRowsOut.push(...imageRows('content', contentId, IMAGE_KINDS.episode));
      const item = { assetId: ids[k], contentId, score: drafts[k].row.popularity ?? 0 };
      ctx.pools.add('content:QUICKIE', item);
      ctx.pools.add(`content:QUICKIE:${clipTypes[k]}`, item);
      ctx.pools.add('content:QUICKIE:new', { ...item, score: drafts[k].row.createdAt?.getTime() ?? 0 });
    });
    await insertRows(tx, images, imageRowsOut);
  });
}
