import { useId } from 'react';
import type { Plan } from '@/lib/api/payment-types';
import { screensText, streamLimitOf } from '@/contract/entitlements';
import styles from './payments.module.css';

// One plan of the purchase page, as a radio choice: name, price in the visitor's currency, period
// and what it unlocks, on how many screens at once.

const PERIOD: Record<string, string> = { monthly: 'month', quarterly: '3 months', yearly: 'year', annual: 'year' };

export function periodOf(plan: Pick<Plan, 'billing_period' | 'duration_days'>): string | null {
  if (plan.billing_period && PERIOD[plan.billing_period]) return PERIOD[plan.billing_period];
  if (plan.duration_days) return `${plan.duration_days} days`;
  return null;
}

export function planFeatures(plan: Pick<Plan, 'unlocks' | 'tier'>): string[] {
  const features: string[] = [];
  const access = plan.unlocks.access;
  if (access.includes('svod')) features.push('Every title, including Premium films and originals');
  else if (access.includes('avod')) features.push('Free and ad-supported titles');
  features.push(plan.unlocks.ads ? 'With ad breaks' : 'No ad breaks');
  const screens = streamLimitOf(plan.tier);
  if (screens !== undefined) features.push(`Watch on ${screensText(screens)} at a time`);
  if (plan.unlocks.downloads) features.push('Downloads');
  if (plan.tier === 'mzaalo') features.push('Earn coins as you watch, share and refer friends');
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
  const id = useId();
  const period = periodOf(plan);
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
      {plan.billing_period === 'yearly' ? <span className={styles.planBadge}>Best value</span> : null}
      <span className={styles.planName} id={`${id}-name`}>
        {plan.product_name}
      </span>
      <span className={styles.planPrice} id={`${id}-price`}>
        {discounted ? (
          <>
            <span className={styles.planStrike}>{plan.display_price}</span> {discounted}
          </>
        ) : free ? (
          'Free'
        ) : (
          plan.display_price
        )}
        {period && !free ? <span className={styles.planPeriod}> / {period}</span> : null}
      </span>
      {plan.description ? <span className={styles.planPeriod}>{plan.description}</span> : null}
      <ul className={styles.planList} id={`${id}-features`}>
        {planFeatures(plan).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </label>
  );
}
