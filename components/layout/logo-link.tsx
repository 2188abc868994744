'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from './header.module.css';

/** The logo's link home. In the Android app it leads to the app's own home. */
export function LogoLink({ children }: { children: ReactNode }) {
  const router = useRouter();
  const t = useTranslations('layout');
  return (
    <IntentLink
      href="/"
      className={styles.logo}
      aria-label={t('logo.home')}
      onClick={(event) => {
        // only the Android app puts this bridge in the page; its code loads on the press
        if (!window.Android?.gotoHomeScreen) return;
        event.preventDefault();
        void import('@/lib/native-bridge').then(({ callAndroid, currentWebview }) => {
          if (currentWebview() !== 'android' || !callAndroid('gotoHomeScreen')) router.push('/');
        });
      }}
    >
      {children}
    </IntentLink>
  );
}
