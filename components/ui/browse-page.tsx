import styles from './browse-page.module.css';

/** The frame of a browse page: its one h1, an optional introduction, then the content. */
export function BrowsePage({ heading, intro, children }: { heading: string; intro?: string; children: React.ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{heading}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </div>
  );
}
