// Who the user is and what plan they are on (spec 000 §1, §3, §6; spec 001 §3). Pure, shared by
// the stores, the shell and lib/session.ts.

import type { ActiveProduct, SessionUser } from '@/contract/schemas/users';
import { viewerPlanOf } from '@/contract/entitlements';

export type { ActiveProduct, SessionUser };

/** spec 000 §6: premium users are sent away from redirectIfSubscribed pages. */
export function isPremium(plan: string | null | undefined): boolean {
  return viewerPlanOf(plan) === 'premium';
}

export function isMzaalo(plan: string | null | undefined): boolean {
  return viewerPlanOf(plan) === 'mzaalo';
}

/** spec 000 §6: basic and MZaalo users see Upgrade and Redeem promo code. */
export function canUpgrade(plan: string | null | undefined): boolean {
  const name = viewerPlanOf(plan);
  return name === 'basic' || name === 'mzaalo';
}

/** spec 000 §2 footer: the Subscription link is for users not on premium or plus. */
export function showsSubscriptionLink(plan: string | null | undefined): boolean {
  const name = viewerPlanOf(plan);
  return name !== 'premium' && name !== 'plus';
}

/** spec 001 §3 "User fields read": fname or firstname. */
export function firstNameOf(user: SessionUser | null | undefined): string {
  return (user?.fname || user?.firstname || user?.name?.split(' ')[0] || '').trim();
}

export function fullNameOf(user: SessionUser | null | undefined): string {
  const last = user?.lname || user?.lastname || '';
  const first = firstNameOf(user);
  return [first, last].filter(Boolean).join(' ') || (user?.name ?? '').trim();
}

/** spec 001 §3: profile_image or image or fbUserIcon. */
export function avatarOf(user: SessionUser | null | undefined): string | null {
  return user?.profile_image || user?.image || user?.fbUserIcon || null;
}

/** The e-mail, or +{calling_code}-{mobile} (spec 001 §2 "Signed-in box"). */
export function contactOf(user: SessionUser | null | undefined): string {
  if (user?.email) return user.email;
  if (user?.mobile) return `+${(user.calling_code ?? '').replace(/^\+/, '')}-${user.mobile}`;
  return '';
}

/** issue 49: the session watches as a kids profile (no purchase prompts, no account settings). */
export function watchesAsKids(user: SessionUser | null | undefined): boolean {
  return user?.watching?.kids === true;
}

/** The name the shell greets: the profile watching, else the account holder's first name. */
export function viewerNameOf(user: SessionUser | null | undefined): string {
  return (user?.watching?.name ?? '').trim() || firstNameOf(user);
}

/**
 * The slug of the viewer's public profile and playlists (spec 001 §9 /u/{slug}): the profile
 * watching's id since issue 49, the account's uuid for an answer without one.
 */
export function publicSlugOf(user: SessionUser | null | undefined): string | null {
  return user?.watching?.id ?? user?.uuid ?? null;
}
