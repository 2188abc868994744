import { callSamsung, currentWebview } from '@/lib/native-bridge';

// Tag manager events (spec 001 §7): pushed to window.dataLayer. The tag manager script itself
// loads only when its id is configured (GTM_ID); without it the events stay in the page.

export type AnalyticsEvent =
  | { event: 'page_view'; page_path: string }
  | { event: 'content_played'; asset_id: number | string; content_id: number | string; title: string; asset_type?: string }
  | { event: 'music_add_to_queue'; content_ids: Array<number | string> }
  | { event: 'music_play'; content_id: number | string; title: string }
  | { event: 'music_playlist'; content_ids: Array<number | string>; playlist: string }
  | { event: 'music_share'; content_id: number | string; title: string; method: string }
  | { event: 'music_more_from_album'; content_id: number | string; album_id: number | string }
  | { event: 'music_watch_movie'; from_asset_id: number | string; asset_id: number | string; title: string }
  // rewards (issue 14): coins earned, a coupon redeemed, the referral link shared
  | { event: 'reward_earned'; action: string; coins: number }
  | { event: 'reward_redeemed'; coupon_id: string; cost: number }
  | { event: 'reward_referral_shared'; method: string }
  // sign-in and plans (spec 000 §8 "Failure events are recorded for sign-in")
  | { event: 'login_failed'; step: string; message: string }
  | { event: 'login_cancelled' }
  | { event: 'subscription_popup_subscribe'; popup_type: string; ent: string }
  | { event: 'free_plan_success' };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
  // spec 001 §7: the Samsung app hears the same events through its bridge
  if (currentWebview() === 'samsung') callSamsung('logEvent', event.event, JSON.stringify(event));
}
