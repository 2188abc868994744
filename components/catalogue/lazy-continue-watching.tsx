'use client';

import { lazyComponent } from '@/components/ui/lazy-component';

/**
 * The member's Continue watching on home (member-continue-watching.tsx). Its code is fetched as a
 * member's home hydrates, while the session is still on its way, so that it is not in the first
 * load of the cached page every visitor gets.
 */
export const LazyMemberContinueWatching = lazyComponent(() =>
  import('./member-continue-watching').then((module) => module.MemberContinueWatching),
);
