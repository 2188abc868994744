import type { EarningRule } from '@/contract/schemas/rewards';
import type { z } from 'zod';

// What the /rewards page calls the ledger's actions, and how it writes coins: keys of the
// rewards catalogue, translated by the component that shows them.

const ACTION_KEYS = {
  CHECKED_IN: 'actions.checkedIn',
  SIGNED_UP: 'actions.signedUp',
  CONTENT_VIEWED: 'actions.contentViewed',
  SHARED: 'actions.shared',
  REFERRED: 'actions.referred',
  REDEEMED: 'actions.redeemed',
} as const;
type ActionKey = (typeof ACTION_KEYS)[keyof typeof ACTION_KEYS];

/** How the page writes a ledger date: '24 Nov 2026', in the page's language. */
export const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** The key of an action's name; an action the page does not know is shown as it is. */
export function actionKey(action: string): ActionKey | undefined {
  return (ACTION_KEYS as Record<string, ActionKey>)[action];
}

/** '+10 coins', '−500 coins': the key, with `count` the amount's size. */
export function signedCoinsKey(amount: number): 'coins.spent' | 'coins.earned' {
  return amount < 0 ? 'coins.spent' : 'coins.earned';
}

/** What a rule pays, as the page lists it ('+1 coin a minute'): the key, with `count` the rule's coins. */
export function ruleRewardKey(rule: z.infer<typeof EarningRule>): 'coins.perMinute' | 'coins.spent' | 'coins.earned' {
  return rule.action === 'CONTENT_VIEWED' ? 'coins.perMinute' : signedCoinsKey(rule.coins);
}

/** The /purchase address that applies a voucher coupon's code to the first plan it is for. */
export function purchaseWithVoucher(code: string, productIds: number[]): string {
  const query = new URLSearchParams({ vou: code });
  if (productIds[0]) query.set('pr', String(productIds[0]));
  return `/purchase?${query.toString()}`;
}
