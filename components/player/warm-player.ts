import { client } from '@/lib/api/lazy-client';
import { LazyVideoPlayer } from './lazy-player';

/**
 * Fetches the code a play needs, each part once: the play's preparation (play-prefetch.ts), the
 * API client its calls use and the player; `media` also hls.js and, when `ads`, the ad part.
 * Returns the preparation's module. A title's Play asks for the media code only after its calls
 * are sent (preparePlay), so that the calls do not wait behind it.
 */
export function warmPlayer({ ads, media }: { ads: boolean; media: boolean }): Promise<typeof import('./play-prefetch')> {
  const prefetch = import('./play-prefetch');
  void client().catch(() => undefined);
  void LazyVideoPlayer.load().catch(() => undefined);
  if (media) void prefetch.then(({ warmPlayerCode }) => warmPlayerCode({ ads })).catch(() => undefined);
  return prefetch;
}
