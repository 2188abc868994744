import 'server-only';
import { cache } from 'react';
import { originGet, originGetOrNull } from '@/lib/api/server';
import { renderVariantOf } from '@/lib/site';
import { pageRowsQuery } from '@/lib/api/page-rows';
import { CONTENT_LIMIT_DEFAULT, CONTENT_LIMIT_MOBILE } from '@/contract/constants';
import type {
  AssetDetail,
  AssetDetailResponse,
  CarouselResponse,
  PlaylistsAllResponse,
  PlaylistResponse,
} from '@/contract/schemas/catalogue';

// Catalogue reads for server components: one function per origin call.

/** spec 001 §9: content limit 10 on mobile, 20 otherwise. */
export async function contentLimit(): Promise<number> {
  return (await renderVariantOf()).platform === 'WEB' ? CONTENT_LIMIT_DEFAULT : CONTENT_LIMIT_MOBILE;
}

export async function getCarousel() {
  const { data } = await originGet<CarouselResponse>('/api/v2/catalog/content/carousel', { shared: true, query: { device_type: 'web' } });
  return data;
}

export async function getPageRows(page: string, start: number, rows: number): Promise<PlaylistsAllResponse> {
  return originGet<PlaylistsAllResponse>('/api/v2/catalog/playlists-all', {
    shared: true,
    query: pageRowsQuery(page, start, rows, await contentLimit()),
  });
}

export async function getPlaylist(id: number, start = 0, rows = 60) {
  const answer = await originGetOrNull<PlaylistResponse>(`/api/v2/catalog/playlist/${id}`, {
    shared: true,
    query: { start, rows, img_quality: 2 },
  });
  return answer?.data ?? null;
}

/** Cached per request: a page and its metadata share one call. */
export const getAsset = cache(async (assetId: number): Promise<AssetDetail | null> => {
  const answer = await originGetOrNull<AssetDetailResponse>(`/api/v2/catalog/asset/${assetId}`, {
    shared: true,
    query: { img_quality: 3 },
  });
  return answer?.data ?? null;
});
