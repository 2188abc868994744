import { z } from 'zod';
import { CatalogueItem, ImageSet } from './catalogue';

// The records of a catalogue import file (README "Catalogue import"): one flat record per row, in
// JSON ({ "records": [...] }) or CSV (a header of field names, one record a line). A record names
// its kind in `type`; titles, contents and people carry the operator's own `external_id`, which the
// import upserts by; records point at each other by those ids (a season at its show, an episode
// at its season, a track at its album, a credit at its title and person, a guide entry at its
// channel, a picture at its owner).

/** The operator's id of a title, content or person: stable across imports. */
export const ExternalId = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:/-]*$/, 'use letters, digits and . _ : / - only');

const Text = (max: number) => z.string().trim().min(1, 'is required').max(max);
const Description = z.string().trim().max(5000);
const Slug = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and single hyphens (such as dil-se)');
const Whole = (min: number, max: number) => z.number().int(`must be a whole number`).min(min).max(max);
/** spec 000 §9 language codes: three lowercase letters (hin, tam, eng ...). */
const Language = z.string().regex(/^[a-z]{3}$/, 'a three-letter language code such as hin');
const Country = z.string().regex(/^[A-Z]{2}$/, 'a two-letter country code such as IN');
const Moment = z.iso.datetime({ offset: true, message: 'a date and time such as 2026-03-01T20:00:00+05:30' });
const Genre = Text(60);
/** Where an item's HLS master playlist lies under the media directory (an existing media item). */
const MediaPath = z
  .string()
  .max(500)
  .regex(/^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.m3u8$/, 'a playlist path under the media directory');
/** A picture file under the media directory: JPEG, PNG or SVG. */
const PicturePath = z
  .string()
  .max(500)
  .regex(
    /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(?:jpg|png|svg)$/,
    'a .jpg, .png or .svg path under the media directory',
  );

/** The access levels of the contract's catalogue items: free, avod, svod. */
const Access = CatalogueItem.shape.access_level;

/** Kinds of artwork: the contract's image set, and a person's profile picture. */
export const ARTWORK_KINDS = [...ImageSet.keyof().options, 'profile'] as const;
export const CREDIT_ROLES = ['actor', 'director', 'music director', 'singer', 'lyricist'] as const;

const titleFields = {
  external_id: ExternalId,
  title: Text(300),
  slug: Slug.optional(),
  alt_titles: z.array(Text(300)).max(20).optional(),
  description: Description.optional(),
  language: Language.optional(),
  release_year: Whole(1888, 2100).optional(),
  age_rating: Text(20).optional(),
  popularity: Whole(0, 2_000_000_000).optional(),
  access: Access.optional(),
  /** Countries where the title may play; none means everywhere. */
  countries: z.array(Country).max(250).optional(),
  genres: z.array(Genre).max(10).optional(),
  /** When it joined the catalogue (orders "new" rows); kept as it was when left out. */
  published_at: Moment.optional(),
};
const playable = {
  duration_seconds: Whole(1, 1_000_000).optional(),
  media: MediaPath.optional(),
};
const contentFields = {
  external_id: ExternalId,
  /** The external id of the show, season, original, movie or album it belongs to. */
  parent: ExternalId,
  title: Text(300),
  slug: Slug.optional(),
  description: Description.optional(),
  language: Language.optional(),
  popularity: Whole(0, 2_000_000_000).optional(),
  position: Whole(0, 1_000_000).optional(),
  published_at: Moment.optional(),
};

