// Who plays what, and who sees ad breaks: the plan matrix as data (README "Plans and access").
// Access levels of a content: free, avod (ad-supported) and svod (subscription). The viewer is a
// visitor who is not signed in, or a signed-in user on one of the plans of spec 000 §1.

import type { AccessLevel } from './constants';
import { FREE_PLAN_COUNTRIES } from './plans';

export const VIEWER_PLANS = ['visitor', 'basic', 'mzaalo', 'plus', 'premium'] as const;
export type ViewerPlan = (typeof VIEWER_PLANS)[number];

/** spec 000 §3: subscription popup types. */
export type PopupType = 'svod' | 'avod' | 'avod+svod';

export type Entitlement = { play: true; ads: boolean } | { play: false; popupType: PopupType };

const PLAY_WITH_ADS = { play: true, ads: true } as const;
const PLAY_AD_FREE = { play: true, ads: false } as const;
/** Where the free plan is offered, the popup offers it beside the paid plans. */
const OFFER_FREE_OR_PAID = { play: false, popupType: 'avod+svod' } as const;
const OFFER_PAID = { play: false, popupType: 'svod' } as const;

/**
 * The matrix: rows are plans, columns access levels. Premium plays everything with no ad breaks;
 * plus plays free and ad-supported titles ad-free; MZaalo plays free and ad-supported titles with
 * ad breaks; basic users and visitors play free titles with ad breaks and are offered a plan for
 * the rest. Subscription titles need premium.
 */
export const ENTITLEMENT_MATRIX: Record<ViewerPlan, Record<AccessLevel, Entitlement>> = {
  visitor: { free: PLAY_WITH_ADS, avod: OFFER_FREE_OR_PAID, svod: OFFER_PAID },
  basic: { free: PLAY_WITH_ADS, avod: OFFER_FREE_OR_PAID, svod: OFFER_PAID },
  mzaalo: { free: PLAY_WITH_ADS, avod: PLAY_WITH_ADS, svod: OFFER_PAID },
  plus: { free: PLAY_AD_FREE, avod: PLAY_AD_FREE, svod: OFFER_PAID },
  premium: { free: PLAY_AD_FREE, avod: PLAY_AD_FREE, svod: PLAY_AD_FREE },
};

/**
 * Streams a plan may play at once (issue 15; beyond the spec, as JioHotstar and Netflix do):
 * visitors play only free titles, without an account to count against.
 */
export const STREAM_LIMITS: Record<Exclude<ViewerPlan, 'visitor'>, number> = { basic: 1, mzaalo: 1, plus: 2, premium: 4 };

/** The streams of a plan tier, or undefined for a tier outside the matrix. */
export function streamLimitOf(tier: string): number | undefined {
  return Object.hasOwn(STREAM_LIMITS, tier) ? STREAM_LIMITS[tier as keyof typeof STREAM_LIMITS] : undefined;
}
/** How often a player renews its stream lease; a lease lapses after two missed renewals. */
export const STREAM_HEARTBEAT_SECONDS = 30;

/** A signed-in user's plan (spec 000 §1 and §3 "Plan values"). */
export type PlanName = Exclude<ViewerPlan, 'visitor'>;

/** Reads a plan value: basic, plus, premium, or the free plan named MZaalo (also called AVOD); null when it names none. */
export function planOf(value: string | null | undefined): PlanName | null {
  const plan = value?.trim().toLowerCase();
  if (plan === 'mzaalo' || plan === 'avod') return 'mzaalo';
  if (plan === 'basic' || plan === 'plus' || plan === 'premium') return plan;
  return null;
}

/**
 * The row of the matrix a viewer gets: a visitor when there is no account (no plan value), else
 * the account's plan; an account whose plan value names no plan has no subscription: basic.
 */
export function viewerPlanOf(activeUserPlan: string | null | undefined): ViewerPlan {
  if (activeUserPlan === undefined || activeUserPlan === null) return 'visitor';
  return planOf(activeUserPlan) ?? 'basic';
}

/** Whether any title this viewer may play comes with ad breaks (the web fetches the ad part of the player ahead only then). */
export function adBreaksLikely(activeUserPlan: string | null | undefined): boolean {
  return Object.values(ENTITLEMENT_MATRIX[viewerPlanOf(activeUserPlan)]).some((cell) => cell.play && cell.ads);
}

export function accessLevelOf(access: string): AccessLevel {
  return access === 'avod' || access === 'svod' ? access : 'free';
}

/** The matrix cell, with the free plan left out of the offer where it is not sold. */
export function entitlementFor(plan: ViewerPlan, access: AccessLevel, country: string): Entitlement {
  const cell = ENTITLEMENT_MATRIX[plan][access];
  if (!cell.play && cell.popupType === 'avod+svod' && !FREE_PLAN_COUNTRIES.has(country.toUpperCase())) return OFFER_PAID;
  return cell;
}

/** Whether a title may play in the viewer's country; an empty list means everywhere. */
export function playsInCountry(countries: string[], country: string): boolean {
  return countries.length === 0 || countries.includes(country.toUpperCase());
}

/**
 * Downloads (issue 19; spec 000 §1 and spec 001 §1: Premium "has downloads", the free plan has
 * none): which plans may keep titles for offline viewing, beside the play matrix above.
 */
export const DOWNLOAD_ENTITLEMENTS: Record<ViewerPlan, boolean> = {
  visitor: false,
  basic: false,
  mzaalo: false,
  plus: false,
  premium: true,
};
/** Titles an account may hold downloaded at once, over all its devices (our choice; README "Downloads"). */
export const DOWNLOAD_TITLE_LIMIT = 25;
/** Devices (browsers) an account may hold downloads on at once (our choice; README "Downloads"). */
export const DOWNLOAD_DEVICE_LIMIT = 3;
/** The help centre: "Downloads expire after 30 days or 48 hours after you start watching." */
export const DOWNLOAD_KEEP_DAYS = 30;
export const DOWNLOAD_WATCH_HOURS = 48;
/** What a plan without downloads is told, with a link to /purchase (issue 19). */
export const DOWNLOADS_PREMIUM_PROMPT = 'Downloads come with Premium';

export function canDownload(plan: ViewerPlan): boolean {
  return DOWNLOAD_ENTITLEMENTS[plan];
}

/** Whether a viewer may play a title now: in its countries, and in the plan matrix (what a play call admits). */
export function mayPlay(plan: ViewerPlan, title: { access: string; countries: string[] }, country: string): boolean {
  return playsInCountry(title.countries, country) && entitlementFor(plan, accessLevelOf(title.access), country).play;
}
