import { ForbiddenError } from '../../platform/errors';
import type { Text } from '../../platform/texts';

// A change that a signed-in device alone must not make (deleting the account) needs a sign-in of
// this session at most REAUTH_WINDOW_MS old: the page asks for the password again first.

export const REAUTH_WINDOW_MS = 15 * 60 * 1000;

/** Throws 403 REAUTH_REQUIRED with `message` unless the session signed in within the window. */
export function requireFreshSignIn(session: { createdAt: Date }, now: number, message: Text): void {
  if (now - session.createdAt.getTime() > REAUTH_WINDOW_MS) throw new ForbiddenError(message, 'REAUTH_REQUIRED');
}
