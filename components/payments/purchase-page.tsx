import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSession } from '@/lib/session';
import { safeReturnPath } from '@/contract/return-path';
import { AIRLINE_UTM_SOURCE } from '@/lib/payment-rules';
import { getPlansDetailed, type PlanGroup } from '@/lib/api/payments-server';
import type { Plan } from '@/lib/api/payment-types';
import { isMzaalo, isPremium } from '@/stores/session-rules';
import { planOf } from '@/contract/entitlements';
import { SignedInBox } from '@/components/auth/signed-in-box';
import { productIdOf } from '@/contract/plans';
import { firstOf, queryString, requestContext, type SearchParams } from './page-context';
import { PlanPicker } from './plan-picker';
import { PremiumFeatures } from './premium-features';
import { LoaderDone } from './loader-done';
import styles from './payments.module.css';

// /purchase (spec 001 §2): 'Choose your plan', with separate phone and desktop variants. A
// subscribed (premium) user is sent away to rurl; the change-user box shows who is signed in.

/** ent SVOD lists the paid plans only; otherwise the free MZaalo plan too (where it is offered). */
export function planGroupsFor(ent: string | undefined): PlanGroup[] {
  return ent === 'SVOD' ? ['SVOD'] : ['SVOD', 'AVOD'];
}

/** The plans worth offering a user: nothing they already have, nothing below it. */
export function plansFor(plans: Plan[], userPlan: string | null | undefined): Plan[] {
  const plan = planOf(userPlan);
  if (plan === 'plus') return plans.filter((entry) => entry.tier === 'premium');
  if (isMzaalo(plan)) return plans.filter((entry) => entry.tier !== 'mzaalo');
  return plans;
}

export async function PurchasePage({ searchParams }: { searchParams: SearchParams }) {
  const [{ user }, { mobile }, t] = await Promise.all([getSession(), requestContext(), getTranslations('payments')]);
  const rurl = safeReturnPath(firstOf(searchParams.rurl));
  if (user && isPremium(user.activeUserPlan)) redirect(rurl);

  const query = queryString(searchParams);
  let plans: Plan[] = [];
  let failed = false;
  try {
    plans = plansFor((await getPlansDetailed(planGroupsFor(firstOf(searchParams.ent)))).plans, user?.activeUserPlan);
  } catch (error) {
    console.error('Plans did not load', error);
    failed = true;
  }
  const airline = firstOf(searchParams.utm_source) === AIRLINE_UTM_SOURCE;

  const picker = failed ? (
    <p className={styles.error} role="alert">
      {t('purchase.loadFailed')}
    </p>
  ) : (
    <PlanPicker
      plans={plans}
      initialProductId={productIdOf(firstOf(searchParams.pr))}
      initialVoucher={firstOf(searchParams.vou)}
      query={query}
    />
  );

  return (
    <section className={styles.page} aria-labelledby="purchase-heading" data-variant={mobile ? 'phone' : 'desktop'}>
      <LoaderDone />
      <div className={styles.section}>
        <h1 id="purchase-heading">{t('purchase.heading')}</h1>
        <p className={styles.lead}>{airline ? t('purchase.airlineLead') : t('purchase.lead')}</p>
      </div>
      {user ? <SignedInBox returnTo={`/purchase${query ? `?${query}` : ''}`} /> : null}
      {mobile ? (
        // the phone variant: plans first, the features below them
        <>
          {picker}
          <PremiumFeatures />
        </>
      ) : (
        <>
          <PremiumFeatures />
          {picker}
        </>
      )}
    </section>
  );
}
