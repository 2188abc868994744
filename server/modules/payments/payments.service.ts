import { ForbiddenError } from '../../platform/errors';
import { FREE_PLAN_COUNTRIES, viewerPlanOf } from '../playback/entitlements';
import type { PaymentsRepository } from './payments.repository';

// The free MZaalo plan (spec 000 §4 "Free plan"). Paid plans, vouchers and gateways come with
// the payments work; this is the one subscription that needs no payment.

export const MZAALO_PLAN = 'mzaalo';

export type CreateAvodOutcome = { created: true; message: 'Subscription successful' } | { created: false; message: string };

export function createPaymentsService({ repository }: { repository: PaymentsRepository }) {
  return {
    /** Idempotent: a second call answers 'You are already subscribed to Mzaalo.' and changes nothing. */
    async createAvod(userId: string, country: string): Promise<CreateAvodOutcome> {
      if (!FREE_PLAN_COUNTRIES.has(country.toUpperCase())) {
        throw new ForbiddenError('The MZaalo plan is not offered in your country.', 'AVOD_UNAVAILABLE');
      }
      const { before } = await repository.switchPlan(userId, (current) => {
        const plan = viewerPlanOf(current);
        // premium and plus already include everything MZaalo plays, without ads
        return plan === 'basic' ? MZAALO_PLAN : null;
      });
      const plan = viewerPlanOf(before);
      if (plan === 'mzaalo') return { created: false, message: 'You are already subscribed to Mzaalo.' };
      if (plan === 'premium' || plan === 'plus') return { created: false, message: 'Your plan already includes everything on MZaalo, without ads.' };
      return { created: true, message: 'Subscription successful' };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
