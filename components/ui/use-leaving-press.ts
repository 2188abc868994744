'use client';

import { useState } from 'react';
import { readFailure } from '@/lib/api/errors';

/**
 * A press whose success leaves the page (a payment, a subscription): busy from the press on, and
 * still busy while the next page loads; a failure shows its message and gives the button back. A
 * failure of the origin says the origin's message; one of our own (an Error with no response) its
 * own.
 */
export function useLeavingPress(action: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function press() {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof Error && !('isAxiosError' in failure) ? failure.message : readFailure(failure).message);
      setBusy(false);
    }
  }
  return { busy, error, press };
}
