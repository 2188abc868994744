// What the player tells the origin while it plays: the viewer's position (resume and Continue
// watching, signed-in viewers only) and, when enabled, player logs (spec 001 §3 and §7).

import { saveProgress, sendPlayerLog } from '@/lib/api/playback-client';
import { isMobileUserAgent } from '@/contract/platform';

/** How often a playing video reports its position. */
export const PROGRESS_INTERVAL_MS = 10_000;

/** Reports the position every PROGRESS_INTERVAL_MS while playing, on pause and when stopped. */
export function reportProgress(video: HTMLMediaElement, contentId: number): () => void {
  let last = -1;
  const send = () => {
    const position = Math.floor(video.currentTime);
    if (position === last || position <= 0) return;
    last = position;
    const duration = Number.isFinite(video.duration) ? Math.floor(video.duration) : 0;
    saveProgress(contentId, position, duration).catch((error: unknown) => console.warn('Progress not saved', error));
  };
  const timer = window.setInterval(() => {
    if (!video.paused) send();
  }, PROGRESS_INTERVAL_MS);
  video.addEventListener('pause', send);
  return () => {
    window.clearInterval(timer);
    video.removeEventListener('pause', send);
    send();
  };
}

export interface PlayerLogContext {
  mediaUrl: string;
  assetId: number | string;
  contentId: number | string;
  userId?: string;
  country?: string;
  deviceId?: string;
}

/** spec 001 §7: the session id is a hash of platform, IP, user id, content id and the time. */
export async function videoSessionId(parts: {
  platform: string;
  ip: string;
  userId: string;
  contentId: string;
  time: number;
}): Promise<string> {
  const text = [parts.platform, parts.ip, parts.userId, parts.contentId, parts.time].join('|');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}

/** A logger bound to one playback; every field the spec lists, with 'N/A' and 'NA' defaults. */
export async function createPlayerLogger(context: PlayerLogContext) {
  const platform = isMobileUserAgent(navigator.userAgent) ? 'mobile_web' : 'web';
  const userId = context.userId ?? 'N/A';
  const sessionId = await videoSessionId({ platform, ip: 'NA', userId, contentId: String(context.contentId), time: Date.now() });
  const started = Date.now();
  return (action: string, error?: { code?: string | number; message?: string }, bitrate?: number) => {
    void sendPlayerLog({
      mediaUrl: context.mediaUrl,
      action,
      secDiff: Math.round((Date.now() - started) / 1000),
      ip: 'NA',
      uuid: userId,
      platform,
      ccode: context.country ?? 'NA',
      bitrate: bitrate ? String(bitrate) : 'NA',
      asset_id: context.assetId,
      content_id: context.contentId,
      video_session_id: sessionId,
      error_code: error?.code !== undefined ? String(error.code) : 'NA',
      error_message: error?.message ?? 'NA',
      user_agent: navigator.userAgent,
      device_id: context.deviceId ?? 'NA',
    }).catch((failure: unknown) => console.warn('Player log not sent', failure));
  };
}
