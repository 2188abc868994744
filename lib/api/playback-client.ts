import type {
  ContinueWatchingResponse,
  LiveProfileResponse,
  ProfilesResponse,
  ProgressResponse,
  StreamRenewResponse,
} from '@/contract/schemas/playback';
import type { z } from 'zod';
import { del, get, post, put } from '@/lib/api/lazy-client';
import { hlsJsCanPlay } from '@/lib/media-source';

// Browser calls of playback (spec 001 §7), shared by the video player and the audio bar: signed
// play URLs, the ad schedule, the viewer's position and the player log. A 401 here is the caller's
// to handle (spec 001 §8): a visitor may play free titles.

const quiet = { skipAuthRedirect: true } as const;

export type ProgressAnswer = z.infer<typeof ProgressResponse>;
export type StreamRenewAnswer = z.infer<typeof StreamRenewResponse>;

/** spec 001 §7: the query of GET /api/v2/catalog/profiles/0.1/{contentId}. */
const PROFILE_QUERY = { platform: 2, version: 2, quality: 'auto', ps: 1, error: true, avod_enabled: true };

// GET /api/v2/catalog/profiles/0.1/{contentId} – with the next content for video, without for audio
export async function fetchProfiles(contentId: number, options: { nextContent: boolean }): Promise<ProfilesResponse> {
  const params: Record<string, string | number | boolean> = options.nextContent
    ? { ...PROFILE_QUERY, next_content: true }
    : { ...PROFILE_QUERY };
  // the browser's own HLS cannot take a renewed media grant: ask for one that lasts (lib/media-source.ts)
  if (!hlsJsCanPlay()) params.hls = 'native';
  return get<ProfilesResponse>(`/api/v2/catalog/profiles/0.1/${contentId}`, { params, ...quiet });
}

// GET /api/v2/livetv/profile/{contentId} – query error=true (spec 001 §7)
export async function fetchLiveProfile(channelId: number): Promise<LiveProfileResponse> {
  return get<LiveProfileResponse>(`/api/v2/livetv/profile/${channelId}`, { params: { error: true }, ...quiet });
}

// GET /api/v2/ads/vmap – the origin's ad decision for this viewer and content (VMAP XML)
export async function fetchAdSchedule(contentId: number, session: string): Promise<string> {
  return get<string>('/api/v2/ads/vmap', {
    params: { content_id: contentId, session },
    responseType: 'text',
    withoutCountry: true,
    ...quiet,
  });
}

// PUT /api/v2/secured/user/progress/{contentId} – where the viewer is (resume and Continue watching)
export async function saveProgress(contentId: number, position: number, duration: number): Promise<ProgressAnswer> {
  return put<ProgressAnswer>(`/api/v2/secured/user/progress/${contentId}`, { position, duration }, quiet);
}

// GET /api/v2/secured/user/continue-watching – a member's unfinished titles, for home's first row
export async function fetchContinueWatching(): Promise<ContinueWatchingResponse['data']> {
  return (await get<ContinueWatchingResponse>('/api/v2/secured/user/continue-watching', { params: { img_quality: 2, rows: 20 } })).data;
}

// POST /api/v2/player/log – one player event (spec 001 §3 payload)
export async function sendPlayerLog(entry: Record<string, string | number>): Promise<void> {
  await post('/api/v2/player/log', entry, quiet);
}

// PUT /api/v2/secured/streams/{leaseId} – the stream lease's heartbeat (404 STREAM_STOPPED once it lapsed or was
// stopped) with the seconds played since the last one; answers the coins a MZaalo member earned by that watching
export async function renewStream(leaseId: string, playedSeconds: number): Promise<StreamRenewAnswer> {
  return put<StreamRenewAnswer>(`/api/v2/secured/streams/${leaseId}`, { played_seconds: playedSeconds }, quiet);
}

// DELETE /api/v2/secured/streams/{leaseId} – stops this screen's stream, or another's to free a screen
export async function releaseStream(leaseId: string): Promise<void> {
  await del(`/api/v2/secured/streams/${leaseId}`, quiet);
}
