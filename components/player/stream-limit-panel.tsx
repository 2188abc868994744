'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { StreamLimit } from './use-stream';
import styles from './player.module.css';

/** Every screen of the plan is watching: which device, which profile, what it is watching, and a button to stop each. */
export function StreamLimitPanel({ limit, onStop }: { limit: StreamLimit; onStop: (leaseId: string) => Promise<void> }) {
  const t = useTranslations('player');
  const format = useFormatter();
  const [stopping, setStopping] = useState<string | null>(null);
  return (
    <div role="alert" className={styles.limit}>
      <p>{limit.message}</p>
      <ul>
        {limit.streams.map((stream) => (
          <li key={stream.id}>
            <span>
              {stream.device} · {stream.profile_name ? `${stream.profile_name} · ` : ''}
              {stream.title ? `${stream.title} · ` : ''}
              {t('limitPanel.watchingSince', {
                time: format.dateTime(new Date(stream.started_at), { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }),
              })}
            </span>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={stopping !== null}
              onClick={() => {
                setStopping(stream.id);
                void onStop(stream.id).finally(() => setStopping(null));
              }}
            >
              {stopping === stream.id ? t('limitPanel.stopping') : t('limitPanel.stop', { device: stream.device })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
