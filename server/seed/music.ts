import { sql } from 'drizzle-orm';
import { contents, images } from '../db/schema';
import type { Db } from '../platform/db';
import type { SeedContext } from './context';
import { insertIds, insertRows } from './batch';
import { CONTENT_TYPE } from './films';
import { imageRows, IMAGE_KINDS, type ImageRow } from './images';
import { GENRES } from './reference';
import * as text from './text';
import { ALBUM_BLURBS } from './names';
import { MUSIC_LANGUAGES, accessFor, genreSlugs, inChunks, languageFor, poolKeys, writeAssets, type AssetDraft } from './assets';

// Albums with their tracks (music audio), and music videos.

type ContentRow = typeof contents.$inferInsert;

const MUSIC_GENRES = GENRES.music.map(text.slugify);
const MUSIC_VIDEO_GENRES = GENRES.music_video.map(text.slugify);
/** Tracks written per statement group; also bounds memory when one album holds thousands. */
const TRACK_BATCH = 2000;

/** How `tracks` spread over `albums`: the first (tracks % albums) albums get one more. */
function albumTracks(ctx: SeedContext, album: number): { first: number; count: number } {
  const { albums, tracks } = ctx.size;
  const base = Math.floor(tracks / albums);
  const extra = tracks % albums;
  return { first: album * base + Math.min(album, extra), count: base + (album < extra ? 1 : 0) };
}

function trackDuration(ctx: SeedContext, track: number): number {
  return ctx.rng('track-duration', track).int(150, 360);
}

export async function seedAlbums(ctx: SeedContext): Promise<void> {
  const { albums, tracks } = ctx.size;
  if (albums === 0) return;
  const perAlbum = Math.ceil(tracks / albums);
  const chunk = Math.max(1, Math.min(250, Math.floor(TRACK_BATCH / Math.max(1, perAlbum))));
  await inChunks(ctx, 'albums', albums, chunk, async (tx, start, end) => {
    const drafts: AssetDraft[] = [];
    const genresOf: string[][] = [];
    for (let a = start; a < end; a += 1) {
      const rng = ctx.rng('album', a);
      const languageCode = languageFor(MUSIC_LANGUAGES, a);
      const slugs = genreSlugs(rng, MUSIC_GENRES, a);
      if ((languageCode === 'pan' || languageCode === 'pun') && !slugs.includes('punjabi-pop')) slugs.push('punjabi-pop');
      const title = text.albumTitle(rng);
      const { first, count } = albumTracks(ctx, a);
      let duration = 0;
      for (let t = first; t < first + count; t += 1) duration += trackDuration(ctx, t);
      const row = {
        assetType: 'ALBUM',
        title,
        slug: text.slugify(title),
        description: rng.pick(ALBUM_BLURBS),
        languageCode,
        releaseYear: text.releaseYear(rng),
        ageRating: 'U',
        durationSeconds: duration,
        popularity: rng.popularity(),
        access: accessFor(rng, [80, 10, 10]),
        createdAt: ctx.createdAt(rng),
      };
      genresOf.push(slugs);
      drafts.push({
        row,
        rng,
        genres: slugs.map((slug) => ctx.genreId('music', slug)),
        cast: { actors: 0, musicDirector: true, singers: rng.int(1, 3) },
        imageKinds: IMAGE_KINDS.album,
        pools: poolKeys('ALBUM', row, slugs),
      });
    }
    const ids = await writeAssets(ctx, tx, drafts);
    let batch: Array<{ row: ContentRow; genres: string[] }> = [];
    for (let k = 0; k < drafts.length; k += 1) {
      const album = drafts[k].row;
      const { first, count } = albumTracks(ctx, start + k);
      for (let n = 1; n <= count; n += 1) {
        const t = first + n - 1;
        const rng = ctx.rng('track', t);
        const title = text.songTitle(rng);
        batch.push({
          genres: genresOf[k],
          row: {
            assetId: ids[k],
            contentTypeId: CONTENT_TYPE.musicAudio,
            title,
            slug: text.slugify(title),
            description: `From the album ${album.title}.`,
            position: n,
            durationSeconds: trackDuration(ctx, t),
            languageCode: album.languageCode,
            mediaId: ctx.nextAudioMedia(),
            popularity: Math.floor((album.popularity ?? 0) * (0.3 + 0.7 * rng.float())) + rng.int(0, 999),
            createdAt: album.createdAt,
          },
        });
        if (batch.length >= TRACK_BATCH) {
          await writeTracks(ctx, tx, batch);
          batch = [];
        }
      }
    }
    await writeTracks(ctx, tx, batch);
  });
}

