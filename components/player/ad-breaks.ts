// Ad breaks on the free plan: the origin's VMAP lists the breaks; each break's VAST 4 ad is
// fetched, played and tracked with the VAST client library. Loaded only for viewers with ads.

import { VASTClient, VASTTracker } from '@dailymotion/vast-client';
import { attachStream } from './attach-stream';
import type { AdBreak } from './ad-schedule';

export type { AdBreak };

export interface AdState {
  /** The ad's own title, when it has one (the overlay says "Advertisement" otherwise). */
  title: string | undefined;
  /** Seconds left before Skip is offered; null when the ad cannot be skipped. */
  skipIn: number | null;
  remaining: number;
  skip: () => void;
}

/**
 * Plays one break's ad in the video element and resolves when it ends, is skipped or fails (a
 * failed ad never blocks the programme). `onState` drives the ad label and the Skip button; the ad
 * is made ready at once and plays when `started` resolves (Play pressed).
 */
export async function playAdBreak(
  video: HTMLVideoElement,
  { vast }: AdBreak,
  onState: (state: AdState | null) => void,
  started: Promise<unknown> = Promise.resolve(),
): Promise<void> {
  const client = new VASTClient();
  let response: {
    ads: Array<{
      title?: string;
      creatives: Array<{ type: string; duration: number; skipDelay: number | null; mediaFiles: Array<{ fileURL: string }> }>;
    }>;
  };
  try {
    response =
      'xml' in vast
        ? await client.parseVAST(new DOMParser().parseFromString(vast.xml, 'application/xml'))
        : // withCredentials: the ad's media is signed for this viewer's device or session cookie
          await client.get(new URL(vast.url, window.location.origin).toString(), { withCredentials: true });
  } catch (error) {
    console.warn('Ad not loaded; the programme goes on', error);
    return;
  }
  const ad = response.ads[0];
  const creative = ad?.creatives.find((item) => item.type === 'linear');
  const media = creative?.mediaFiles[0]?.fileURL;
  if (!ad || !creative || !media) return;

  const tracker = new VASTTracker(client, ad as never, creative as never);
  const stream = await attachStream(video, media, [], () => tracker.errorWithCode('405'), started);
  return new Promise<void>((resolve) => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('ended', onEnded);
      stream.destroy();
      onState(null);
      resolve();
    };
    const skip = () => {
      tracker.skip();
      finish();
    };
    const onTime = () => {
      tracker.setProgress(video.currentTime);
      const skipDelay = typeof creative.skipDelay === 'number' && creative.skipDelay >= 0 ? creative.skipDelay : null;
      onState({
        title: ad.title,
        skipIn: skipDelay === null ? null : Math.max(0, Math.ceil(skipDelay - video.currentTime)),
        remaining: Math.max(0, Math.ceil(creative.duration - video.currentTime)),
        skip,
      });
    };
    const onEnded = () => {
      tracker.complete();
      finish();
    };
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('ended', onEnded, { once: true });
    video.addEventListener('playing', () => tracker.trackImpression(), { once: true });
    onState({ title: ad.title, skipIn: creative.skipDelay ?? null, remaining: creative.duration, skip });
    void started.then(() => video.play()).catch(() => undefined);
  });
}
