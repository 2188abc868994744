import { z } from 'zod';
import { MATURITY_RATINGS } from '../maturity';

// Request and response schemas of the catalogue calls (spec 001 §7 "Catalogue and search").
// The web app imports the inferred types, so both sides read the same shapes.

/** img_quality: 1 small, 2 medium (default), 3 large. */
export const ImgQuality = z.coerce.number().int().min(1).max(3).default(2);

/**
 * maturity: the highest rating a call asks to be shown (issue 49), as a kids profile's cached page
 * asks without its cookies; the session's profile may lower it further, never raise it. Every call
 * that lists titles takes it.
 */
export const MaturityParam = z.enum(MATURITY_RATINGS).optional();

/** The query of a call that names one thing by its path: its artwork size, and the ceiling. */
export const ImageQuery = z.object({ img_quality: ImgQuality, maturity: MaturityParam });

/** Signed artwork URLs of one item, by kind; a kind is missing when the item has none. */
export const ImageSet = z.object({
  poster: z.string().optional(),
  banner: z.string().optional(),
  thumbnail: z.string().optional(),
  square: z.string().optional(),
  logo: z.string().optional(),
});
export type ImageSet = z.infer<typeof ImageSet>;

/** One item of a row: an asset, or a content of an asset (track, music video, episode, quickie). */
export const CatalogueItem = z.object({
  asset_id: z.number().int(),
  asset_type: z.string(),
  asset_title: z.string(),
  asset_slug: z.string(),
  content_id: z.number().int().nullable(),
  content_title: z.string().nullable(),
  content_slug: z.string().nullable(),
  content_type_id: z.number().int().nullable(),
  description: z.string(),
  language: z.string().nullable(),
  release_year: z.number().int().nullable(),
  duration: z.number().int().nullable(),
  age_rating: z.string().nullable(),
  // spec 001 §5: the free-item flag is true when isFree is 'YES' or missing
  isFree: z.enum(['YES', 'NO']),
  /** free, avod (free with ads on the MZaalo plan) or svod (Premium) */
  access_level: z.enum(['free', 'avod', 'svod']),
  images: ImageSet,
  // the content that Play starts on the item's page: its own content when that plays, else the
  // asset's full-length film, first episode or track (null when nothing plays)
  play_content_id: z.number().int().nullable(),
  // the languages its audio plays in (issue 50): its own language first, then its media's dubs, as
  // catalogue codes (contract/content-languages.ts); every list answers it, in one query per list
  audio_languages: z.array(z.string()).optional(),
});
export type CatalogueItem = z.infer<typeof CatalogueItem>;

export const CarouselQuery = z.object({ device_type: z.string().default('web'), img_quality: ImgQuality, maturity: MaturityParam });
export const CarouselSlide = CatalogueItem.extend({ tagline: z.string() });
export type CarouselSlide = z.infer<typeof CarouselSlide>;
export const CarouselResponse = z.object({ data: z.array(CarouselSlide) });
export type CarouselResponse = z.infer<typeof CarouselResponse>;

export const EditorialPlaylist = z.object({
  playlist_id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  page: z.string(),
  location: z.number().int(),
  position: z.number().int(),
  item_kind: z.enum(['asset', 'content']),
  display: z.string(),
  total: z.number().int(),
  // progress: only with progress=all for a signed-in user (spec 001 §7), the §3 progress object
  // in_watchlist: only with watchlist=all for a signed-in user
  contents: z.array(
    CatalogueItem.extend({
      progress: z.object({ progress: z.number().int(), completed: z.boolean(), duration: z.number().int() }).optional(),
      in_watchlist: z.boolean().optional(),
    }),
  ),
});
export type EditorialPlaylist = z.infer<typeof EditorialPlaylist>;

const flag = z.enum(['true', 'false']).optional();

/** GET /api/v2/catalog/playlists-all: spec 001 §9 defaults (5 rows, content limit 20). */
export const PlaylistsAllQuery = z.object({
  page: z.string().default('home'),
  location: z.coerce.number().int().optional(),
  start: z.coerce.number().int().min(0).default(0),
  rows: z.coerce.number().int().min(1).max(50).default(5),
  content_limit: z.coerce.number().int().min(1).max(100).default(20),
  img_quality: ImgQuality,
  resp: z.string().optional(),
  new: flag,
  optimized: flag,
  progress: z.string().optional(),
  watchlist: z.string().optional(),
  maturity: MaturityParam,
});
export const PlaylistsAllResponse = z.object({
  data: z.array(EditorialPlaylist),
  total: z.number().int(),
});
export type PlaylistsAllResponse = z.infer<typeof PlaylistsAllResponse>;

