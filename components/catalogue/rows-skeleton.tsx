import styles from './landing.module.css';

/** Placeholder rows of the same size as real ones, so nothing jumps when they arrive. */
export function RowsSkeleton({ count }: { count: number }) {
  return (
    <div aria-hidden="true">
      {Array.from({ length: count }, (_, row) => (
        <div key={row} className={styles.skeletonRow}>
          <div className={styles.skeletonTitle} />
          <div className={styles.skeletonRail}>
            {Array.from({ length: 8 }, (_, card) => <div key={card} className={styles.skeletonCard} />)}
          </div>
        </div>
      ))}
    </div>
  );
}
