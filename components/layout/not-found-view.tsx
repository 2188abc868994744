import Link from 'next/link';
import { useTranslations } from 'next-intl';
import styles from './not-found-view.module.css';

/** The not-found page's body: plain words and ways back into the catalogue. */
export function NotFoundView() {
  const t = useTranslations('layout');
  return (
    <section className={styles.notFound} aria-labelledby="not-found-heading">
      <p className={styles.code}>404</p>
      <h1 id="not-found-heading" className={styles.heading}>
        {t('notFound.heading')}
      </h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <form action="/search" method="get" className={styles.search} role="search">
        <label htmlFor="not-found-search" className="visually-hidden">
          {t('notFound.searchLabel')}
        </label>
        <input id="not-found-search" name="q" type="search" placeholder={t('notFound.searchPlaceholder')} />
        <button type="submit">{t('notFound.searchSubmit')}</button>
      </form>
      <nav aria-label={t('notFound.browse')} className={styles.links}>
        <Link href="/">{t('notFound.home')}</Link>
        <Link href="/movies">{t('notFound.movies')}</Link>
        <Link href="/tv">{t('notFound.tv')}</Link>
        <Link href="/originals">{t('notFound.originals')}</Link>
        <Link href="/helpcenter">{t('notFound.helpCenter')}</Link>
      </nav>
    </section>
  );
}
