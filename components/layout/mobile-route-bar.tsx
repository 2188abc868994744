'use client';

import { useRouter } from 'next/navigation';
import { useRouteChrome } from './route-chrome';
import { IconBack } from './icons';
import styles from './header.module.css';

/** spec 000 §2: on mobile, routes flagged showBackBtn show a back button and their heading. */
export function MobileRouteBar() {
  const router = useRouter();
  const route = useRouteChrome();
  if (!route.showBackBtn) return null;

  return (
    <div className={styles.routeBar}>
      <button
        type="button"
        className={styles.back}
        aria-label="Back"
        onClick={() => (window.history.length > 1 ? router.back() : router.push('/'))}
      >
        <IconBack />
      </button>
      {route.heading && <span className={styles.routeHeading}>{route.heading}</span>}
    </div>
  );
}
