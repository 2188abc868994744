'use client';

import { callAndroid, currentWebview } from '@/lib/native-bridge';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import Cookies from 'js-cookie';
import { useRouter } from 'next/navigation';
import { COOKIE } from '@/contract/constants';
import { formatMoney, paymentLink, showsLoaderBetween } from '@/lib/payment-rules';
import { isMobileUserAgent } from '@/contract/platform';
import type { Plan } from '@/lib/api/payment-types';
import { useSessionStoreApi, useUiStoreApi } from '@/stores/store-provider';
import { whenSessionKnown } from '@/stores/when-session-known';
import { PlanCard } from './plan-card';
import { PriceBreakupView } from './price-breakup-view';
import { usePriceBreakup } from './use-price-breakup';
import { VoucherEntry } from './voucher-entry';
import styles from './payments.module.css';

// The interactive part of /purchase: plan cards, promo code with a live price breakup, Continue.
//   the free MZaalo plan: signed out, the login dialog (for AVOD); signed in, it subscribes directly;
//   a paid plan: signed out, the login dialog (registration returns to the payment page);
//   signed in, the payment link (spec 001 §9) with the applied promo code, behind the loader.

export interface PlanPickerProps {
  plans: Plan[];
  /** pr: the plan chosen in the address */
  initialProductId?: number | null;
  /** vou: the promo code in the address */
  initialVoucher?: string | null;
  /** the purchase page's query: rurl and the marketing parameters travel on */
  query: string;
}

function defaultPlan(plans: Plan[], wanted?: number | null): Plan | undefined {
  return plans.find((plan) => plan.product_id === wanted) ?? plans.find((plan) => plan.tier === 'premium') ?? plans[0];
}

export function PlanPicker({ plans, initialProductId, initialVoucher, query }: PlanPickerProps) {
  const t = useTranslations('payments');
  const format = useFormatter();
  const router = useRouter();
  const ui = useUiStoreApi();
  const session = useSessionStoreApi();
  const groupName = useId();
  const [selectedId, setSelectedId] = useState(defaultPlan(plans, initialProductId)?.product_id ?? null);
  const selected = plans.find((plan) => plan.product_id === selectedId) ?? null;
  const free = selected?.price === 0;
  const price = usePriceBreakup();
  const { load } = price;
  const stopWaiting = useRef(() => {});
  useEffect(() => () => stopWaiting.current(), []);

  // on arrival: the breakup of the chosen plan with the promo code of the address (vou)
  const [firstPlan] = useState(selected);
  const [firstVoucher] = useState(initialVoucher?.trim().toUpperCase() || null);
  useEffect(() => {
    if (firstPlan && firstPlan.price > 0) void load(firstPlan.product_id, firstVoucher);
  }, [firstPlan, firstVoucher, load]);

  function choose(plan: Plan) {
    setSelectedId(plan.product_id);
    // the applied promo code goes along to the newly chosen plan
    if (plan.price > 0) void load(plan.product_id, price.applied);
  }

  if (plans.length === 0) {
    return <p className={styles.lead}>{t('planPicker.noPlans')}</p>;
  }

  const here = () => {
    const params = new URLSearchParams(query);
    if (selected) params.set('pr', String(selected.product_id));
    if (price.applied) params.set('vou', price.applied);
    else params.delete('vou');
    return `/purchase?${params.toString()}`;
  };

  // a member's purchase page is drawn without their session: Continue pressed before it has been
  // read goes on once it has, for who the viewer is; only the last press, and only while the
  // visitor is still on this page
  function onContinue() {
    stopWaiting.current();
    if (selected) stopWaiting.current = whenSessionKnown(session, ({ isLoggedIn }) => proceed(selected, isLoggedIn));
  }

  function proceed(plan: Plan, signedIn: boolean) {
    const state = ui.getState();
    if (plan.price === 0) {
      if (!signedIn) {
        // the free-plan flow goes on after the sign-in (createAVOD)
        router.replace(here(), { scroll: false });
        state.openModal('login', { for: 'AVOD' }, { withQuery: false });
        return;
      }
      void import('./free-plan').then(({ subscribeToFreePlan }) => subscribeToFreePlan(ui, t));
      return;
    }
    if (!signedIn) {
      // the address carries the choice: a new account returns to the payment page (spec 000 §4)
      router.replace(here(), { scroll: false });
      state.openModal('login', {}, { withQuery: false });
      return;
    }
    // spec 001 §7: inside the Android app the app takes the payment (Google Play, or the partner's billing)
    if (currentWebview() === 'android') {
      const productId = String(plan.product_id);
      const partner = new URLSearchParams(query).has('partner_code');
      if (partner ? callAndroid('payByPartner', productId) : callAndroid('payByGoogle', productId)) return;
    }
    const params = new URLSearchParams(query);
    const target = paymentLink({
      pr: String(plan.product_id),
      vou: price.applied,
      country: Cookies.get(COOKIE.country),
      mobile: isMobileUserAgent(navigator.userAgent),
      carry: params,
      rurl: params.get('rurl'),
    });
    if (showsLoaderBetween('/purchase', target)) state.setLoader(true);
    router.push(target);
  }

  const discounted = (plan: Plan) =>
    plan.product_id === selectedId && price.breakup?.product_id === plan.product_id && price.breakup.voucher
      ? price.breakup.is_free
        ? t('planPicker.free')
        : formatMoney(format, price.breakup.total, price.breakup.currency)
      : null;

  return (
    <div className={styles.section}>
      <fieldset className={styles.plans}>
        <legend className="visually-hidden">{t('planPicker.plans')}</legend>
        {plans.map((plan) => (
          <PlanCard
            key={plan.product_id}
            plan={plan}
            name={groupName}
            selected={plan.product_id === selectedId}
            onSelect={() => choose(plan)}
            discounted={discounted(plan)}
          />
        ))}
      </fieldset>

      {selected && !free ? (
        <>
          <VoucherEntry
            applied={price.applied}
            appliedDescription={price.breakup?.voucher?.description}
            checking={price.loading}
            error={price.voucherError}
            onApply={(code) => void load(selected.product_id, code)}
            onRemove={() => void load(selected.product_id, null)}
          />
          {price.breakup && price.breakup.product_id === selected.product_id ? (
            <PriceBreakupView breakup={price.breakup} busy={price.loading} />
          ) : null}
          {price.error ? (
            <p className={styles.error} role="alert">
              {price.error}
            </p>
          ) : null}
        </>
      ) : null}

      <div className={styles.actions}>
        <button type="button" className="btn btn-premium" onClick={onContinue} disabled={!selected}>
          {free ? t('planPicker.joinFree') : t('planPicker.continue')}
        </button>
      </div>
    </div>
  );
}
