import type { EarningRule } from '@/contract/schemas/rewards';
import type { z } from 'zod';

// What the /rewards page calls the ledger's actions, and how it writes coins.

const ACTION_LABELS: Record<string, string> = {
  CHECKED_IN: 'Daily check-in',
  SIGNED_UP: 'Joined MZaalo',
  CONTENT_VIEWED: 'Watching',
  SHARED: 'Shared with friends',
  REFERRED: 'A friend joined',
  REDEEMED: 'Redeemed a coupon',
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

/** '+10 coins', '−500 coins', '1 coin'. */
export function coinsText(amount: number, signed = false): string {
  const size = Math.abs(amount);
  const sign = signed ? (amount < 0 ? '−' : '+') : '';
  return `${sign}${size.toLocaleString('en-IN')} ${size === 1 ? 'coin' : 'coins'}`;
}

/** What a rule pays, as the page lists it. */
export function ruleReward(rule: z.infer<typeof EarningRule>): string {
  return rule.action === 'CONTENT_VIEWED' ? `${coinsText(rule.coins, true)} a minute` : coinsText(rule.coins, true);
}

/** The /purchase address that applies a voucher coupon's code to the first plan it is for. */
export function purchaseWithVoucher(code: string, productIds: number[]): string {
  const query = new URLSearchParams({ vou: code });
  if (productIds[0]) query.set('pr', String(productIds[0]));
  return `/purchase?${query.toString()}`;
}
