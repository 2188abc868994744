'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { readFailure } from '@/lib/api/errors';
import { useRouter } from 'next/navigation';
import { Modal } from '@/components/ui/modal';
import { redeemPromoCode } from '@/lib/api/payments';
import { fetchActiveProduct } from '@/lib/api/user';
import { SNACKBAR_LONG_TIME_MS } from '@/contract/constants';
import { useSessionStoreApi, useUiStoreApi } from '@/stores/store-provider';
import { PromoCodeInput } from './promo-code-input';
import styles from './payments.module.css';
import { AlertText } from '@/components/ui/alert-text';

// Redeem promo code (spec 000 §2 account dropdown; spec 001 §7: the secured user/purchase call with
// the code as pin and payment id '1000001'). States: empty (Redeem disabled), redeeming, refused
// (the server's message), done (closes, says so, and the page shows the new plan).

export function RedeemDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('payments');
  const ui = useUiStoreApi();
  const session = useSessionStoreApi();
  const router = useRouter();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const trimmed = code.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || busy) return;
    setBusy(true);
    setError('');
    try {
      const { message } = await redeemPromoCode(trimmed.toUpperCase());
      onClose();
      ui.getState().showSnackbar({ message, type: 'success', time: SNACKBAR_LONG_TIME_MS });
      try {
        session.getState().setActiveProduct(await fetchActiveProduct());
      } catch (failure) {
        console.error('Active product did not load after the promo code', failure);
      }
      router.refresh();
    } catch (failure) {
      setError(readFailure(failure).message);
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={t('redeem.title')} variant="center">
      <form className={styles.voucher} onSubmit={submit} noValidate>
        <label htmlFor={inputId}>{t('redeem.label')}</label>
        <PromoCodeInput
          id={inputId}
          value={code}
          invalid={Boolean(error)}
          describedBy={errorId}
          onChange={(value) => {
            setCode(value);
            setError('');
          }}
        />
        <AlertText id={errorId} className={styles.error} reserve message={error} />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-premium" disabled={!trimmed || busy}>
            {busy ? t('redeem.redeeming') : t('redeem.redeem')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('redeem.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
