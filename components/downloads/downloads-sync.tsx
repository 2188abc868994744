'use client';

import { useEffect } from 'react';
import { readSummary } from '@/lib/downloads/summary';
import { whenIdle } from '@/lib/idle';

// Keeps this browser's download licences in step with the origin (issue 19): on each page load and
// when the connection returns, if it holds any downloads, the download code loads and syncs
// (renewals, revocations after a sign-out or a cancelled plan, first plays and positions seen
// offline). Browsers without downloads load nothing.

function syncIfHeld() {
  if (!navigator.onLine || readSummary().length === 0) return;
  void import('./runtime')
    .then(async ({ downloadsRuntime }) => {
      const { manager, ready } = downloadsRuntime();
      await ready;
      await manager.sync();
      await manager.resumeWaiting();
    })
    .catch(() => undefined);
}

export function DownloadsSync() {
  useEffect(() => whenIdle(() => syncIfHeld(), 1000), []);
  return null;
}
