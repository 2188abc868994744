import {
  type AnyPgColumn,
  pgTable,
  serial,
  integer,
  smallint,
  text,
  timestamp,
  boolean,
  primaryKey,
  index,
  uniqueIndex,
  check,
  real,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ACCESS_LEVELS, type AccessLevel } from '../../../contract/constants';

// Catalogue schema: spec 001 §1 (kinds of asset), §3 (entities) and §9 (content type ids, qualities).

/** Kinds of asset the catalogue holds (spec 001 §1). */
export const ASSET_TYPES = ['MOVIE', 'TV SHOWS', 'ORIGINAL', 'QUICKIE', 'ALBUM', 'MUSIC VIDEO', 'LIVE TV'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/** Access levels a content can carry (the contract's); the plan matrix reads them. */
export { ACCESS_LEVELS, type AccessLevel };

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
  // spec 000 §9: preferred language order
  sortOrder: integer('sort_order').notNull(),
});

export const genres = pgTable(
  'genres',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    // 'video' for films and shows, 'original', 'music' (audio) or 'music_video'
    kind: text('kind').notNull(),
  },
  (t) => [uniqueIndex('genres_kind_slug').on(t.kind, t.slug)],
);

export const tvProviders = pgTable('tv_providers', {
  id: serial('id').primaryKey(),
  providerName: text('provider_name').notNull(),
  providerCode: text('provider_code').notNull().unique(),
  position: integer('position').notNull().default(0),
});

/** A packaged media item: an HLS master (video), an audio playlist or a live loop. */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(), // 'video' | 'audio' | 'live'
    // path of the master playlist, relative to the media root (e.g. video/set-1/master.m3u8)
    masterPath: text('master_path').notNull().unique(),
    durationSeconds: integer('duration_seconds').notNull(),
    // the WebVTT seek-thumbnail track made at ingest (relative to the media root, beside the master)
    thumbnailsPath: text('thumbnails_path'),
  },
  (t) => [check('media_kind', sql`${t.kind} in ('video','audio','live')`)],
);

/**
 * One rendition of a media item; quality follows spec 001 §9 (LOW 1, MED 2, HIGH 3, HD 4, AUDIO 5).
 * An ingested ladder may hold several rungs of one quality (432p and 360p are both MED).
 */
export const mediaRenditions = pgTable(
  'media_renditions',
  {
    id: serial('id').primaryKey(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    quality: integer('quality').notNull(),
    width: integer('width'),
    height: integer('height'),
    // peak bit/s (HLS BANDWIDTH); the measured average (AVERAGE-BANDWIDTH) when ingested
    bandwidth: integer('bandwidth').notNull(),
    averageBandwidth: integer('average_bandwidth'),
    codecs: text('codecs'),
    frameRate: real('frame_rate'),
    playlistPath: text('playlist_path').notNull(),
  },
  (t) => [
    uniqueIndex('media_renditions_media_playlist').on(t.mediaId, t.playlistPath),
    index('media_renditions_media').on(t.mediaId, t.quality),
  ],
);

/** An alternate rendition the master declares with EXT-X-MEDIA: a dubbed audio language or subtitles. */
export const mediaTracks = pgTable(
  'media_tracks',
  {
    id: serial('id').primaryKey(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    type: text('type').notNull(), // 'AUDIO' | 'SUBTITLES'
    language: text('language').notNull(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    playlistPath: text('playlist_path').notNull(),
  },
  (t) => [
    uniqueIndex('media_tracks_media_type_language').on(t.mediaId, t.type, t.language),
    check('media_tracks_type', sql`${t.type} in ('AUDIO','SUBTITLES')`),
  ],
);

/** One media ingest (npm run media:ingest, or its job on the queue): where it stands, for the operator. */
export const mediaIngests = pgTable(
  'media_ingests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('queued'), // 'queued' | 'running' | 'done' | 'failed'
    step: text('step').notNull().default(''),
    progress: real('progress').notNull().default(0),
    speed: real('speed').notNull().default(0),
    etaSeconds: integer('eta_seconds'),
    error: text('error'),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_ingests_content').on(t.contentId, t.createdAt),
    check('media_ingests_status', sql`${t.status} in ('queued','running','done','failed')`),
  ],
);

export const assets = pgTable(
  'assets',
  {
    id: serial('id').primaryKey(),
    assetType: text('asset_type').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    // other spellings and transliterations, searched alongside the title
    altTitles: text('alt_titles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    languageCode: text('language_code').references(() => languages.code),
    releaseYear: integer('release_year'),
    ageRating: text('age_rating'),
    /** age_rating's rank on contract/maturity.ts's scale, which profile ceilings compare with */
    maturityRank: smallint('maturity_rank')
      .notNull()
      .generatedAlwaysAs(sql`maturity_rank(age_rating)`),
    durationSeconds: integer('duration_seconds'),
    popularity: integer('popularity').notNull().default(0),
    access: text('access').notNull().default('free'),
    // ISO country codes where the asset may play; empty means everywhere
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    providerId: integer('provider_id').references(() => tvProviders.id),
    // an album or a music video from a film: the film's asset (its songs lead to "Watch the movie")
    filmId: integer('film_id').references((): AnyPgColumn => assets.id, { onDelete: 'set null' }),
    // the operator's own id of the title: catalogue import upserts by it (README "Catalogue import")
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('assets_external_id').on(t.externalId),
    index('assets_type_popularity').on(t.assetType, t.popularity),
    check('assets_asset_type', sql`${t.assetType} in ('MOVIE','TV SHOWS','ORIGINAL','QUICKIE','ALBUM','MUSIC VIDEO','LIVE TV')`),
    check('assets_access', sql`${t.access} in ('free','avod','svod')`),
    check('assets_film_only_for_music', sql`${t.filmId} is null or ${t.assetType} in ('ALBUM','MUSIC VIDEO')`),
  ],
);

export const assetGenres = pgTable(
  'asset_genres',
  {
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.genreId] }), index('asset_genres_genre').on(t.genreId)],
);

