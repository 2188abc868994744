import { readFailure } from '@/lib/api/errors';

// The origin asks for the account's password again (403 REAUTH_REQUIRED) before a ceiling, a PIN's
// removal or the parental control changes, unless the session signed in within the last few
// minutes; a wrong one answers WRONG_PASSWORD. Both are shown in the form that asked, with the
// password field from then on.

export type Outcome = { done: true } | { done: false; message: string; askPassword: boolean; statusCode?: string };

/** Runs a call and reads its failure for a form: whether to show the password field from now on. */
export async function outcomeOf(call: () => Promise<unknown>): Promise<Outcome> {
  try {
    await call();
    return { done: true };
  } catch (failure) {
    const { message, statusCode } = readFailure(failure);
    return { done: false, message, statusCode, askPassword: statusCode === 'REAUTH_REQUIRED' || statusCode === 'WRONG_PASSWORD' };
  }
}
