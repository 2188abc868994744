import type { SeedContext } from './context';
import { GENRES } from './reference';
import * as text from './text';
import { storedSlug } from '../../contract/slugs';
import { CLASSIC_TITLES, QUICKIE_SCENE_CLIPS, QUICKIE_SONG_CLIPS } from './words';
import {
  AGE_RATINGS,
  VIDEO_LANGUAGES,
  accessFor,
  countriesFor,
  genreSlugs,
  emitTitles,
  inChunks,
  languageFor,
  poolKeys,
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
const VIDEO_GENRES = GENRES.video.map((name) => storedSlug(name));

export async function seedMovies(ctx: SeedContext): Promise<void> {
  await inChunks(ctx, 'movies', ctx.size.movies, CHUNK, (start, end) => {
    const drafts: AssetDraft[] = [];
    for (let i = start; i < end; i += 1) drafts.push(movieDraft(ctx, i));
    // each film with its full-length content, then its trailer
    for (const draft of drafts) {
      const { row, rng } = draft;
      emitTitles(ctx, [draft], () => ({ media: ctx.nextVideoMedia() }));
      ctx.emit({
        type: 'trailer',
        external_id: `${draft.externalId}:trailer`,
        parent: draft.externalId,
        title: `${row.title} – Official Trailer`,
        slug: `${row.slug}-official-trailer`,
        description: `Official trailer of ${row.title}.`,
        position: 2,
        duration_seconds: rng.int(90, 180),
        language: row.languageCode,
        media: ctx.nextVideoMedia(),
        popularity: Math.floor(row.popularity / 4),
        published_at: row.createdAt.toISOString(),
      });
    }
  });
}

function movieDraft(ctx: SeedContext, index: number): AssetDraft {
  const rng = ctx.rng('movie', index);
  const classic = index % 25 === 3 ? CLASSIC_TITLES[Math.floor(index / 25)] : undefined;
  const languageCode = classic ? 'hin' : languageFor(VIDEO_LANGUAGES, index);
  const { title, altTitles } = classic ?? text.filmTitle(rng, languageCode);
  const slugs = genreSlugs(rng, VIDEO_GENRES, index);
  const row = {
    title,
    slug: storedSlug(title, altTitles),
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
    externalId: `demo:movie:${index}`,
    type: 'movie',
    row,
    rng,
    genres: slugs,
    genreKind: 'video',
    cast: { actors: rng.int(4, 8), director: true },
    pools: [...poolKeys('MOVIE', row, slugs), ['featured', row.popularity]],
  };
}

export async function seedQuickies(ctx: SeedContext): Promise<void> {
  await inChunks(ctx, 'quickies', ctx.size.quickies, CHUNK, (start, end) => {
    const drafts: AssetDraft[] = [];
    const clips: Array<'song' | 'scene'> = [];
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
      clips.push(song ? 'song' : 'scene');
      const row = {
        title,
        slug: storedSlug(title),
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
        externalId: `demo:quickie:${i}`,
        type: 'quickie',
        row,
        rng,
        genres: slugs,
        genreKind: 'video',
        cast: { actors: 2 },
        pools: poolKeys('QUICKIE', row, slugs),
      });
    }
    // each quickie comes with its one clip, under the quickie's external id
    emitTitles(ctx, drafts, (_, k) => ({ clip: clips[k], media: ctx.nextVideoMedia() }));
    drafts.forEach((draft, k) => {
      const item = { asset: draft.externalId, content: draft.externalId, score: draft.row.popularity };
      ctx.pools.add('content:QUICKIE', item);
      ctx.pools.add(`content:QUICKIE:${clips[k] === 'song' ? CONTENT_TYPE.clipSong : CONTENT_TYPE.clipScene}`, item);
      ctx.pools.add('content:QUICKIE:new', { ...item, score: draft.row.createdAt.getTime() });
    });
  });
}
