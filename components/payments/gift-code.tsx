'use client';

import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import styles from './payments.module.css';
import giftStyles from './gift.module.css';

// The paid gift: its code and a ready link for the recipient, each with a Copy button.

const subscribeToNothing = () => () => {};

export function GiftCode({ code, redeemPath }: { code: string; redeemPath: string }) {
  const t = useTranslations('payments');
  const linkId = useId();
  const [notice, setNotice] = useState('');
  // the link is shared outside the site: whole, with this site's address (known in the browser)
  const siteAddress = useSyncExternalStore(
    subscribeToNothing,
    () => window.location.origin,
    () => '',
  );
  const link = `${siteAddress}${redeemPath}`;

  async function copy(text: string, done: string) {
    try {
      await navigator.clipboard.writeText(text);
      setNotice(done);
    } catch {
      setNotice(t('giftCode.copyFailed'));
    }
  }

  return (
    <section className={styles.card} aria-labelledby="gift-code-heading">
      <h3 id="gift-code-heading">{t('giftCode.heading')}</h3>
      <p className={giftStyles.code} data-testid="gift-code">
        {code}
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-ghost" onClick={() => void copy(code, t('giftCode.codeCopied'))}>
          {t('giftCode.copyCode')}
        </button>
      </div>
      <div className={giftStyles.field}>
        <label htmlFor={linkId}>{t('giftCode.link')}</label>
        <input id={linkId} className={giftStyles.text} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn btn-ghost" onClick={() => void copy(link, t('giftCode.linkCopied'))}>
          {t('giftCode.copyLink')}
        </button>
      </div>
      <p className={styles.success} role="status">
        {notice}
      </p>
    </section>
  );
}
