'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useSessionStore } from '@/stores/store-provider';
import { showsSubscriptionLink, watchesAsKids } from '@/stores/session-rules';

/** spec 000 §2 footer: a Subscription link under products for users not on premium or plus (never a kids profile: issue 49). */
export function FooterSubscriptionLink({ className }: { className?: string }) {
  const t = useTranslations('layout');
  const plan = useSessionStore((state) => (state.isLoggedIn ? state.activeUserPlan : null));
  const kids = useSessionStore((state) => watchesAsKids(state.userData));
  if (!showsSubscriptionLink(plan) || kids) return null;
  return (
    <li>
      <Link href="/purchase" className={className} prefetch={false}>
        {t('footer.subscription')}
      </Link>
    </li>
  );
}
