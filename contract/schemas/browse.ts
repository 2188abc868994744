import { z } from 'zod';
import { parseLanguageList } from '../content-languages';
import { CatalogueItem, ImageSet, ImgQuality, MaturityParam, PlaylistsAllQuery, StarCard } from './catalogue';

// What the browse pages read besides rows: people and stars, genres, filtered asset lists, TV
// providers, the live guide and the mobile playlist page. Paths other than playlistMobilePage are
// ours (spec 001 §7 leaves them open) and documented in the OpenAPI description.

const Paging = {
  start: z.coerce.number().int().min(0).default(0),
  rows: z.coerce.number().int().min(1).max(100).default(20),
  img_quality: ImgQuality,
};

export const Credit = CatalogueItem.extend({ role: z.string(), character: z.string().nullable() });
export const PersonResponse = z.object({
  data: z.object({
    person_id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    bio: z.string(),
    birth_year: z.number().int().nullable(),
    images: ImageSet,
    roles: z.array(z.string()),
    credits: z.array(Credit),
  }),
});
export type PersonResponse = z.infer<typeof PersonResponse>;
export type PersonDetail = PersonResponse['data'];

export const StarsQuery = z.object({ ...Paging, rows: z.coerce.number().int().min(1).max(200).default(60) });
export const StarsResponse = z.object({ data: z.array(StarCard), total: z.number().int() });
export type StarsResponse = z.infer<typeof StarsResponse>;

export const GENRE_KINDS = ['video', 'original', 'music', 'music_video'] as const;
export const GenresQuery = z.object({ kind: z.enum(GENRE_KINDS).optional(), asset_type: z.string().optional(), maturity: MaturityParam });
export const Genre = z.object({ id: z.number().int(), title: z.string(), slug: z.string(), kind: z.string(), count: z.number().int() });
export type Genre = z.infer<typeof Genre>;
export const GenresResponse = z.object({ data: z.array(Genre) });
export type GenresResponse = z.infer<typeof GenresResponse>;

/** GET /api/v2/catalog/assets: one asset type, filtered by genre, language or provider, popular or newest first. */
export const AssetsQuery = z.object({
  ...Paging,
  asset_type: z.enum(['MOVIE', 'TV SHOWS', 'ORIGINAL', 'QUICKIE', 'ALBUM', 'MUSIC VIDEO', 'LIVE TV']),
  genre_id: z.coerce.number().int().positive().optional(),
  language: z.string().max(8).optional(),
  // "In my languages" (issue 50): only titles whose audio, their own or a dub, is in one of these
  // (hin,tam); contract/content-languages.ts reads the list
  audio_languages: z
    .string()
    .max(100)
    .optional()
    .transform((text) => (text === undefined ? undefined : parseLanguageList(text))),
  provider: z.string().max(40).optional(),
  sort: z.enum(['popular', 'new']).default('popular'),
  maturity: MaturityParam,
});
export const AssetsResponse = z.object({
  data: z.array(CatalogueItem),
  total: z.number().int(),
  // the genre asked for, so a genre page can title itself
  genre: Genre.omit({ count: true }).nullable(),
});
export type AssetsResponse = z.infer<typeof AssetsResponse>;

/** One programme of the guide; times in seconds since the epoch (the live rule compares them). */
export const Programme = z.object({
  title: z.string(),
  description: z.string(),
  start_time_epoch: z.number().int(),
  end_time_epoch: z.number().int(),
});
export const LiveChannel = z.object({
  channel_id: z.number().int(),
  asset_id: z.number().int(),
  title: z.string(),
  owner: z.string(),
  pg: z.number().int(),
  description: z.string(),
  images: ImageSet,
  provider_code: z.string().nullable(),
  // spec 001 §3: live when now is between start_time_epoch and end_time_epoch of a programme
  live: z.boolean(),
  time_remaining: z.number().int().nullable(),
  now: Programme.nullable(),
  next: Programme.nullable(),
});
export type LiveChannel = z.infer<typeof LiveChannel>;
export const LiveQuery = z.object({ provider: z.string().max(40).optional(), img_quality: ImgQuality, maturity: MaturityParam });
export const LiveResponse = z.object({ now_epoch: z.number().int(), data: z.array(LiveChannel) });
export type LiveResponse = z.infer<typeof LiveResponse>;

export const ProviderResponse = z.object({
  data: z.object({
    provider_id: z.number().int(),
    provider_name: z.string(),
    provider_code: z.string(),
    assets: z.array(CatalogueItem),
    channels: z.array(LiveChannel),
  }),
});
export type ProviderResponse = z.infer<typeof ProviderResponse>;

/** GET /api/v2/catalog/playlistMobilePage: rows of a page, paged by start_index; playlist_type asset or content; genre_id narrows the items. */
export const PlaylistMobilePageQuery = PlaylistsAllQuery.omit({ start: true }).extend({
  start_index: z.coerce.number().int().min(0).default(0),
  position: z.coerce.number().int().optional(),
  playlist_type: z.enum(['asset', 'content']).optional(),
  genre_id: z.coerce.number().int().positive().optional(),
});
