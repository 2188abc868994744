import Link from 'next/link';
import styles from './not-found-view.module.css';

/** The not-found page's body: plain words and ways back into the catalogue. */
export function NotFoundView() {
  return (
    <section className={styles.notFound} aria-labelledby="not-found-heading">
      <p className={styles.code}>404</p>
      <h1 id="not-found-heading" className={styles.heading}>
        This page is not on Chalchitra
      </h1>
      <p className={styles.text}>
        The link may be old, or the title may have left the catalogue. Try searching, or pick up from one of these:
      </p>
      <form action="/search" method="get" className={styles.search} role="search">
        <label htmlFor="not-found-search" className="visually-hidden">
          Search
        </label>
        <input id="not-found-search" name="q" type="search" placeholder="Search movies, shows, music and stars" />
        <button type="submit">Search</button>
      </form>
      <nav aria-label="Browse" className={styles.links}>
        <Link href="/">Home</Link>
        <Link href="/movies">Movies</Link>
        <Link href="/tv">TV</Link>
        <Link href="/originals">Originals</Link>
        <Link href="/helpcenter">Help Center</Link>
      </nav>
    </section>
  );
}
