import 'server-only';
import { cache } from 'react';
import { originGet, originGetOrNull } from '@/lib/api/server';
import type { SearchEntity, SearchResponse } from '@/contract/schemas/search';
import type { AlbumDetail, AlbumResponse, Chart, MusicListResponse, TopChartResponse, TrackResponse } from '@/contract/schemas/music';
import type {
  AssetsResponse,
  Genre,
  GenresResponse,
  LiveResponse,
  PersonDetail,
  PersonResponse,
  ProviderResponse,
  StarsResponse,
} from '@/contract/schemas/browse';
import type { LanguageResponse } from '@/contract/schemas/catalogue';

// Search, music and browse reads for server components: one function per origin call. Functions a
// page and its metadata both call are cached per request.

export const getSearch = cache(async (q: string, entity?: SearchEntity, start = 0, rows = 12): Promise<SearchResponse> =>
  originGet<SearchResponse>('/api/v2/search', { query: { q, entity, start, rows, img_quality: 2 } }),
);

export const getPerson = cache(async (ref: { id: number } | { slug: string }): Promise<PersonDetail | null> => {
  const path = 'id' in ref ? `/api/v2/catalog/person/${ref.id}` : `/api/v2/catalog/people/${encodeURIComponent(ref.slug)}`;
  return (await originGetOrNull<PersonResponse>(path, { shared: true, query: { img_quality: 2 } }))?.data ?? null;
});

export async function getStars(start = 0, rows = 60): Promise<StarsResponse> {
  return originGet<StarsResponse>('/api/v2/catalog/stars', { shared: true, query: { start, rows, img_quality: 2 } });
}

export async function getGenres(kind: 'video' | 'original' | 'music' | 'music_video', assetType?: string): Promise<Genre[]> {
  return (await originGet<GenresResponse>('/api/v2/catalog/genres', { shared: true, query: { kind, asset_type: assetType } })).data;
}

export interface AssetListQuery {
  assetType: string;
  genreId?: number;
  language?: string;
  /** "In my languages": only titles whose audio, their own or a dub, is in one of these (catalogue codes) */
  audioLanguages?: readonly string[];
  provider?: string;
  sort?: 'popular' | 'new';
  start?: number;
  rows?: number;
}

/** null when the genre or provider asked for does not exist. */
export const getAssets = cache(async (query: AssetListQuery): Promise<AssetsResponse | null> =>
  originGetOrNull<AssetsResponse>('/api/v2/catalog/assets', {
    shared: true,
    query: {
      asset_type: query.assetType,
      genre_id: query.genreId,
      language: query.language,
      audio_languages: query.audioLanguages?.join(','),
      provider: query.provider,
      sort: query.sort ?? 'popular',
      start: query.start ?? 0,
      rows: query.rows ?? 48,
      img_quality: 2,
    },
  }),
);

export async function getLanguages(contentTypes = '1', limit = 20): Promise<LanguageResponse['data']> {
  return (await originGet<LanguageResponse>('/api/v2/catalog/language', { shared: true, query: { content_types: contentTypes, limit } }))
    .data;
}

export const getProvider = cache(
  async (code: string): Promise<ProviderResponse['data'] | null> =>
    (
      await originGetOrNull<ProviderResponse>(`/api/v2/catalog/tv/provider/${encodeURIComponent(code)}`, {
        shared: true,
        query: { img_quality: 2 },
      })
    )?.data ?? null,
);

export async function getLiveGuide(provider?: string): Promise<LiveResponse | null> {
  return originGetOrNull<LiveResponse>('/api/v2/catalog/tv/live', { shared: true, query: { provider, img_quality: 2 } });
}

export const getAlbum = cache(
  async (id: number): Promise<AlbumDetail | null> =>
    (
      await originGetOrNull<AlbumResponse>(`/api/v2/catalog/music/album/${id}`, {
        shared: true,
        query: { max_result: 200, img_quality: 3 },
      })
    )?.data ?? null,
);

export const getTrack = cache(
  async (id: number): Promise<TrackResponse['data'] | null> =>
    (await originGetOrNull<TrackResponse>(`/api/v2/catalog/music/track/${id}`, { shared: true, query: { img_quality: 3 } }))?.data ?? null,
);

export async function getCharts(type: 'audio' | 'video', rows = 5): Promise<Chart[]> {
  return (
    await originGet<TopChartResponse>('/api/v2/catalog/music/topchart', {
      shared: true,
      query: { list: true, type, rows, device: 'web', img_quality: 2 },
    })
  ).data;
}

export const getChart = cache(
  async (chartId: number): Promise<Chart | null> =>
    (
      await originGetOrNull<TopChartResponse>('/api/v2/catalog/music/topchart', {
        shared: true,
        query: { chart_id: chartId, start: 0, rows: 100, device: 'web', img_quality: 2 },
      })
    )?.data[0] ?? null,
);

export async function getMusicAlbums(query: {
  contentTypeId: 3 | 4;
  popular?: boolean;
  genreId?: number;
  rows?: number;
}): Promise<MusicListResponse> {
  return originGet<MusicListResponse>('/api/v2/catalog/music/albums', {
    shared: true,
    query: {
      content_type_id: query.contentTypeId,
      popular: query.popular ?? false,
      genre_id: query.genreId,
      start_index: 0,
      max_result: query.rows ?? 48,
      img_quality: 2,
    },
  });
}

export async function getMusicTracks(query: {
  contentType: 3 | 4;
  popular?: boolean;
  genreType?: string;
  rows?: number;
}): Promise<MusicListResponse> {
  return originGet<MusicListResponse>('/api/v2/catalog/music/tracks', {
    shared: true,
    query: {
      content_type: query.contentType,
      popular: query.popular ?? false,
      genre_type: query.genreType,
      start_index: 0,
      max_result: query.rows ?? 48,
      img_quality: 2,
    },
  });
}
