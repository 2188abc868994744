'use client';

import Link from 'next/link';
import { useSessionStore } from '@/stores/store-provider';
import { showsSubscriptionLink } from '@/stores/session-rules';

/** spec 000 §2 footer: a Subscription link under products for users not on premium or plus. */
export function FooterSubscriptionLink({ className }: { className?: string }) {
  const plan = useSessionStore((state) => (state.isLoggedIn ? state.activeUserPlan : null));
  if (!showsSubscriptionLink(plan)) return null;
  return (
    <li>
      <Link href="/purchase" className={className} prefetch={false}>
        Subscription
      </Link>
    </li>
  );
}
