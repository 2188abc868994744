import { z } from 'zod';
import { CatalogueItem, ImgQuality, MaturityParam, Person } from './catalogue';

// Music calls of spec 001 §7 (album, track, top charts, albums, tracks). The spec names their
// parameters; the answer shapes are ours and documented in the OpenAPI description.

/** spec 001 §9: album detail max_result 15; music tracks default 20. */
export const ALBUM_DETAIL_MAX_RESULT = 15;
export const MUSIC_TRACKS_DEFAULT = 20;
/** spec 001 §9 content type ids for music video and music audio. */
const MusicContentType = z.coerce
  .number()
  .int()
  .refine((value) => value === 3 || value === 4, 'content type 3 (music video) or 4 (music audio)');
const flag = z.enum(['true', 'false']).optional();

export const AlbumQuery = z.object({
  content_type: MusicContentType.optional(),
  max_result: z.coerce.number().int().min(1).max(1000).default(ALBUM_DETAIL_MAX_RESULT),
  start_index: z.coerce.number().int().min(0).default(0),
  img_quality: ImgQuality,
  maturity: MaturityParam,
});
/** The film an album or music video comes from: its songs offer "Watch the movie". */
const Film = z
  .object({ asset_type: z.literal('MOVIE'), asset_id: z.number().int(), asset_title: z.string(), asset_slug: z.string() })
  .nullable();

export const AlbumResponse = z.object({
  data: CatalogueItem.extend({
    film: Film,
    genres: z.array(z.object({ id: z.number().int(), title: z.string(), slug: z.string() })),
    people: z.array(Person),
    total: z.number().int(),
    // the album's tracks (or the video's content), each playable by content_id
    tracks: z.array(CatalogueItem),
  }),
});
export type AlbumResponse = z.infer<typeof AlbumResponse>;
export type AlbumDetail = AlbumResponse['data'];

export const TrackResponse = z.object({ data: CatalogueItem.extend({ people: z.array(Person), film: Film }) });
export type TrackResponse = z.infer<typeof TrackResponse>;

/** GET /api/v2/catalog/music/topchart: `list` for every chart (first `rows` entries each), or one chart by chart_id. */
export const TopChartQuery = z.object({
  list: flag,
  chart_id: z.coerce.number().int().positive().optional(),
  type: z.enum(['audio', 'video']).optional(),
  start: z.coerce.number().int().min(0).default(0),
  rows: z.coerce.number().int().min(1).max(100).default(MUSIC_TRACKS_DEFAULT),
  device: z.string().default('web'),
  img_quality: ImgQuality,
  maturity: MaturityParam,
});
export const Chart = z.object({
  chart_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  kind: z.enum(['audio', 'video']),
  description: z.string(),
  total: z.number().int(),
  contents: z.array(CatalogueItem),
});
export type Chart = z.infer<typeof Chart>;
export const TopChartResponse = z.object({ data: z.array(Chart) });
export type TopChartResponse = z.infer<typeof TopChartResponse>;

const Paging = {
  start_index: z.coerce.number().int().min(0).default(0),
  popular: flag,
  img_quality: ImgQuality,
  maturity: MaturityParam,
};

/** GET /api/v2/catalog/music/albums: content_type_id 4 lists albums, 3 music videos; newest first unless popular=true. */
export const AlbumsQuery = z.object({
  ...Paging,
  max_result: z.coerce.number().int().min(1).max(100).default(MUSIC_TRACKS_DEFAULT),
  content_type_id: MusicContentType.default(4),
  genre_id: z.coerce.number().int().positive().optional(),
  language: z.string().max(8).optional(),
});

/** GET /api/v2/catalog/music/tracks: tracks (4) or music videos (3); genre_type is a genre id or slug. */
export const TracksQuery = z.object({
  ...Paging,
  max_result: z.coerce.number().int().min(1).max(100).default(MUSIC_TRACKS_DEFAULT),
  content_type: MusicContentType.default(4),
  order: z.enum(['asc', 'desc']).default('desc'),
  genre_type: z.string().max(60).optional(),
});
export const MusicListResponse = z.object({ data: z.array(CatalogueItem), total: z.number().int() });
export type MusicListResponse = z.infer<typeof MusicListResponse>;
