import { inArray } from 'drizzle-orm';
import type { Db } from '../platform/db';
import { genres, languages, media, mediaRenditions, tvProviders } from '../db/schema';
import { repeatPath, repeatSource } from '../modules/media/repeat-window';
import { insertIds, insertRows } from './batch';
import { storedSlug } from '../../contract/slugs';
import { CATALOGUE_LANGUAGES } from '../../contract/languages';
import { rungPlaylist } from '../../contract/hls-rungs';

// Reference data of the demo catalogue: languages, genres, TV providers and the packaged media
// (the files themselves come from server/seed/media/build-media.ts), and the media each demo
// title plays: its set repeated to the title's own length (server/modules/media/repeat-window.ts).

export const GENRES: Record<string, readonly string[]> = {
  video: ['Drama', 'Romance', 'Action', 'Comedy', 'Thriller', 'Family', 'Horror', 'Biopic', 'Crime', 'Musical'],
  original: ['Drama', 'Thriller', 'Crime', 'Comedy', 'Romance', 'Mystery', 'Docuseries', 'Family'],
  music: ['Bollywood', 'Romantic', 'Devotional', 'Sufi', 'Party', 'Ghazal', 'Indie Pop', 'Classical', 'Folk', 'Punjabi Pop'],
  music_video: ['Bollywood', 'Romantic', 'Party', 'Punjabi Pop', 'Indie Pop', 'Sufi', 'Devotional'],
};

export const PROVIDERS = [
  { providerName: 'FashionTV', providerCode: 'fashiontv' },
  { providerName: 'ADT10', providerCode: 'adt10' },
  { providerName: 'Southern Screens', providerCode: 'southern-screens' },
  { providerName: 'Sanskriti Broadcast', providerCode: 'sanskriti' },
] as const;

/** Ids of the reference rows the demo catalogue points at. */
export interface ReferenceIds {
  /** genre id by `${kind}:${slug}` */
  genres: Map<string, number>;
  providers: Map<string, number>;
  videoMedia: number[];
  audioMedia: number[];
  liveMedia: number[];
}

export const MEDIA_SETS = 4;
export const MEDIA_DURATION_SECONDS = 30;

/** The HLS ladder of a video set; quality ids follow spec 001 §9 (LOW 1, MED 2, HIGH 3, HD 4). */
export const VIDEO_RENDITIONS = [
  { quality: 1, name: 'low', width: 256, height: 144, bandwidth: 200_000 },
  { quality: 2, name: 'med', width: 426, height: 240, bandwidth: 400_000 },
  { quality: 3, name: 'high', width: 640, height: 360, bandwidth: 800_000 },
  { quality: 4, name: 'hd', width: 1280, height: 720, bandwidth: 1_500_000 },
] as const;
export const AUDIO_QUALITY = 5;
export const AUDIO_BANDWIDTH = 64_000;

export async function seedReference(db: Db, channels: number): Promise<ReferenceIds> {
  await insertRows(
    db,
    languages,
    CATALOGUE_LANGUAGES.map((language, index) => ({ ...language, sortOrder: index + 1 })),
  );

  const genreRows = Object.entries(GENRES).flatMap(([kind, list]) => list.map((name) => ({ name, slug: storedSlug(name), kind })));
  const genreIds = await insertIds(db, genres, genreRows);
  const genreMap = new Map(genreRows.map((row, i) => [`${row.kind}:${row.slug}`, genreIds[i]]));

  const providerIds = await insertIds(
    db,
    tvProviders,
    PROVIDERS.map((provider, index) => ({ ...provider, position: index + 1 })),
  );
  const providerMap = new Map(PROVIDERS.map((provider, i) => [provider.providerCode as string, providerIds[i]]));

  const sets = Array.from({ length: MEDIA_SETS }, (_, i) => i + 1);
  const videoMedia = await insertIds(
    db,
    media,
    sets.map((n) => ({
      kind: 'video',
      masterPath: `video/set-${n}/master.m3u8`,
      durationSeconds: MEDIA_DURATION_SECONDS,
    })),
  );
  const audioMedia = await insertIds(
    db,
    media,
    sets.map((n) => ({
      kind: 'audio',
      masterPath: `audio/set-${n}/index.m3u8`,
      durationSeconds: MEDIA_DURATION_SECONDS,
    })),
  );
  const channelNumbers = Array.from({ length: channels }, (_, i) => i + 1);
  // a live channel's window is built by the origin from the video sets; duration 0 means "live"
  const liveMedia = await insertIds(
    db,
    media,
    channelNumbers.map((n) => ({
      kind: 'live',
      masterPath: `live/channel-${n}/master.m3u8`,
      durationSeconds: 0,
    })),
  );

  await insertRows(db, mediaRenditions, [
    ...videoMedia.flatMap((mediaId, i) =>
      VIDEO_RENDITIONS.map((r) => ({
        mediaId,
        quality: r.quality,
        width: r.width,
        height: r.height,
        bandwidth: r.bandwidth,
        playlistPath: `video/set-${i + 1}/${rungPlaylist(r.name)}`,
      })),
    ),
    ...audioMedia.map((mediaId, i) => ({
      mediaId,
      quality: AUDIO_QUALITY,
      bandwidth: AUDIO_BANDWIDTH,
      playlistPath: `audio/set-${i + 1}/index.m3u8`,
    })),
    ...liveMedia.map((mediaId, i) => ({
      mediaId,
      quality: 2,
      width: 426,
      height: 240,
      bandwidth: 400_000,
      playlistPath: `live/channel-${i + 1}/master.m3u8`,
    })),
  ]);

  return { genres: genreMap, providers: providerMap, videoMedia, audioMedia, liveMedia };
}

/**
 * The media items that the demo records name and the catalogue lacks: `video/set-2/master-6660s.m3u8`
 * is set 2 played for 6660 seconds, with the set's renditions in their repeated form. Made before
 * the records that name them are imported.
 */
export async function seedDemoMedia(db: Db, paths: Iterable<string>): Promise<void> {
  const wanted = [...new Set(paths)].filter((path) => repeatSource(path));
  if (wanted.length === 0) return;
  const existing = new Set<string>();
  for (let i = 0; i < wanted.length; i += 500) {
    const rows = await db
      .select({ masterPath: media.masterPath })
      .from(media)
      .where(inArray(media.masterPath, wanted.slice(i, i + 500)));
    for (const row of rows) existing.add(row.masterPath);
  }
  const missing = wanted.filter((path) => !existing.has(path));
  if (missing.length === 0) return;
  const items = missing.map((masterPath) => {
    const { source, seconds } = repeatSource(masterPath)!;
    const folder = source.slice(0, source.lastIndexOf('/'));
    return { masterPath, seconds, folder, kind: masterPath.startsWith('audio/') ? 'audio' : 'video' };
  });
  const ids = await insertIds(
    db,
    media,
    items.map((item) => ({ kind: item.kind, masterPath: item.masterPath, durationSeconds: item.seconds })),
  );
  await insertRows(
    db,
    mediaRenditions,
    items.flatMap((item, i) =>
      item.kind === 'audio'
        ? [{ mediaId: ids[i], quality: AUDIO_QUALITY, bandwidth: AUDIO_BANDWIDTH, playlistPath: item.masterPath }]
        : VIDEO_RENDITIONS.map((r) => ({
            mediaId: ids[i],
            quality: r.quality,
            width: r.width,
            height: r.height,
            bandwidth: r.bandwidth,
            playlistPath: repeatPath(`${item.folder}/${rungPlaylist(r.name)}`, item.seconds),
          })),
    ),
  );
}
