'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { readFailure } from '@/lib/api/errors';
import { useRouter } from 'next/navigation';
import { Modal } from '@/components/ui/modal';
import { cancelSubscription, createRenewalLink, renewSubscription } from '@/lib/api/payments';
import { fetchActiveProduct } from '@/lib/api/user';
import { SNACKBAR_LONG_TIME_MS } from '@/contract/constants';
import { useSessionStoreApi, useUiStoreApi } from '@/stores/store-provider';
import styles from './payments.module.css';

// Cancel and Renew on the account page. Cancel asks first; access continues to the end of the
// period. Renew undoes a cancellation, or pays a renewal that is due through the renewal link.

export function SubscriptionActions({ status }: { status: string | null | undefined }) {
  const t = useTranslations('payments');
  const ui = useUiStoreApi();
  const session = useSessionStoreApi();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<string | null>) {
    setBusy(true);
    try {
      const message = await work();
      if (message === null) return;
      ui.getState().showSnackbar({ message, type: 'success', time: SNACKBAR_LONG_TIME_MS });
      session.getState().setActiveProduct(await fetchActiveProduct());
      router.refresh();
    } catch (failure) {
      ui.getState().showSnackbar({ message: readFailure(failure).message, type: 'error', time: SNACKBAR_LONG_TIME_MS });
    } finally {
      setBusy(false);
    }
  }

  const renew = () =>
    run(async () => {
      if (status === 'renewal_due') {
        const link = await createRenewalLink();
        window.location.assign(link.short_url);
        return null;
      }
      return renewSubscription();
    });

  return (
    <div className={styles.actions}>
      {status === 'active' ? (
        <button type="button" className="btn btn-ghost" onClick={() => setConfirming(true)} disabled={busy}>
          {t('subscriptionActions.cancel')}
        </button>
      ) : null}
      {status === 'cancelled' || status === 'renewal_due' ? (
        <button type="button" className="btn btn-premium" onClick={renew} disabled={busy}>
          {t('subscriptionActions.renew')}
        </button>
      ) : null}
      {confirming ? (
        <Modal open onClose={() => setConfirming(false)} title={t('subscriptionActions.confirmTitle')} closable={false} variant="center">
          <p className={styles.lead}>{t('subscriptionActions.confirmLead')}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setConfirming(false);
                void run(cancelSubscription);
              }}
            >
              {t('subscriptionActions.yes')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
              {t('subscriptionActions.no')}
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
