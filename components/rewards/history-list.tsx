'use client';

import { useState } from 'react';
import { fetchHistory, type HistoryPage } from '@/lib/api/rewards';
import { readFailure } from '@/lib/api/errors';
import { formatDate } from '@/lib/format';
import { actionLabel, coinsText } from './rewards-labels';
import styles from './rewards.module.css';
import { AlertText } from '@/components/ui/alert-text';

// The ledger, newest first: the first page comes from the server, Show more pages on.

type HistoryEntry = HistoryPage['entries'][number];

export function HistoryList({ first, next: firstNext }: { first: HistoryEntry[]; next: number | null }) {
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
      setError(readFailure(failure, 'More history could not load. Please try again.').message);
    } finally {
      setBusy(false);
    }
  }

  if (rows.length === 0) return <p className={styles.muted}>Nothing yet: your coins will show here as you earn them.</p>;
  return (
    <>
      <ul className={styles.list} data-testid="rewards-history">
        {rows.map((row) => (
          <li key={row.id} className={styles.row}>
            <span>
              <span className={styles.ruleTitle}>{actionLabel(row.action)}</span>
              <span className={styles.muted}> · {formatDate(row.created_at)}</span>
            </span>
            <span className={row.amount < 0 ? styles.spent : styles.earned}>{coinsText(row.amount, true)}</span>
          </li>
        ))}
      </ul>
      <AlertText className={styles.error} message={error} />
      {next !== null ? (
        <button type="button" className="btn btn-ghost" onClick={() => void more()} disabled={busy}>
          {busy ? 'Loading…' : 'Show more'}
        </button>
      ) : null}
    </>
  );
}
