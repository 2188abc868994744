'use client';

import { useState } from 'react';
import { formatTime } from '@/lib/format';
import type { StreamLimit } from './use-stream';
import styles from './player.module.css';

/** Every screen of the plan is watching: which device, which profile, what it is watching, and a button to stop each. */
export function StreamLimitPanel({ limit, onStop }: { limit: StreamLimit; onStop: (leaseId: string) => Promise<void> }) {
  const [stopping, setStopping] = useState<string | null>(null);
  return (
    <div role="alert" className={styles.limit}>
      <p>{limit.message}</p>
      <ul>
        {limit.streams.map((stream) => (
          <li key={stream.id}>
            <span>
              {stream.device} · {stream.profile_name ? `${stream.profile_name} · ` : ''}
              {stream.title ? `${stream.title} · ` : ''}watching since {formatTime(stream.started_at)}
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
              {stopping === stream.id ? 'Stopping…' : `Stop watching on ${stream.device}`}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