/** GET /api/v2/catalog/playlist/{id}: spec 001 §9 playlist fetch limit 1000. */
export const PlaylistQuery = z.object({
  start: z.coerce.number().int().min(0).default(0),
  rows: z.coerce.number().int().min(1).max(1000).default(20),
  img_quality: ImgQuality,
  new: flag,
  optimized: flag,
  maturity: MaturityParam,
});
export const PlaylistResponse = z.object({ data: EditorialPlaylist });
export type PlaylistResponse = z.infer<typeof PlaylistResponse>;

/** GET /api/v2/catalog/playlist: the playlists at a page, location and (optionally) position. */
export const PlaylistByLocationQuery = PlaylistsAllQuery.extend({
  position: z.coerce.number().int().optional(),
  location: z.coerce.number().int(),
});

/** GET /api/v2/v1/catalog/menu: type MOVIE, ORIGINAL (page_id 44), QUICKIE, TV or MUSIC. */
export const MenuQuery = z.object({
  type: z.enum(['MOVIE', 'ORIGINAL', 'QUICKIE', 'TV', 'MUSIC']),
  page_id: z.coerce.number().int().optional(),
  maturity: MaturityParam,
});
export const MenuResponse = z.object({
  assets: z.array(
    z.object({
      title: z.string(),
      asset_type: z.string(),
      asset_id: z.number().int(),
      asset_slug: z.string(),
      position: z.number().int(),
    }),
  ),
  genre: z.array(z.object({ id: z.number().int(), type: z.string(), title: z.string(), slug: z.string() })),
});
export type MenuResponse = z.infer<typeof MenuResponse>;

/** GET /api/v2/catalog/tv/providers */
export const ProvidersQuery = z.object({ type: z.string().optional(), platform: z.string().default('web') });
export const ProvidersResponse = z.object({
  data: z.array(z.object({ provider_id: z.number().int(), provider_name: z.string(), provider_code: z.string() })),
});
export type ProvidersResponse = z.infer<typeof ProvidersResponse>;

/** GET /api/v2/catalog/language: content_types '3,4' for music albums, otherwise '1'; limit 5. */
export const LanguageQuery = z.object({
  asset_type: z.string().optional(),
  content_types: z.string().default('1'),
  limit: z.coerce.number().int().min(1).max(50).default(5),
  maturity: MaturityParam,
});
export const LanguageResponse = z.object({
  data: z.array(z.object({ code: z.string(), name: z.string(), native_name: z.string(), count: z.number().int() })),
});
export type LanguageResponse = z.infer<typeof LanguageResponse>;

export const Person = z.object({
  person_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  role: z.string(),
  character: z.string().nullable(),
  images: ImageSet,
});
export type Person = z.infer<typeof Person>;

/** A star as a card (search results, star lists). */
export const StarCard = z.object({ person_id: z.number().int(), name: z.string(), slug: z.string(), images: ImageSet });
export type StarCard = z.infer<typeof StarCard>;

export const ContentSummary = z.object({
  content_id: z.number().int(),
  content_title: z.string(),
  content_slug: z.string(),
  content_type_id: z.number().int(),
  duration: z.number().int().nullable(),
  season_number: z.number().int().nullable(),
  episode_number: z.number().int().nullable(),
  playable: z.boolean(),
  images: ImageSet,
});
export type ContentSummary = z.infer<typeof ContentSummary>;

/** GET /api/v2/catalog/asset/{assetId}: an asset's page (the spec leaves this call's path open). */
export const AssetDetailResponse = z.object({
  data: CatalogueItem.extend({
    audio_languages: z.array(z.string()),
    // the languages of its media's subtitles, as catalogue codes (contract/content-languages.ts)
    subtitle_languages: z.array(z.string()),
    genres: z.array(z.object({ id: z.number().int(), title: z.string(), slug: z.string() })),
    cast: z.array(Person),
    contents: z.array(ContentSummary),
    related: z.array(CatalogueItem),
  }),
});
export type AssetDetailResponse = z.infer<typeof AssetDetailResponse>;
export type AssetDetail = AssetDetailResponse['data'];
