import { useTranslations } from 'next-intl';
import type { ContinueWatchingResponse } from '@/contract/schemas/playback';
import { CatalogueCard } from './catalogue-card';
import styles from './catalogue.module.css';

/** The signed-in viewer's unfinished titles, each with how far they got. */
export function ContinueWatchingRow({ items }: { items: ContinueWatchingResponse['data'] }) {
  const t = useTranslations('browse');
  if (items.length === 0) return null;
  return (
    <section className={styles.row} aria-labelledby="row-continue-watching">
      <div className={styles.rowHeader}>
        <h2 id="row-continue-watching" className={styles.rowTitle}>
          {t('continueWatching.heading')}
        </h2>
      </div>
      <ul className={styles.rail}>
        {items.map((item) => {
          const share = item.progress.duration > 0 ? Math.min(1, item.progress.progress / item.progress.duration) : 0;
          return (
            <li key={`${item.asset_id}-${item.content_id}`} className={styles.withProgress}>
              <CatalogueCard item={item} shape="landscape" />
              <span
                className={styles.progress}
                role="progressbar"
                aria-label={t('continueWatching.watched', { title: item.content_title ?? item.asset_title })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(share * 100)}
              >
                <span style={{ width: `${share * 100}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
