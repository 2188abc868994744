'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Plan } from '@/lib/api/payment-types';
import { GIFT_MESSAGE_MAX, RECIPIENT_NAME_MAX } from '@/lib/payment-rules';
import { PlanCard } from './plan-card';
import styles from './payments.module.css';
import giftStyles from './gift.module.css';

// The gift page's first step (op=preparation): which plan, and for whom. Continue opens the
// payment step of the same page (op=payment) with the choice in its address.

export interface GiftFormProps {
  plans: Plan[];
  initialProductId: number;
  /** the gift link's cc, kept for the payment step */
  country: string;
  ls: string | null;
  recipientName: string;
  message: string;
}

export function GiftForm({ plans, initialProductId, country, ls, recipientName, message }: GiftFormProps) {
  const t = useTranslations('payments');
  const nameId = useId();
  const messageId = useId();
  const hintId = useId();
  const [productId, setProductId] = useState(
    plans.some((plan) => plan.product_id === initialProductId) ? initialProductId : plans[0]?.product_id,
  );

  return (
    <form className={styles.card} method="get" action="/gift" aria-labelledby="gift-form-heading">
      <h2 id="gift-form-heading">{t('giftForm.heading')}</h2>
      <input type="hidden" name="op" value="payment" />
      <input type="hidden" name="cc" value={country} />
      {ls ? <input type="hidden" name="ls" value={ls} /> : null}
      <fieldset className={giftStyles.fieldset}>
        <legend className={giftStyles.legend}>{t('giftForm.plan')}</legend>
        <div className={styles.plans}>
          {plans.map((plan) => (
            <PlanCard
              key={plan.product_id}
              plan={plan}
              name="pr"
              selected={plan.product_id === productId}
              onSelect={() => setProductId(plan.product_id)}
            />
          ))}
        </div>
      </fieldset>
      <div className={giftStyles.field}>
        <label htmlFor={nameId}>{t('giftForm.recipientName')}</label>
        <input
          id={nameId}
          name="to"
          className={giftStyles.text}
          defaultValue={recipientName}
          maxLength={RECIPIENT_NAME_MAX}
          autoComplete="off"
        />
      </div>
      <div className={giftStyles.field}>
        <label htmlFor={messageId}>{t('giftForm.message')}</label>
        <textarea
          id={messageId}
          name="msg"
          className={giftStyles.text}
          defaultValue={message}
          maxLength={GIFT_MESSAGE_MAX}
          rows={3}
          aria-describedby={hintId}
        />
        <span id={hintId} className={giftStyles.hint}>
          {t('giftForm.messageHint', { max: GIFT_MESSAGE_MAX })}
        </span>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-premium">
          {t('giftForm.continue')}
        </button>
      </div>
    </form>
  );
}
