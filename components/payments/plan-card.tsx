import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { Plan } from '@/lib/api/payment-types';
import { streamLimitOf } from '@/contract/entitlements';
import styles from './payments.module.css';

// One plan of the purchase page, as a radio choice: name, price in the visitor's currency, period
// and what it unlocks, on how many screens at once.

const PERIOD: Record<string, Period['period']> = { monthly: 'month', quarterly: 'quarter', yearly: 'year', annual: 'year' };

/** How often a plan bills, as the values of the period messages (planCard.period, paymentSummary.billed). */
export interface Period {
  period: 'month' | 'quarter' | 'year' | 'days';
  days: number;
}

export function periodOf(plan: Pick<Plan, 'billing_period' | 'duration_days'>): Period | null {
  if (plan.billing_period && PERIOD[plan.billing_period]) return { period: PERIOD[plan.billing_period], days: plan.duration_days ?? 0 };
  if (plan.duration_days) return { period: 'days', days: plan.duration_days };
  return null;
}

/** What a plan includes, as keys of the payments messages; each takes the plan's screens as `count`. */
export function planFeatures(plan: Pick<Plan, 'unlocks' | 'tier'>): string[] {
  const features: string[] = [];
  const access = plan.unlocks.access;
  if (access.includes('svod')) features.push('planCard.allTitles');
  else if (access.includes('avod')) features.push('planCard.freeTitles');
  features.push(plan.unlocks.ads ? 'planCard.withAds' : 'planCard.noAds');
  if (streamLimitOf(plan.tier) !== undefined) features.push('planCard.screens');
  if (plan.unlocks.downloads) features.push('planCard.downloads');
  if (plan.tier === 'mzaalo') features.push('planCard.coins');
  return features;
}

export interface PlanCardProps {
  plan: Plan;
  name: string;
  selected: boolean;
  onSelect: () => void;
  /** the price after the applied promo code, when it differs */
  discounted?: string | null;
}

export function PlanCard({ plan, name, selected, onSelect, discounted }: PlanCardProps) {
  const t = useTranslations('payments');
  const id = useId();
  const period = periodOf(plan);
  const screens = streamLimitOf(plan.tier) ?? 0;
  const free = plan.price === 0;
  return (
    <label className={styles.plan} data-selected={selected} data-testid={`plan-${plan.product_id}`}>
      <input
        type="radio"
        className={styles.planRadio}
        name={name}
        value={plan.product_id}
        checked={selected}
        onChange={onSelect}
        // named by the plan and its price; what it includes describes it
        aria-labelledby={`${id}-name ${id}-price`}
        aria-describedby={`${id}-features`}
      />
      {plan.billing_period === 'yearly' ? <span className={styles.planBadge}>{t('planCard.bestValue')}</span> : null}
      <span className={styles.planName} id={`${id}-name`}>
        {plan.product_name}
      </span>
      <span className={styles.planPrice} id={`${id}-price`}>
        {discounted ? (
          <>
            <span className={styles.planStrike}>{plan.display_price}</span> {discounted}
          </>
        ) : free ? (
          t('planCard.free')
        ) : (
          plan.display_price
        )}
        {period && !free ? <span className={styles.planPeriod}> / {t('planCard.period', { ...period })}</span> : null}
      </span>
      {plan.description ? <span className={styles.planPeriod}>{plan.description}</span> : null}
      <ul className={styles.planList} id={`${id}-features`}>
        {planFeatures(plan).map((feature) => (
          <li key={feature}>{t(feature, { count: screens })}</li>
        ))}
      </ul>
    </label>
  );
}
