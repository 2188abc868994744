'use client';

import type { AdState } from './ad-breaks';
import styles from './player.module.css';

/** The ad label, the time left and the Skip button where the ad allows it. */
export function AdOverlay({ ad }: { ad: AdState }) {
  return (
    <div className={styles.adOverlay}>
      <p className={styles.adLabel} role="status">
        Ad · {ad.title} · {ad.remaining} s
      </p>
      {ad.skipIn === null ? null : ad.skipIn > 0 ? (
        <button type="button" className={styles.skip} disabled>
          Skip in {ad.skipIn}
        </button>
      ) : (
        <button type="button" className={styles.skip} onClick={ad.skip}>
          Skip ad
        </button>
      )}
    </div>
  );
}
