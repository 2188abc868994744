import { getCountry } from 'countries-and-timezones';
import { DEFAULT_COUNTRY } from '../../../contract/constants';
import { LEASE_SECONDS } from '../streams/streams.service';

// What MZaalo users earn coins for (spec 000 §1, spec 001 §7 "rewards SDK" actions; issue 14),
// as data: the /rewards page lists these same rules, and each is tested on its own.

export type EarnAction = 'CHECKED_IN' | 'SIGNED_UP' | 'CONTENT_VIEWED' | 'SHARED' | 'REFERRED';

export interface EarningRule {
  action: EarnAction;
  /** coins per event (CONTENT_VIEWED: per whole minute watched) */
  coins: number;
  /** the most events a day (the user's country's calendar); undefined = no daily cap */
  dailyCap?: number;
  /** what the /rewards page says */
  title: string;
  description: string;
}

/** The coins for joining and for a referral wait until the new account has watched this long (issue 46). */
export const QUALIFYING_WATCH_MINUTES = 3;
/** The most referrals a referrer is paid for in one month of its reward country's calendar. */
export const REFERRALS_PER_MONTH = 10;

/** The most coins an account earns for watching in one day (its country's calendar), over all its titles and screens. */
export const WATCH_COINS_PER_DAY = 120;

export const EARNING_RULES: Record<EarnAction, EarningRule> = {
  CHECKED_IN: { action: 'CHECKED_IN', coins: 10, dailyCap: 1, title: 'Check in', description: 'Sign in once a day.' },
  SIGNED_UP: {
    action: 'SIGNED_UP',
    coins: 100,
    title: 'Join MZaalo',
    description: `Once, when your account is on the MZaalo plan, its e-mail or mobile number is verified with a code, and you have watched ${QUALIFYING_WATCH_MINUTES} minutes.`,
  },
  CONTENT_VIEWED: {
    action: 'CONTENT_VIEWED',
    coins: 1,
    dailyCap: WATCH_COINS_PER_DAY,
    title: 'Watch',
    description: `For every minute a title you can watch plays in the player, up to its length each day. You can earn up to ${WATCH_COINS_PER_DAY} coins a day for watching.`,
  },
  SHARED: { action: 'SHARED', coins: 5, dailyCap: 3, title: 'Share', description: 'Share a title with friends, up to 3 times a day.' },
  REFERRED: {
    action: 'REFERRED',
    coins: 200,
    title: 'Refer a friend',
    description: `When a friend joins with your link, verifies their e-mail or mobile number and watches ${QUALIFYING_WATCH_MINUTES} minutes; up to ${REFERRALS_PER_MONTH} friends a month. Two accounts cannot earn for referring each other.`,
  },
};

/** More accounts than this checking in from one device on one day flags them all. */
export const CHECK_INS_PER_DEVICE_PER_DAY = 3;

/**
 * The calendar day (YYYY-MM-DD) at `at` in the time zone of `country` (its first listed zone;
 * India's by default). The rewards service passes the account's reward country, never a country
 * the call names, so a check-in cannot be had twice by naming another time zone.
 */
export function rewardDay(at: Date, country: string | undefined): string {
  const zone = getCountry(country ?? DEFAULT_COUNTRY)?.timezones[0] ?? getCountry(DEFAULT_COUNTRY)!.timezones[0];
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * Milliseconds of watching one heartbeat of a stream lease adds: the server's time since the
 * lease last counted (or started), never more than a lease lives unrenewed, never more than the
 * player says it played (the player's word can only lower the count), never more than is left of
 * the title for the lease and the day.
 */
export function watchedOnHeartbeat(input: { sinceMs: number; playedMs?: number; leftMs: number }): number {
  const counted = Math.min(input.sinceMs, LEASE_SECONDS * 1000, input.playedMs ?? Infinity, input.leftMs);
  return counted > 0 ? Math.floor(counted) : 0;
}
