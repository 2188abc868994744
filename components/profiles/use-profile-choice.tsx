'use client';

import { useState, type ReactNode } from 'react';
import type { Profile } from '@/contract/schemas/profiles';
import { readFailure } from '@/lib/api/errors';
import { selectProfile } from '@/lib/api/profiles';
import { rememberChosenProfile } from '@/lib/profile-cookie';
import { PinDialog } from './pin-dialog';

// Choosing who watches (issue 49), for "Who's watching?" and the account menu's switcher: a profile
// with a PIN asks for it first (the origin checks it and counts the wrong ones), then the session
// watches as the chosen profile and the browser names it in the `profile` cookie for the page cache.

export interface ProfileChoice {
  /** Chooses `profile`; `currentId` (the session's profile) opens without its PIN. */
  choose: (profile: Profile) => void;
  /** The profile being opened, while its call is on its way. */
  busy: string | null;
  /** The origin's refusal of the last choice, when it was not about the PIN. */
  error: string;
  /** The PIN dialog, when one is asked for: render it. */
  dialog: ReactNode;
}

export function useProfileChoice(currentId: string | undefined, onChosen: (profile: Profile) => void): ProfileChoice {
  const [asking, setAsking] = useState<Profile | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');

  /** Selects `profile`: null when chosen; 'pin' when its PIN is asked for; else the origin's message. */
  async function select(profile: Profile, pin?: string): Promise<string | null> {
    try {
      await selectProfile(profile.id, pin);
      rememberChosenProfile(profile.id);
      onChosen(profile);
      return null;
    } catch (failure) {
      const { message, statusCode } = readFailure(failure);
      if (statusCode === 'PIN_REQUIRED' && pin === undefined) return 'pin';
      return message;
    }
  }

  function choose(profile: Profile) {
    if (busy) return;
    setError('');
    if (profile.locked && profile.id !== currentId) {
      setAsking(profile);
      return;
    }
    setBusy(profile.id);
    void select(profile).then((outcome) => {
      setBusy(null);
      if (outcome === 'pin') setAsking(profile);
      else if (outcome) setError(outcome);
    });
  }

  const dialog = asking ? <PinDialog name={asking.name} onSubmit={(pin) => select(asking, pin)} onClose={() => setAsking(null)} /> : null;
  return { choose, busy, error, dialog };
}
