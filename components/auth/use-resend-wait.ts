'use client';

import { useEffect, useState } from 'react';

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
