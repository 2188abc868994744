import 'server-only';
import { originGet } from '@/lib/api/server';
import type { ContinueWatchingResponse } from '@/contract/schemas/playback';

/** GET /api/v2/secured/user/continue-watching – only for a signed-in visitor; [] when it fails. */
export async function getContinueWatching(): Promise<ContinueWatchingResponse['data']> {
  try {
    const { data } = await originGet<ContinueWatchingResponse>('/api/v2/secured/user/continue-watching', {
      query: { img_quality: 2, rows: 20 },
    });
    return data;
  } catch (error) {
    console.error('Continue watching could not be loaded; the page goes on without it', error);
    return [];
  }
}
