'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { fetchHistory, type HistoryPage } from '@/lib/api/rewards';
import { readFailure } from '@/lib/api/errors';
import { actionKey, DATE, signedCoinsKey } from './rewards-labels';
import styles from './rewards.module.css';
import { AlertText } from '@/components/ui/alert-text';

// The ledger, newest first: the first page comes from the server, Show more pages on.

type HistoryEntry = HistoryPage['entries'][number];

export function HistoryList({ first, next: firstNext }: { first: HistoryEntry[]; next: number | null }) {
  const t = useTranslations('rewards');
  const format = useFormatter();
  const [rows, setRows] = useState(first);
  const [next, setNext] = useState(firstNext);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function more() {
    if (next === null) return;
    setBusy(true);
    setError('');
    try {
      const page = await fetchHistory(next);
      setRows((shown) => [...shown, ...page.entries]);
      setNext(page.next);
    } catch (failure) {
      setError(readFailure(failure, t('history.loadFailed')).message);
    } finally {
      setBusy(false);
    }
  }

  if (rows.length === 0) return <p className={styles.muted}>{t('history.empty')}</p>;
  return (
    <>
      <ul className={styles.list} data-testid="rewards-history">
        {rows.map((row) => {
          const action = actionKey(row.action);
          return (
            <li key={row.id} className={styles.row}>
              <span>
                <span className={styles.ruleTitle}>{action ? t(action) : row.action}</span>
                <span className={styles.muted}> · {format.dateTime(new Date(row.created_at), DATE)}</span>
              </span>
              <span className={row.amount < 0 ? styles.spent : styles.earned}>
                {t(signedCoinsKey(row.amount), { count: Math.abs(row.amount) })}
              </span>
            </li>
          );
        })}
      </ul>
      <AlertText className={styles.error} message={error} />
      {next !== null ? (
        <button type="button" className="btn btn-ghost" onClick={() => void more()} disabled={busy}>
          {busy ? t('history.loading') : t('history.showMore')}
        </button>
      ) : null}
    </>
  );
}
