'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useVisiblePathname } from '@/lib/visible-pathname';
import { Modal } from '@/components/ui/modal';
import { purchaseLink } from '@/lib/links';
import { pushEvent } from '@/lib/analytics';
import { matchRoute } from '@/lib/routes';
import { useSessionStore, useUiStoreApi } from '@/stores/store-provider';
import type { SubscriptionModalData } from '@/stores/ui-store';
import { watchesAsKids } from '@/stores/session-rules';
import { subscribeToFreePlan } from './free-plan';
import styles from './subscription-popup.module.css';

/**
 * spec 000 §4 "Subscription popup": for viewers who lack access. A centred modal on desktop and a
 * bottom sheet on phones and tablets; Escape, the backdrop or the back action close it. A kids
 * profile is offered nothing to buy (issue 49): it is told to ask a grown-up.
 */
export function SubscriptionPopup({ data }: { data: SubscriptionModalData }) {
  const t = useTranslations('payments');
  const ui = useUiStoreApi();
  const pathname = useVisiblePathname();
  const query = useSearchParams();
  const signedIn = useSessionStore((state) => state.isLoggedIn);
  const kids = useSessionStore((state) => watchesAsKids(state.userData));
  const popupType = data.popupType ?? 'svod';
  const [confirming, setConfirming] = useState(popupType === 'avod' && signedIn);
  const close = () => ui.getState().closeModal('subscription');
  const title = data.entityData?.title;
  // spec 000 §3: source FashionTV adds the partner tag fashiontv to the purchase link
  const partner = data.source?.toLowerCase() === 'fashiontv' ? 'fashiontv' : null;
  // spec 001 §9: screen names the originating page (left out for the not-found page)
  const screen = matchRoute(pathname)?.route.name ?? 'not-found';
  const link = (ent: 'SVOD' | 'AVOD+SVOD') => purchaseLink({ rurl: pathname, ent, screen, carry: query, partner });

  if (kids) {
    return (
      <Modal open onClose={close} title={t('subscriptionPopup.kidsTitle')} variant="sheet">
        <p className={styles.text}>{title ? t('subscriptionPopup.kidsTextTitle', { title }) : t('subscriptionPopup.kidsText')}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={close}>
            {t('subscriptionPopup.ok')}
          </button>
        </div>
      </Modal>
    );
  }

  if (confirming) {
    return (
      <Modal open onClose={close} title={t('subscriptionPopup.confirmTitle')} closable={false} variant="center">
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              close();
              void subscribeToFreePlan(ui, t);
            }}
          >
            {t('subscriptionPopup.yes')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => (popupType === 'avod' ? close() : setConfirming(false))}>
            {t('subscriptionPopup.no')}
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open
      onClose={close}
      title={popupType === 'svod' ? t('subscriptionPopup.svodTitle') : t('subscriptionPopup.avodTitle')}
      variant="sheet"
    >
      <p className={styles.text}>
        {popupType === 'svod'
          ? title
            ? t('subscriptionPopup.svodTextTitle', { title })
            : t('subscriptionPopup.svodText')
          : title
            ? t('subscriptionPopup.avodTextTitle', { title })
            : t('subscriptionPopup.avodText')}
      </p>
      <div className={styles.actions}>
        {popupType === 'svod' ? (
          <Link
            className={styles.primary}
            href={link('SVOD')}
            onClick={() => {
              pushEvent({ event: 'subscription_popup_subscribe', popup_type: popupType, ent: 'SVOD' });
              close();
            }}
          >
            {t('subscriptionPopup.subscribe')}
          </Link>
        ) : (
          <>
            <button
              type="button"
              className={styles.primary}
              // spec 000 §4: signed out, the login dialog opens first (for the ad-supported flow)
              onClick={() => {
                if (signedIn) setConfirming(true);
                else {
                  close();
                  ui.getState().openModal('login', { for: 'AVOD' }, { withQuery: true });
                }
              }}
            >
              {t('subscriptionPopup.watchFree')}
            </button>
            <Link
              className={styles.secondary}
              href={link('AVOD+SVOD')}
              onClick={() => {
                pushEvent({ event: 'subscription_popup_subscribe', popup_type: popupType, ent: 'AVOD+SVOD' });
                close();
              }}
            >
              {t('subscriptionPopup.comparePlans')}
            </Link>
          </>
        )}
      </div>
      {signedIn ? null : (
        <p className={styles.signIn}>
          {t.rich('subscriptionPopup.signIn', {
            button: (chunks) => (
              <button
                type="button"
                className={styles.link}
                onClick={() => {
                  close();
                  ui.getState().openModal('login', {}, { withQuery: true });
                }}
              >
                {chunks}
              </button>
            ),
          })}
        </p>
      )}
    </Modal>
  );
}
