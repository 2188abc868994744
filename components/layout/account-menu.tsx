'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useVisiblePathname } from '@/lib/visible-pathname';
import { loginLink } from '@/lib/return-path';
import { useSessionStore, useUiStore } from '@/stores/store-provider';
import { lazyComponent } from '@/components/ui/lazy-component';
import styles from './account-menu.module.css';

// spec 000 §2 "Shell": a Let's Start button when anonymous; a member's Upgrade button and account
// dropdown (member-actions.tsx) come in a chunk of their own, fetched once the visitor is known to
// be signed in, so an anonymous visitor's page does not carry them.

const Pending = () => <span className={styles.pending} aria-hidden="true" />;

const MemberActions = lazyComponent(() => import('./member-actions').then((module) => module.MemberActions), Pending);

export function AccountActions() {
  const t = useTranslations('layout');
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  // a member's page is cached without the session, which streams in after it (app/[country]/[variant]/layout.tsx)
  const known = useSessionStore((state) => state.fetchedUserProfile);
  const pathname = useVisiblePathname();
  const openModal = useUiStore((state) => state.openModal);

  if (!known) return <Pending />;
  if (isLoggedIn) return <MemberActions />;
  // a link to /login without JavaScript; with it, the login dialog opens in place (modal=login),
  // so the page behind the link is never asked for ahead
  return (
    <Link
      href={loginLink(pathname)}
      prefetch={false}
      className={`btn btn-primary ${styles.start}`}
      onClick={(event) => {
        event.preventDefault();
        openModal('login', {}, { withQuery: true });
      }}
    >
      {t('accountActions.start')}
    </Link>
  );
}
