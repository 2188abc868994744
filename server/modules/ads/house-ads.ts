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
  /** Fit for a profile with a maturity ceiling (a kids profile, issue 49): no offers to buy or earn. */
  kidSafe: boolean;
}

export const HOUSE_ADS: HouseAd[] = [
  {
    id: 'house-premium',
    title: 'Chalchitra Premium: no ad breaks, ever',
    mediaFolder: 'video/set-2',
    durationSeconds: 24,
    skipAfterSeconds: 5,
    clickThrough: '/purchase?src=en&ent=SVOD',
    kidSafe: false,
  },
  {
    id: 'house-rewards',
    title: 'Earn coins as you watch on MZaalo',
    mediaFolder: 'video/set-3',
    durationSeconds: 24,
    skipAfterSeconds: 5,
    clickThrough: '/rewards',
    kidSafe: false,
  },
  {
    id: 'house-music',
    title: 'New on Chalchitra Music',
    mediaFolder: 'video/set-4',
    durationSeconds: 24,
    skipAfterSeconds: null,
    clickThrough: '/music',
    kidSafe: true,
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

const KID_SAFE_ADS = HOUSE_ADS.filter((ad) => ad.kidSafe);

/** The ad for a break: rotates by content and slot through the inventory, or its kid-safe part for a viewer with a ceiling. */
export function adFor(contentId: number, slot: number, kidSafeOnly = false): HouseAd {
  const inventory = kidSafeOnly ? KID_SAFE_ADS : HOUSE_ADS;
  return inventory[(contentId + slot) % inventory.length];
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
