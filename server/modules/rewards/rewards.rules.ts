import { getCountry } from 'countries-and-timezones';
import { DEFAULT_COUNTRY } from '../../../contract/constants';
import { LEASE_SECONDS } from '../streams/streams.service';
import { render, text, type Text } from '../../platform/texts';

// What MZaalo users earn coins for (spec 000 §1, spec 001 §7 "rewards SDK" actions; issue 14),
// as data: the /rewards page lists these same rules, and each is tested on its own.

export type EarnAction = 'CHECKED_IN' | 'SIGNED_UP' | 'CONTENT_VIEWED' | 'SHARED' | 'REFERRED';

export interface EarningRule {
  action: EarnAction;
  /** coins per event (CONTENT_VIEWED: per whole minute watched) */
  coins: number;
  /** the most events a day (the user's country's calendar); undefined = no daily cap */
  dailyCap?: number;
  /** what the /rewards page says, in English */
  title: string;
  description: string;
  /** the same words, to render in the reader's language */
  words: { title: Text; description: Text };
}

/** The coins for joining and for a referral wait until the new account has watched this long (issue 46). */
export const QUALIFYING_WATCH_MINUTES = 3;
/** The most referrals a referrer is paid for in one month of its reward country's calendar. */
export const REFERRALS_PER_MONTH = 10;

/** The most coins an account earns for watching in one day (its country's calendar), over all its titles and screens. */
export const WATCH_COINS_PER_DAY = 120;

/** What the /rewards page says of each rule, in the catalogue (its English on the rule too). */
const WORDS: Record<EarnAction, EarningRule['words']> = {
  CHECKED_IN: { title: text('errors.rewards.rules.checkIn.title'), description: text('errors.rewards.rules.checkIn.description') },
  SIGNED_UP: {
    title: text('errors.rewards.rules.join.title'),
    description: text('errors.rewards.rules.join.description', { minutes: QUALIFYING_WATCH_MINUTES }),
  },
  CONTENT_VIEWED: {
    title: text('errors.rewards.rules.watch.title'),
    description: text('errors.rewards.rules.watch.description', { coins: WATCH_COINS_PER_DAY }),
  },
  SHARED: { title: text('errors.rewards.rules.share.title'), description: text('errors.rewards.rules.share.description') },
  REFERRED: {
    title: text('errors.rewards.rules.refer.title'),
    description: text('errors.rewards.rules.refer.description', { minutes: QUALIFYING_WATCH_MINUTES, friends: REFERRALS_PER_MONTH }),
  },
};
const worded = (action: EarnAction) => ({
  title: render(WORDS[action].title),
  description: render(WORDS[action].description),
  words: WORDS[action],
});

export const EARNING_RULES: Record<EarnAction, EarningRule> = {
  CHECKED_IN: { action: 'CHECKED_IN', coins: 10, dailyCap: 1, ...worded('CHECKED_IN') },
  SIGNED_UP: { action: 'SIGNED_UP', coins: 100, ...worded('SIGNED_UP') },
  CONTENT_VIEWED: { action: 'CONTENT_VIEWED', coins: 1, dailyCap: WATCH_COINS_PER_DAY, ...worded('CONTENT_VIEWED') },
  SHARED: { action: 'SHARED', coins: 5, dailyCap: 3, ...worded('SHARED') },
  REFERRED: { action: 'REFERRED', coins: 200, ...worded('REFERRED') },
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
