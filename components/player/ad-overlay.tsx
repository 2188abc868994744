'use client';

import { useTranslations } from 'next-intl';
import type { AdState } from './ad-breaks';
import styles from './player.module.css';

/** The ad label, the time left and the Skip button where the ad allows it. */
export function AdOverlay({ ad }: { ad: AdState }) {
  const t = useTranslations('player');
  return (
    <div className={styles.adOverlay}>
      <p className={styles.adLabel} role="status">
        {t('adOverlay.label', { title: ad.title ?? t('adOverlay.advertisement'), remaining: ad.remaining })}
      </p>
      {ad.skipIn === null ? null : ad.skipIn > 0 ? (
        <button type="button" className={styles.skip} disabled>
          {t('adOverlay.skipIn', { seconds: ad.skipIn })}
        </button>
      ) : (
        <button type="button" className={styles.skip} onClick={ad.skip}>
          {t('adOverlay.skip')}
        </button>
      )}
    </div>
  );
}
