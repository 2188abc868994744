'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { formatUserCode, normaliseUserCode, USER_CODE_TEXTS } from '@/contract/device-codes';
import { decideDevice, lookUpDevice, type PendingDeviceAnswer } from '@/lib/api/devices';
import { readFailure } from '@/lib/api/errors';
import { loadPage } from '@/components/auth/after-login';
import styles from '@/components/auth/auth.module.css';
import { AlertText } from '@/components/ui/alert-text';

// /activate and /appletv (issue 15): the code the TV shows, then the user allows that TV. The
// code may arrive in the address (?code=, from the TV's QR code).

export function ActivateForm({ initialCode }: { initialCode: string }) {
  const t = useTranslations('devices');
  const [code, setCode] = useState(initialCode);
  const [device, setDevice] = useState<PendingDeviceAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');

  async function lookUp(event: FormEvent) {
    event.preventDefault();
    setError('');
    setNotice('');
    if (!normaliseUserCode(code)) {
      setError(USER_CODE_TEXTS.malformed);
      return;
    }
    setBusy(true);
    try {
      setDevice(await lookUpDevice(code));
    } catch (failure) {
      setError(readFailure(failure, t('activateForm.failure')).message);
    } finally {
      setBusy(false);
    }
  }

  async function decide(allow: boolean) {
    if (!device) return;
    setBusy(true);
    setError('');
    try {
      const message = await decideDevice(device.user_code, allow);
      if (allow) {
        loadPage(`/activation-success?${new URLSearchParams({ device: device.device_name }).toString()}`);
        return;
      }
      setDevice(null);
      setCode('');
      setNotice(message);
    } catch (failure) {
      setError(readFailure(failure, t('activateForm.failure')).message);
      setDevice(null);
    } finally {
      setBusy(false);
    }
  }

  if (device) {
    return (
      <section className={styles.form} aria-labelledby="allow-heading">
        <h2 id="allow-heading">{t('activateForm.allowHeading', { device: device.device_name })}</h2>
        <p className={styles.notice}>{t('activateForm.allowNotice', { code: device.user_code, device: device.device_name })}</p>
        <AlertText className={styles.error} message={error} />
        <div className={styles.row}>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void decide(true)}>
            {t('activateForm.allow')}
          </button>
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void decide(false)}>
            {t('activateForm.deny')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void lookUp(event)} noValidate>
      <label className={styles.field}>
        <span className={styles.label}>{t('activateForm.codeLabel')}</span>
        <input
          className={styles.input}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onBlur={() => {
            const normal = normaliseUserCode(code);
            if (normal) setCode(formatUserCode(normal));
          }}
          placeholder="XXXX-XXXX"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'activate-error' : undefined}
        />
      </label>
      {error ? (
        <p id="activate-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('activateForm.continue')}
      </button>
    </form>
  );
}
