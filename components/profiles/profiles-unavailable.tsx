import Link from 'next/link';
import styles from './profiles.module.css';

/** The profiles could not be read (the origin away, or the session ended). */
export function ProfilesUnavailable() {
  return (
    <section className={styles.whosWatching} aria-labelledby="profiles-unavailable">
      <h1 id="profiles-unavailable" className={styles.heading}>
        Your profiles did not load
      </h1>
      <p className={styles.hint}>Please try again in a moment.</p>
      <Link href="/" className="btn btn-primary">
        Go to the home page
      </Link>
    </section>
  );
}
