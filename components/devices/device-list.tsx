'use client';

import { useMemo, useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { signOutDevice, signOutOtherDevices, type SignedInDevice } from '@/lib/api/devices';
import { readFailure } from '@/lib/api/errors';
import styles from '@/components/auth/auth.module.css';

// Account Settings › Devices (issue 15): the browsers and TVs signed in to the account, with the
// last use and the country it was used from; each can be signed out, or all but this one.

export function DeviceList({ devices }: { devices: SignedInDevice[] }) {
  const t = useTranslations('devices');
  const format = useFormatter();
  const locale = useLocale();
  const regionNames = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  async function run(key: string, action: () => Promise<string>) {
    setBusy(key);
    try {
      setStatus(await action());
      router.refresh();
    } catch (failure) {
      setStatus(readFailure(failure, t('deviceList.failure')).message);
    } finally {
      setBusy(null);
    }
  }

  const kinds: Record<string, string> = {
    web: t('deviceList.kinds.web'),
    tv: t('deviceList.kinds.tv'),
    appletv: t('deviceList.kinds.appletv'),
    androidtv: t('deviceList.kinds.androidtv'),
    firetv: t('deviceList.kinds.firetv'),
    console: t('deviceList.kinds.console'),
  };
  const dateTime = (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium', timeStyle: 'short' });
  function describe(device: SignedInDevice): string {
    const parts = [kinds[device.kind] ?? device.kind];
    parts.push(
      device.last_seen_at
        ? t('deviceList.lastUsed', { time: dateTime(device.last_seen_at) })
        : t('deviceList.signedInAt', { time: dateTime(device.created_at) }),
    );
    if (device.country) parts.push(regionNames.of(device.country) ?? device.country);
    return parts.join(' · ');
  }

  const others = devices.filter((device) => !device.current);
  return (
    <section className={styles.form} aria-labelledby="devices" id="devices">
      <h2 id="devices">{t('deviceList.title')}</h2>
      <ul className={styles.body} data-testid="device-list">
        {devices.map((device) => (
          <li key={device.id} className={styles.row}>
            <div>
              <p className={styles.who}>{device.current ? t('deviceList.thisBrowser', { name: device.name }) : device.name}</p>
              <p className={styles.notice}>{describe(device)}</p>
            </div>
            {device.current ? null : (
              <button
                type="button"
                className="btn btn-ghost"
                disabled={busy !== null}
                onClick={() => void run(device.id, () => signOutDevice(device.id))}
                aria-label={t('deviceList.signOutNamed', { name: device.name })}
              >
                {t('deviceList.signOut')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <button type="button" className="btn btn-ghost" disabled={busy !== null} onClick={() => void run('others', signOutOtherDevices)}>
          {t('deviceList.signOutOthers')}
        </button>
      ) : null}
      <p className={styles.notice} role="status">
        {status}
      </p>
    </section>
  );
}