async function writeTracks(ctx: SeedContext, tx: Db, batch: Array<{ row: ContentRow; genres: string[] }>): Promise<void> {
  const ids = await insertIds(
    tx,
    contents,
    batch.map((track) => track.row),
  );
  const imageRowsOut: ImageRow[] = [];
  ids.forEach((contentId, k) => {
    const { row, genres } = batch[k];
    imageRowsOut.push(...imageRows('content', contentId, IMAGE_KINDS.track));
    const item = { assetId: row.assetId, contentId, score: row.popularity ?? 0 };
    ctx.pools.add('content:TRACK', item);
    ctx.pools.add(`content:TRACK:lang:${row.languageCode}`, item);
    for (const slug of genres) ctx.pools.add(`content:TRACK:genre:${slug}`, item);
  });
  await insertRows(tx, images, imageRowsOut);
  ctx.progress('albums', batch.length);
}

export async function seedMusicVideos(ctx: SeedContext): Promise<void> {
  await inChunks(ctx, 'music videos', ctx.size.musicVideos, 250, async (tx, start, end) => {
    const drafts: AssetDraft[] = [];
    const genresOf: string[][] = [];
    for (let i = start; i < end; i += 1) {
      const rng = ctx.rng('music-video', i);
      const languageCode = languageFor(MUSIC_LANGUAGES, i * 3);
      const slugs = genreSlugs(rng, MUSIC_VIDEO_GENRES, i, 1);
      const title = text.songTitle(rng);
      const row = {
        assetType: 'MUSIC VIDEO',
        title,
        slug: text.slugify(title),
        description: `Official music video of ${title}.`,
        languageCode,
        releaseYear: text.releaseYear(rng, 2010),
        ageRating: 'U',
        durationSeconds: rng.int(180, 330),
        popularity: rng.popularity(),
        access: accessFor(rng, [70, 30, 0]),
        createdAt: ctx.createdAt(rng, 365),
      };
      genresOf.push(slugs);
      drafts.push({
        row,
        rng,
        genres: slugs.map((slug) => ctx.genreId('music_video', slug)),
        cast: { actors: 2, musicDirector: true, singers: rng.int(1, 2) },
        imageKinds: IMAGE_KINDS.musicVideo,
        pools: poolKeys('MUSIC VIDEO', row, slugs),
      });
    }
    const ids = await writeAssets(ctx, tx, drafts);
    const contentIds = await insertIds(
      tx,
      contents,
      drafts.map(({ row }, k) => ({
        assetId: ids[k],
        contentTypeId: CONTENT_TYPE.musicVideo,
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
      ctx.pools.add('content:MUSIC VIDEO', item);
      ctx.pools.add(`content:MUSIC VIDEO:lang:${drafts[k].row.languageCode}`, item);
      for (const slug of genresOf[k]) ctx.pools.add(`content:MUSIC VIDEO:genre:${slug}`, item);
      ctx.pools.add('content:MUSIC VIDEO:new', {
        ...item,
        score: (drafts[k].row.releaseYear ?? 0) * 10_000_000 + Math.min(item.score, 9_999_999),
      });
    });
    await insertRows(tx, images, imageRowsOut);
  });
}

/**
 * Soundtracks: every third album and every second music video comes from a film, matched in order
 * of creation (the nth such album or video to the nth film), so their songs can lead to the film.
 */
export async function linkFilms(ctx: SeedContext): Promise<void> {
  await ctx.write(async (tx) => {
    await tx.execute(sql`
      with music as (
        select id, asset_type, row_number() over (partition by asset_type order by id) - 1 as n
        from assets where asset_type in ('ALBUM', 'MUSIC VIDEO')
      ), linked as (
        select id, n / (case when asset_type = 'ALBUM' then 3 else 2 end) as film_n from music
        where n % (case when asset_type = 'ALBUM' then 3 else 2 end) = 0
      ), films as (
        select id, row_number() over (order by id) - 1 as n from assets where asset_type = 'MOVIE'
      )
      update assets set film_id = films.id from linked join films on films.n = linked.film_n
      where assets.id = linked.id`);
  });
}
