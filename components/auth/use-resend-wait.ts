'use client';

import { useEffect, useState } from 'react';
import type { Identifier } from '@/contract/account-rules';
import { readFailure } from '@/lib/api/errors';
import { sendCode, type CodeType } from '@/lib/api/auth';
import { takeBotToken } from '@/lib/bot-token';

/** The origin sends a code again only 30 s after the last one. */
export const RESEND_AFTER_SECONDS = 30;

/** Seconds left before a code may be sent again, counting from mount; restart() after each send. */
export function useResendWait(): [wait: number, restart: () => void] {
  const [wait, setWait] = useState(RESEND_AFTER_SECONDS);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  return [wait, () => setWait(RESEND_AFTER_SECONDS)];
}

/**
 * Sends a code again after the bot check: null once it went (the wait starts again), or the message
 * to show the user (the origin's, or one of the auth catalogue's errors through `t`).
 */
export async function resendCode(
  identifier: Identifier,
  type: CodeType,
  restartWait: () => void,
  t: (key: 'errors.botCheckFailed' | 'errors.internal') => string,
): Promise<string | null> {
  try {
    const token = await takeBotToken('otp_resend');
    if (!token) return t('errors.botCheckFailed');
    await sendCode(identifier, type, token);
    restartWait();
    return null;
  } catch (failure) {
    return readFailure(failure, t('errors.internal')).message;
  }
}