/**
 * A playable or structural content of an asset. content_type_id follows spec 001 §9:
 * fullLength 1, trailer 2, musicVideo 3, musicAudio 4, season 33, episode 34, original 45 ...
 */
export const contents = pgTable(
  'contents',
  {
    id: serial('id').primaryKey(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    contentTypeId: integer('content_type_id').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    // a season for an episode
    parentId: integer('parent_id'),
    seasonNumber: integer('season_number'),
    episodeNumber: integer('episode_number'),
    position: integer('position').notNull().default(0),
    durationSeconds: integer('duration_seconds'),
    languageCode: text('language_code').references(() => languages.code),
    mediaId: integer('media_id').references(() => media.id),
    popularity: integer('popularity').notNull().default(0),
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contents_external_id').on(t.externalId),
    index('contents_asset').on(t.assetId, t.position),
    index('contents_type_popularity').on(t.contentTypeId, t.popularity),
    index('contents_parent').on(t.parentId),
  ],
);

/** Artwork of an asset, content, person, channel or playlist, in several sizes. */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    ownerType: text('owner_type').notNull(), // 'asset' | 'content' | 'person' | 'channel' | 'playlist'
    ownerId: integer('owner_id').notNull(),
    kind: text('kind').notNull(), // 'poster' | 'banner' | 'thumbnail' | 'logo' | 'profile'
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    // path under the media root (generated artwork lives under art/)
    path: text('path').notNull(),
  },
  (t) => [uniqueIndex('images_owner_kind_size').on(t.ownerType, t.ownerId, t.kind, t.width, t.height)],
);

export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    bio: text('bio').notNull().default(''),
    birthYear: integer('birth_year'),
    popularity: integer('popularity').notNull().default(0),
    externalId: text('external_id'),
  },
  (t) => [uniqueIndex('people_external_id').on(t.externalId), index('people_popularity').on(t.popularity)],
);

/** A person's part in an asset: actor, director, music director, singer, lyricist. */
export const credits = pgTable(
  'credits',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    characterName: text('character_name'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('credits_asset').on(t.assetId, t.position),
    index('credits_person').on(t.personId),
    // one part per person and role in a title: what catalogue import upserts by
    uniqueIndex('credits_asset_person_role').on(t.assetId, t.personId, t.role),
  ],
);

/** Editorial rows: shown on a page at a location and position (spec 001 §7 playlist calls). */
export const playlists = pgTable(
  'playlists',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    page: text('page').notNull(), // 'home', 'movies', 'tv', 'originals', 'music', 'quickie', 'footer'
    location: integer('location').notNull(),
    position: integer('position').notNull(),
    // 'asset' rows list assets, 'content' rows list contents (tracks, music videos, quickies)
    itemKind: text('item_kind').notNull().default('asset'),
    display: text('display').notNull().default('poster'), // 'poster' | 'landscape' | 'square' | 'circle'
  },
  (t) => [index('playlists_page_location').on(t.page, t.location, t.position)],
);

export const playlistItems = pgTable(
  'playlist_items',
  {
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    contentId: integer('content_id').references(() => contents.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.playlistId, t.position] })],
);

/** Hero carousel slides (GET /api/v2/catalog/content/carousel). */
export const carouselSlides = pgTable('carousel_slides', {
  id: serial('id').primaryKey(),
  assetId: integer('asset_id')
    .notNull()
    .references(() => assets.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  tagline: text('tagline').notNull().default(''),
  active: boolean('active').notNull().default(true),
});

export const charts = pgTable('charts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  kind: text('kind').notNull(), // 'audio' | 'video'
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const chartEntries = pgTable(
  'chart_entries',
  {
    chartId: integer('chart_id')
      .notNull()
      .references(() => charts.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.chartId, t.rank] })],
);

/** A live TV channel (spec 001 §3 live channel) with its programme guide. */
export const liveChannels = pgTable('live_channels', {
  id: serial('id').primaryKey(),
  // one channel per 'LIVE TV' asset
  assetId: integer('asset_id')
    .notNull()
    .unique()
    .references(() => assets.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  owner: text('owner').notNull(),
  pg: integer('pg').notNull().default(0),
  description: text('description').notNull().default(''),
  providerId: integer('provider_id').references(() => tvProviders.id),
  mediaId: integer('media_id').references(() => media.id),
  position: integer('position').notNull().default(0),
});

export const programmes = pgTable(
  'programmes',
  {
    id: serial('id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => liveChannels.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    // a channel airs one programme at a time: its start time identifies it in the guide
    uniqueIndex('programmes_channel_start').on(t.channelId, t.startTime),
    check('programmes_time_order', sql`${t.endTime} > ${t.startTime}`),
  ],
);
