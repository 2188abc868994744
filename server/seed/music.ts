import type { ImportRecordInput } from '../../contract/schemas/catalogue-import';
import type { SeedContext } from './context';
import { GENRES } from './reference';
import * as text from './text';
import { storedSlug } from '../../contract/slugs';
import { ALBUM_BLURBS } from './names';
import { MUSIC_LANGUAGES, accessFor, emitTitles, genreSlugs, inChunks, languageFor, poolKeys, type AssetDraft } from './assets';

// Albums with their tracks (music audio), and music videos. Soundtracks: every third album and
// every second music video comes from a film, the nth such album or video from the nth movie, so
// their songs can lead to the film.

type Track = Extract<ImportRecordInput, { type: 'track' }>;

/** The movie an album or music video is the soundtrack of, if any. */
function filmOf(ctx: SeedContext, index: number, every: number): string | undefined {
  const film = index / every;
  return index % every === 0 && film < ctx.size.movies ? `demo:movie:${film}` : undefined;
}

const MUSIC_GENRES = GENRES.music.map((name) => storedSlug(name));
const MUSIC_VIDEO_GENRES = GENRES.music_video.map((name) => storedSlug(name));
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
  await inChunks(ctx, 'albums', albums, chunk, (start, end) => {
    const drafts: AssetDraft[] = [];
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
        title,
        slug: storedSlug(title),
        description: rng.pick(ALBUM_BLURBS),
        languageCode,
        releaseYear: text.releaseYear(rng),
        ageRating: 'U',
        durationSeconds: duration,
        popularity: rng.popularity(),
        access: accessFor(rng, [80, 10, 10]),
        createdAt: ctx.createdAt(rng),
      };
      drafts.push({
        externalId: `demo:album:${a}`,
        type: 'album',
        row,
        rng,
        genres: slugs,
        genreKind: 'music',
        cast: { actors: 0, musicDirector: true, singers: rng.int(1, 3) },
        film: filmOf(ctx, a, 3),
        pools: poolKeys('ALBUM', row, slugs),
      });
    }
    emitTitles(ctx, drafts);
    for (let k = 0; k < drafts.length; k += 1) {
      const album = drafts[k];
      const { first, count } = albumTracks(ctx, start + k);
      for (let n = 1; n <= count; n += 1) {
        const t = first + n - 1;
        const rng = ctx.rng('track', t);
        const title = text.songTitle(rng);
        const track: Track = {
          type: 'track',
          external_id: `demo:track:${t}`,
          parent: album.externalId,
          title,
          slug: storedSlug(title),
          description: `From the album ${album.row.title}.`,
          position: n,
          duration_seconds: trackDuration(ctx, t),
          language: album.row.languageCode,
          media: ctx.nextAudioMedia(),
          popularity: Math.floor(album.row.popularity * (0.3 + 0.7 * rng.float())) + rng.int(0, 999),
          published_at: album.row.createdAt.toISOString(),
        };
        ctx.emit(track);
        const item = { asset: album.externalId, content: track.external_id, score: track.popularity ?? 0 };
        ctx.pools.add('content:TRACK', item);
        ctx.pools.add(`content:TRACK:lang:${album.row.languageCode}`, item);
        for (const slug of album.genres) ctx.pools.add(`content:TRACK:genre:${slug}`, item);
      }
    }
  });
}

export async function seedMusicVideos(ctx: SeedContext): Promise<void> {
  await inChunks(ctx, 'music videos', ctx.size.musicVideos, 250, (start, end) => {
    const drafts: AssetDraft[] = [];
    for (let i = start; i < end; i += 1) {
      const rng = ctx.rng('music-video', i);
      const languageCode = languageFor(MUSIC_LANGUAGES, i * 3);
      const slugs = genreSlugs(rng, MUSIC_VIDEO_GENRES, i, 1);
      const title = text.songTitle(rng);
      const row = {
        title,
        slug: storedSlug(title),
        description: `Official music video of ${title}.`,
        languageCode,
        releaseYear: text.releaseYear(rng, 2010),
        ageRating: 'U',
        durationSeconds: rng.int(180, 330),
        popularity: rng.popularity(),
        access: accessFor(rng, [70, 30, 0]),
        createdAt: ctx.createdAt(rng, 365),
      };
      drafts.push({
        externalId: `demo:music-video:${i}`,
        type: 'music_video',
        row,
        rng,
        genres: slugs,
        genreKind: 'music_video',
        cast: { actors: 2, musicDirector: true, singers: rng.int(1, 2) },
        film: filmOf(ctx, i, 2),
        pools: poolKeys('MUSIC VIDEO', row, slugs),
      });
    }
    // each music video comes with its one content, under the video's external id
    emitTitles(ctx, drafts, () => ({ media: ctx.nextVideoMedia() }));
    for (const { externalId, row, genres } of drafts) {
      const item = { asset: externalId, content: externalId, score: row.popularity };
      ctx.pools.add('content:MUSIC VIDEO', item);
      ctx.pools.add(`content:MUSIC VIDEO:lang:${row.languageCode}`, item);
      for (const slug of genres) ctx.pools.add(`content:MUSIC VIDEO:genre:${slug}`, item);
      ctx.pools.add('content:MUSIC VIDEO:new', {
        ...item,
        score: (row.releaseYear ?? 0) * 10_000_000 + Math.min(item.score, 9_999_999),
      });
    }
  });
}
