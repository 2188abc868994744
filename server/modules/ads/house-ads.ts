// The origin's own ad inventory (ARCHITECTURE.md "ads on the free plan"): house ads for
// Chalchitra's own offers, played from the generated media like any stream.

export interface HouseAd {
  id: string;
  title: string;
  /** Folder of the ad's HLS master under the media root. */
  mediaFolder: string;
  durationSeconds: number;
  /** Seconds after which the viewer may skip; null: not skippable. */
  skipAfterSeconds: number | null;
  clickThrough: string;
}

export const HOUSE_ADS: HouseAd[] = [
  {
    id: 'house-premium',
    title: 'Chalchitra Premium: no ad breaks, ever',
    mediaFolder: 'video/set-2',
    durationSeconds: 24,
    skipAfterSeconds: 5,
    clickThrough: '/purchase?src=en&ent=SVOD',
  },
  {
    id: 'house-rewards',
    title: 'Earn coins as you watch on MZaalo',
    mediaFolder: 'video/set-3',
    durationSeconds: 24,
    skipAfterSeconds: 5,
    clickThrough: '/rewards',
  },
  {
    id: 'house-music',
    title: 'New on Chalchitra Music',
    mediaFolder: 'video/set-4',
    durationSeconds: 24,
    skipAfterSeconds: null,
    clickThrough: '/music',
  },
];

/** Minutes of content between mid-roll breaks. */
export const MIDROLL_EVERY_SECONDS = 15 * 60;

/** Break offsets in seconds: 0 (pre-roll), then every MIDROLL_EVERY_SECONDS, none in the last 2 minutes. */
export function cuePoints(durationSeconds: number): number[] {
  const points = [0];
  for (let at = MIDROLL_EVERY_SECONDS; at < durationSeconds - 120; at += MIDROLL_EVERY_SECONDS) points.push(at);
  return points;
}

/** The ad for a break: rotates through the inventory by content and slot. */
export function adFor(contentId: number, slot: number): HouseAd {
  return HOUSE_ADS[(contentId + slot) % HOUSE_ADS.length];
}

/** 754 → '00:12:34' (VAST and VMAP time format). */
export function vastTime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}.000`;
}

export function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
