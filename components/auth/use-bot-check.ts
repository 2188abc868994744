'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { prepareBotCheck } from '@/lib/bot-check-client';

/** spec 000 §5: Continue stays disabled until the bot check is ready. */
export function useBotCheck(): { ready: boolean; take: (action: string) => Promise<string | null> } {
  const [ready, setReady] = useState(false);
  const produce = useRef<((action: string) => Promise<string>) | null>(null);

  useEffect(() => {
    let live = true;
    prepareBotCheck()
      .then((fn) => {
        if (live) {
          produce.current = fn;
          setReady(true);
        }
      })
      .catch((error: unknown) => {
        console.error('Bot check did not load', error);
      });
    return () => {
      live = false;
    };
  }, []);

  const take = useCallback(async (action: string) => {
    if (!produce.current) return null;
    try {
      return await produce.current(action);
    } catch (error) {
      console.error('Bot check failed', error);
      return null;
    }
  }, []);

  return { ready, take };
}
