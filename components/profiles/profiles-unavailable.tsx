import Link from 'next/link';
import { useTranslations } from 'next-intl';
import styles from './profiles.module.css';

/** The profiles could not be read (the origin away, or the session ended). */
export function ProfilesUnavailable() {
  const t = useTranslations('profiles');
  return (
    <section className={styles.whosWatching} aria-labelledby="profiles-unavailable">
      <h1 id="profiles-unavailable" className={styles.heading}>
        {t('unavailable.heading')}
      </h1>
      <p className={styles.hint}>{t('unavailable.hint')}</p>
      <Link href="/" className="btn btn-primary">
        {t('unavailable.home')}
      </Link>
    </section>
  );
}
