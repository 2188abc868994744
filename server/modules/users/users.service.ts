import { ValidationError } from '../../platform/errors';
import { text, type Text } from '../../platform/texts';
import { countryByCode } from '../geo/countries';
import type { SessionUser } from '../session/session.guard';
import { requireFreshSignIn } from '../session/fresh-sign-in';
import { MZAALO_PRODUCT_ID, PLAN_PRODUCT_IDS } from '../../../contract/plans';
import type { UsersRepository, UserChanges } from './users.repository';
import type { ProfileUpdate } from '../../../contract/schemas/users';

// Profile, active product and account deletion (spec 000 §3, §4 "Account deletion", §7).

/** spec 000 §3 "Plan values": the product ids of each plan. */
const PLAN_PRODUCTS: Record<string, { product_name: string; product_id: number | null }> = {
  basic: { product_name: 'Basic', product_id: PLAN_PRODUCT_IDS.basic[0] },
  plus: { product_name: 'Plus', product_id: PLAN_PRODUCT_IDS.plus[0] },
  premium: { product_name: 'Premium', product_id: PLAN_PRODUCT_IDS.premium[0] },
  mzaalo: { product_name: 'MZaalo', product_id: MZAALO_PRODUCT_ID },
};

const IMAGE = /^(https:\/\/[^\s]+|data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+)$/;

export function createUsersService({ repository, now = Date.now }: { repository: UsersRepository; now?: () => number }) {
  return {
    async updateProfile(user: SessionUser, update: ProfileUpdate) {
      if (update.country && !countryByCode(update.country)) throw new ValidationError(text('errors.users.countryInvalid'));
      if (update.profile_image && !IMAGE.test(update.profile_image)) throw new ValidationError(text('errors.users.imageInvalid'));
      if (update.dob) {
        const date = new Date(`${update.dob}T00:00:00Z`);
        if (Number.isNaN(date.getTime()) || date.getTime() > now()) throw new ValidationError(text('errors.users.birthDateInvalid'));
      }
      const changes: UserChanges = {};
      if (update.firstname !== undefined) changes.firstname = update.firstname;
      if (update.lastname !== undefined) changes.lastname = update.lastname;
      if (update.dob !== undefined) changes.dob = update.dob;
      if (update.gender !== undefined) changes.gender = update.gender;
      if (update.city !== undefined) changes.city = update.city;
      if (update.country !== undefined) changes.country = update.country;
      if (update.profile_image !== undefined) changes.profileImage = update.profile_image;
      if (Object.keys(changes).length === 0) return user;
      return repository.updateUser(user.id, changes);
    },

    /**
     * spec 000 §3 "Active product", from the user's subscription (periods that ended were already
     * applied by the subscription expiry hook); from the plan alone when there is none.
     */
    async activeProduct(user: SessionUser) {
      const userstate = PLAN_PRODUCTS[user.activeUserPlan] ? user.activeUserPlan : 'basic';
      const subscription = await repository.currentSubscription(user.id);
      if (subscription && subscription.tier === userstate) {
        const renewing = (subscription.status === 'active' || subscription.status === 'renewal_due') && subscription.autoRenew;
        const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
        return {
          userstate,
          product_name: subscription.productName,
          product_id: subscription.productId,
          plan_id: subscription.planId,
          next_billing_date: renewing ? day(subscription.currentPeriodEnd) : null,
          payment_method: subscription.paymentMethod,
          uuid: user.id,
          subscription_status: subscription.status,
          access_until: day(subscription.currentPeriodEnd),
        };
      }
      const product = PLAN_PRODUCTS[userstate];
      return {
        userstate,
        ...product,
        plan_id: null,
        next_billing_date: null,
        payment_method: null,
        uuid: user.id,
        subscription_status: null,
        access_until: null,
      };
    },

    /** Needs a sign-in within the last 15 minutes: /deleteuser re-authenticates first. */
    async deleteAccount(user: SessionUser, session: { createdAt: Date }): Promise<Text> {
      requireFreshSignIn(session, now(), text('errors.users.signInAgainToDelete'));
      const identifiers = [
        ...(user.email ? [`e:${user.email.toLowerCase()}`] : []),
        ...(user.mobile && user.callingCode ? [`m:${user.callingCode}:${user.mobile}`] : []),
      ];
      await repository.deleteAccount(user.id, identifiers, new Date(now()));
      return text('errors.users.accountDeleted');
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