export const PersonRecord = z.strictObject({
  type: z.literal('person'),
  external_id: ExternalId,
  name: Text(200),
  slug: Slug.optional(),
  bio: Description.optional(),
  birth_year: Whole(1850, 2100).optional(),
  popularity: Whole(0, 2_000_000_000).optional(),
});
/** A film: its full-length content comes with it, under the same external id. */
export const MovieRecord = z.strictObject({ type: z.literal('movie'), ...titleFields, ...playable });
export const ShowRecord = z.strictObject({ type: z.literal('show'), ...titleFields });
export const OriginalRecord = z.strictObject({ type: z.literal('original'), ...titleFields });
/** A short clip of a song or a scene; its one content comes with it. */
export const QuickieRecord = z.strictObject({
  type: z.literal('quickie'),
  ...titleFields,
  ...playable,
  clip: z.enum(['song', 'scene']).optional(),
});
export const AlbumRecord = z.strictObject({
  type: z.literal('album'),
  ...titleFields,
  duration_seconds: Whole(1, 1_000_000).optional(),
  /** The film it is the soundtrack of (a movie's external id). */
  film: ExternalId.optional(),
});
export const MusicVideoRecord = z.strictObject({
  type: z.literal('music_video'),
  ...titleFields,
  ...playable,
  film: ExternalId.optional(),
});
export const ChannelRecord = z.strictObject({
  type: z.literal('channel'),
  ...titleFields,
  owner: Text(200),
  pg: Whole(0, 21).optional(),
  provider: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'a provider code such as fashiontv')
    .max(60)
    .optional(),
  provider_name: Text(200).optional(),
  media: MediaPath.optional(),
  position: Whole(0, 1_000_000).optional(),
});
export const SeasonRecord = z.strictObject({ type: z.literal('season'), ...contentFields, season_number: Whole(1, 1000) });
/** An episode of a season (parent: the season) or of an original (parent: the original). */
export const EpisodeRecord = z.strictObject({
  type: z.literal('episode'),
  ...contentFields,
  ...playable,
  season_number: Whole(1, 1000).optional(),
  episode_number: Whole(1, 100_000),
});
export const TrailerRecord = z.strictObject({ type: z.literal('trailer'), ...contentFields, ...playable });
export const TrackRecord = z.strictObject({ type: z.literal('track'), ...contentFields, ...playable, position: Whole(1, 1_000_000) });
export const ProgrammeRecord = z
  .strictObject({
    type: z.literal('programme'),
    channel: ExternalId,
    title: Text(300),
    description: Description.optional(),
    start_time: Moment,
    end_time: Moment,
  })
  .refine((record) => Date.parse(record.end_time) > Date.parse(record.start_time), {
    path: ['end_time'],
    message: 'must be after start_time',
  });
export const CreditRecord = z.strictObject({
  type: z.literal('credit'),
  /** The title's external id. */
  asset: ExternalId,
  person: ExternalId,
  role: z.enum(CREDIT_ROLES),
  character: Text(200).optional(),
  position: Whole(0, 100_000).optional(),
});
/** A picture of a title, content, person or channel; kinds left out get generated artwork. */
export const ImageRecord = z.strictObject({
  type: z.literal('image'),
  owner: ExternalId,
  owner_type: z.enum(['title', 'content', 'person', 'channel']).optional(),
  kind: z.enum(ARTWORK_KINDS),
  path: PicturePath,
  width: Whole(1, 10_000),
  height: Whole(1, 10_000),
});

export const ImportRecord = z.discriminatedUnion('type', [
  PersonRecord,
  MovieRecord,
  ShowRecord,
  OriginalRecord,
  QuickieRecord,
  AlbumRecord,
  MusicVideoRecord,
  ChannelRecord,
  SeasonRecord,
  EpisodeRecord,
  TrailerRecord,
  TrackRecord,
  ProgrammeRecord,
  CreditRecord,
  ImageRecord,
]);
export type ImportRecord = z.infer<typeof ImportRecord>;
/** A record as written in a file, before defaults: what the demo generator produces. */
export type ImportRecordInput = z.input<typeof ImportRecord>;
export type ImportRecordType = ImportRecord['type'];

/** A JSON import file. */
export const ImportFile = z.object({ records: z.array(z.unknown()) });

/** CSV cells that hold lists, separated by `|`. */
export const CSV_LIST_FIELDS: ReadonlySet<string> = new Set(['alt_titles', 'countries', 'genres']);
/** CSV cells that hold numbers. */
export const CSV_NUMBER_FIELDS: ReadonlySet<string> = new Set([
  'release_year',
  'popularity',
  'duration_seconds',
  'pg',
  'position',
  'season_number',
  'episode_number',
  'birth_year',
  'width',
  'height',
]);
