'use client';

import { useId, useState, type FormEvent } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { readFailure } from '@/lib/api/errors';
import { confirmPayment, createPendingSubscription, createTransaction, fetchVendors } from '@/lib/api/payments';
import { formatMoney, outcomePath } from '@/lib/payment-rules';
import { WALLET_OPERATORS } from '@/contract/plans';
import { useUiStoreApi } from '@/stores/store-provider';
import { OneTimeCodeInput } from '@/components/ui/one-time-code-input';
import { pendingBody, returnPathFor, type CheckoutProps } from './card-checkout';
import styles from './payments.module.css';
import { AlertText } from '@/components/ui/alert-text';

// Pay by Sim (/payment/simpaisa): a Pakistan mobile wallet (spec 000 §9: Telenor 100002, Zong
// 100003). The operator sends a code to the wallet's number; the code confirms the payment.

/** A Pakistan mobile number as the wallets take it: 03XXXXXXXXX, 3XXXXXXXXX, 923XXXXXXXXX or +923XXXXXXXXX. */
export function isPakistanMobile(value: string): boolean {
  return /^(?:03\d{9}|3\d{9}|923\d{9}|\+923\d{9})$/.test(value.replace(/[\s-]/g, ''));
}

const RESTART_CODES = new Set(['CODE_ATTEMPTS_EXCEEDED', 'CODE_EXPIRED', 'SUBSCRIPTION_NOT_PENDING', 'TRANSACTION_NOT_FOUND']);

interface CodeStep {
  vid: string;
  message: string;
  length: number;
}

export function WalletCheckout({ productId, country, voucher, total, currency, rurl, gift = null }: CheckoutProps) {
  const t = useTranslations('payments');
  const format = useFormatter();
  const ui = useUiStoreApi();
  const operatorName = useId();
  const numberId = useId();
  const codeId = useId();
  const errorId = useId();
  const [operator, setOperator] = useState<number>(WALLET_OPERATORS[0].id);
  const [msisdn, setMsisdn] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<CodeStep | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function start(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!isPakistanMobile(msisdn)) {
      setError(t('walletCheckout.invalidNumber'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const pending = await createPendingSubscription(pendingBody(productId, country, voucher, gift));
      const vendors = await fetchVendors(pending.subscription_id);
      if (!vendors.some((vendor) => vendor.payment_type_id === operator)) throw new Error(t('checkout.unavailable'));
      const transaction = await createTransaction({
        subscription_id: pending.subscription_id,
        payment_type_id: operator,
        msisdn: msisdn.replace(/[\s-]/g, ''),
        return_path: returnPathFor(rurl),
      });
      const action = transaction.next_action;
      if (action.type !== 'code') throw new Error(t('checkout.unavailable'));
      setStep({ vid: transaction.vid, message: action.message, length: action.code_length });
      setCode('');
    } catch (failure) {
      setError(failure instanceof Error && !('response' in failure) ? failure.message : readFailure(failure).message);
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (busy || !step) return;
    if (!new RegExp(`^\\d{${step.length}}$`).test(code)) {
      setError(t('walletCheckout.enterCode', { length: step.length }));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const status = await confirmPayment({ vid: step.vid, code });
      ui.getState().setLoader(true);
      // a full page load: the plan cookie and the shell follow the outcome
      window.location.assign(outcomePath(status, rurl));
    } catch (failure) {
      setError(readFailure(failure).message);
      if (RESTART_CODES.has(readFailure(failure).statusCode ?? '')) setStep(null);
      setBusy(false);
    }
  }

  if (step) {
    return (
      <form className={styles.card} onSubmit={confirm} noValidate aria-labelledby="wallet-code-heading">
        <h2 id="wallet-code-heading">{t('walletCheckout.confirmHeading')}</h2>
        <p className={styles.lead} role="status">
          {step.message}
        </p>
        <label htmlFor={codeId}>{t('walletCheckout.code')}</label>
        <OneTimeCodeInput
          id={codeId}
          className={styles.input}
          value={code}
          length={step.length}
          describedBy={errorId}
          onChange={(digits) => {
            setCode(digits);
            setError('');
          }}
        />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-premium" disabled={busy}>
            {busy ? t('checkout.pleaseWait') : t('walletCheckout.confirm')}
          </button>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => {
              setStep(null);
              setError('');
            }}
            disabled={busy}
          >
            {t('walletCheckout.anotherNumber')}
          </button>
        </div>
        <AlertText id={errorId} className={styles.error} reserve message={error} />
      </form>
    );
  }

  return (
    <form className={styles.card} onSubmit={start} noValidate aria-labelledby="wallet-heading">
      <h2 id="wallet-heading">{t('walletCheckout.heading')}</h2>
      <fieldset className={styles.tabs}>
        <legend className="visually-hidden">{t('walletCheckout.operator')}</legend>
        {WALLET_OPERATORS.map((entry) => (
          <label key={entry.id} className={styles.tab} data-selected={operator === entry.id}>
            <input
              type="radio"
              name={operatorName}
              value={entry.id}
              checked={operator === entry.id}
              onChange={() => setOperator(entry.id)}
            />{' '}
            {entry.name}
          </label>
        ))}
      </fieldset>
      <label htmlFor={numberId}>{t('walletCheckout.number')}</label>
      <input
        id={numberId}
        className={styles.input}
        value={msisdn}
        inputMode="tel"
        autoComplete="tel"
        placeholder="03XXXXXXXXX"
        maxLength={16}
        aria-describedby={errorId}
        onChange={(event) => {
          setMsisdn(event.target.value);
          setError('');
        }}
      />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-premium" disabled={busy}>
          {busy ? t('checkout.pleaseWait') : t('checkout.pay', { amount: formatMoney(format, total, currency) })}
        </button>
      </div>
      <AlertText id={errorId} className={styles.error} reserve message={error} />
    </form>
  );
}
