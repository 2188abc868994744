'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRouteChrome } from './route-chrome';
import { IconBack } from './icons';
import styles from './header.module.css';

/**
 * The catalogue keys (layout namespace) of the route headings of lib/route-chrome.ts, by their
 * English there; a heading not listed shows as the table gives it.
 */
const HEADING_KEYS: Readonly<Record<string, string>> = {
  'Setup password': 'mobileRouteBar.setPassword',
  'Reset password': 'mobileRouteBar.resetPassword',
  'Choose your plan': 'mobileRouteBar.choosePlan',
  Payment: 'mobileRouteBar.payment',
  'Pay by Card': 'mobileRouteBar.payByCard',
  'Pay by Sim': 'mobileRouteBar.payBySim',
  'Gift Premium': 'mobileRouteBar.giftPremium',
};

/** spec 000 §2: on mobile, routes flagged showBackBtn show a back button and their heading. */
export function MobileRouteBar() {
  const router = useRouter();
  const t = useTranslations('layout');
  const route = useRouteChrome();
  if (!route.showBackBtn) return null;
  const headingKey = route.heading ? HEADING_KEYS[route.heading] : undefined;

  return (
    <div className={styles.routeBar}>
      <button
        type="button"
        className={styles.back}
        aria-label={t('mobileRouteBar.back')}
        onClick={() => (window.history.length > 1 ? router.back() : router.push('/'))}
      >
        <IconBack />
      </button>
      {route.heading && <span className={styles.routeHeading}>{headingKey ? t(headingKey) : route.heading}</span>}
    </div>
  );
}
