import { describe, expect, it } from 'vitest';
import { createSessionStore } from '@/stores/session-store';
import { canUpgrade, contactOf, firstNameOf, isMzaalo, isPremium, showsSubscriptionLink } from '@/stores/session-rules';
import { asha as ashaProfile } from '../components/profiles/profile-fixtures';

const asha = {
  uuid: 'u-1',
  firstname: 'Asha',
  lastname: 'Rao',
  email: 'asha@example.com',
  mobile: null,
  calling_code: null,
  activeUserPlan: 'basic',
};

describe('session store (spec 001 §3 login state)', () => {
  it('starts signed out without a server session', () => {
    const state = createSessionStore().getState();
    expect(state.isLoggedIn).toBe(false);
    expect(state.userData).toBeNull();
    expect(state.fetchedUserProfile).toBe(false);
    expect(state.watchlistIdsData).toEqual({ MOVIE: [], 'TV SHOW': [], ORIGINAL: [] });
    expect(state.playlistData).toEqual({ AUDIO: [], VIDEO: [] });
  });

  it('starts signed in with the profile the server fetched', () => {
    const state = createSessionStore({ user: asha }).getState();
    expect(state).toMatchObject({ isLoggedIn: true, userData: asha, fetchedUserProfile: true, activeUserPlan: 'basic' });
  });

  it('signs in with setUser and back out with reset', () => {
    const store = createSessionStore({ user: null });
    store.getState().setUser(asha);
    expect(store.getState().isLoggedIn).toBe(true);
    store.getState().setWatchlist({ MOVIE: [{ asset_type: 'MOVIE', asset_id: 1 }] }, { MOVIE: [1], 'TV SHOW': [], ORIGINAL: [] });
    store.getState().reset();
    expect(store.getState()).toMatchObject({ isLoggedIn: false, userData: null, activeUserPlan: null, watchlistData: {} });
  });

  it("keeps a change of the profile watching as the session's, and makes none for a visitor (issue 49)", () => {
    const watching = { ...ashaProfile, language: 'ta', audio_language: 'tam' } as const;
    const store = createSessionStore({ user: asha });
    store.getState().setWatching(watching);
    expect(store.getState().userData).toEqual({ ...asha, watching });
    const visitor = createSessionStore({ user: null });
    visitor.getState().setWatching(watching);
    expect(visitor.getState().userData).toBeNull();
  });

  it('takes the plan from the active product userstate (spec 001 §6)', () => {
    const store = createSessionStore({ user: asha });
    store.getState().setActiveProduct({
      userstate: 'premium',
      product_name: 'Premium Monthly',
      product_id: 1000003,
      plan_id: 1,
      next_billing_date: null,
      payment_method: 'Card',
      uuid: asha.uuid,
      subscription_status: 'active',
      access_until: null,
    });
    expect(store.getState().activeUserPlan).toBe('premium');
  });
});

describe('plan rules (spec 000 §6)', () => {
  it.each([
    ['basic', true, false, false, true],
    ['mzaalo', true, true, false, true],
    ['plus', false, false, false, false],
    ['premium', false, false, true, false],
    [null, false, false, false, true],
    // an account whose plan value names no plan is on basic, as the origin reads it
    ['gold', true, false, false, true],
  ])('%s: Upgrade %s, MZaalo %s, premium %s, Subscription link %s', (plan, upgrade, mzaalo, premium, subscription) => {
    expect(canUpgrade(plan)).toBe(upgrade);
    expect(isMzaalo(plan)).toBe(mzaalo);
    expect(isPremium(plan)).toBe(premium);
    expect(showsSubscriptionLink(plan)).toBe(subscription);
  });

  it('reads fname or firstname, and the e-mail or +code-mobile', () => {
    expect(firstNameOf({ uuid: '1', fname: 'Ravi', firstname: 'Other' })).toBe('Ravi');
    expect(firstNameOf({ uuid: '1', firstname: 'Asha' })).toBe('Asha');
    expect(contactOf({ uuid: '1', email: 'a@b.c' })).toBe('a@b.c');
    expect(contactOf({ uuid: '1', mobile: '9876543210', calling_code: '+91' })).toBe('+91-9876543210');
  });
});
