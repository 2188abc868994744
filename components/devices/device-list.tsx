'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { signOutDevice, signOutOtherDevices, type SignedInDevice } from '@/lib/api/devices';
import { readFailure } from '@/lib/api/errors';
import { formatDateTime } from '@/lib/format';
import styles from '@/components/auth/auth.module.css';

// Account Settings › Devices (issue 15): the browsers and TVs signed in to the account, with the
// last use and the country it was used from; each can be signed out, or all but this one.

const KINDS: Record<string, string> = {
  web: 'Browser',
  tv: 'TV',
  appletv: 'Apple TV',
  androidtv: 'Android TV',
  firetv: 'Fire TV',
  console: 'Console',
};
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function describe(device: SignedInDevice): string {
  const parts = [KINDS[device.kind] ?? device.kind];
  parts.push(device.last_seen_at ? `last used ${formatDateTime(device.last_seen_at)}` : `signed in ${formatDateTime(device.created_at)}`);
  if (device.country) parts.push(regionNames.of(device.country) ?? device.country);
  return parts.join(' · ');
}

export function DeviceList({ devices }: { devices: SignedInDevice[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  async function run(key: string, action: () => Promise<string>) {
    setBusy(key);
    try {
      setStatus(await action());
      router.refresh();
    } catch (failure) {
      setStatus(readFailure(failure).message);
    } finally {
      setBusy(null);
    }
  }

  const others = devices.filter((device) => !device.current);
  return (
    <section className={styles.form} aria-labelledby="devices" id="devices">
      <h2 id="devices">Devices</h2>
      <ul className={styles.body} data-testid="device-list">
        {devices.map((device) => (
          <li key={device.id} className={styles.row}>
            <div>
              <p className={styles.who}>
                {device.name}
                {device.current ? ' (this browser)' : ''}
              </p>
              <p className={styles.notice}>{describe(device)}</p>
            </div>
            {device.current ? null : (
              <button
                type="button"
                className="btn btn-ghost"
                disabled={busy !== null}
                onClick={() => void run(device.id, () => signOutDevice(device.id))}
                aria-label={`Sign out ${device.name}`}
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <button type="button" className="btn btn-ghost" disabled={busy !== null} onClick={() => void run('others', signOutOtherDevices)}>
          Sign out of all other devices
        </button>
      ) : null}
      <p className={styles.notice} role="status">
        {status}
      </p>
    </section>
  );
}
