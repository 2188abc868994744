import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { text } from '../../platform/texts';
import { hashToken } from '../../platform/tokens';
import { enforceLimits, type RateLimiter } from '../../platform/rate-limit';
import { mayPlay, viewerPlanOf } from '../../../contract/entitlements';
import { DEFAULT_COUNTRY } from '../../../contract/constants';
import {
  CHECK_INS_PER_DEVICE_PER_DAY,
  EARNING_RULES,
  QUALIFYING_WATCH_MINUTES,
  REFERRALS_PER_MONTH,
  rewardDay,
  WATCH_COINS_PER_DAY,
  type EarnAction,
} from './rewards.rules';
import { SDK_ACTIONS, type ProviderUser, type RewardsProvider, type SdkAction } from './rewards.provider';
import { InsufficientCoinsError, OutOfStockError, type RewardsRepository } from './rewards.repository';

// MZaalo coins (issue 14): the embedded rewards provider. Earning follows rewards.rules.ts and
// only MZaalo users earn or spend; the ledger (rewards.repository.ts) makes every posting
// idempotent and keeps balances from going negative. The coins for joining and for a referral
// wait until the new account has proved its e-mail or mobile and watched a few minutes (issue 46):
// a throwaway account earns nothing, and no device cookie has to be believed.

const LIMIT_WINDOW_SECONDS = 900;

export interface RewardsUser {
  id: string;
  activeUserPlan: string;
}

export interface Earned {
  action: EarnAction;
  coins: number;
  balance: number;
}

export interface RewardsDeps {
  repository: RewardsRepository;
  limiter: RateLimiter;
  now?: () => number;
  /** a hosted provider that hears of the SDK's actions too (REWARDS_PROVIDER_URL); the ledger stays the record */
  provider?: RewardsProvider;
  /** a call to the hosted provider failed (the user's coins are already in the ledger) */
  onProviderError?: (error: unknown) => void;
}

export function createRewardsService({ repository, limiter, now = Date.now, provider, onProviderError = () => undefined }: RewardsDeps) {
  const isMzaalo = (user: RewardsUser) => viewerPlanOf(user.activeUserPlan) === 'mzaalo';
  function member(user: RewardsUser): void {
    if (!isMzaalo(user)) throw new ForbiddenError(text('errors.rewards.notMember'));
  }

  async function earn(userId: string, action: EarnAction, coins: number, key: string, reference?: string): Promise<Earned | null> {
    const entry = await repository.earn({ userId, action, amount: coins, key, reference });
    if (!entry) return null;
    tellProvider(userId, action, coins);
    return { action, coins, balance: entry.balanceAfter };
  }

  /** A hosted provider hears of the SDK's actions too; the ledger already holds the coins. */
  function tellProvider(userId: string, action: EarnAction, coins: number): void {
    if (!provider || !SDK_ACTIONS.has(action)) return;
    const detail = action === 'CONTENT_VIEWED' ? { totalWatchTime: (coins / EARNING_RULES.CONTENT_VIEWED.coins) * 60 } : undefined;
    provider.record(userId, action as SdkAction, detail).catch(onProviderError);
  }

  /** The calendar day of the account's reward country (kept from its first ask), never of the country a call names. */
  async function dayOf(userId: string, found: string | undefined, at: Date): Promise<string> {
    return rewardDay(at, await repository.rewardCountryOf(userId, found ?? DEFAULT_COUNTRY));
  }

  /**
   * Once the account has proved its e-mail or mobile and watched QUALIFYING_WATCH_MINUTES (its
   * CONTENT_VIEWED coins say how long): its joining coins, and its referrer's coins within the
   * referrer's monthly cap. Runs on the watch-coin earning path and when the account joins.
   */
  async function settleJoining(userId: string): Promise<void> {
    const standing = await repository.joiningStanding(userId, QUALIFYING_WATCH_MINUTES * EARNING_RULES.CONTENT_VIEWED.coins);
    if ((standing.joined && !standing.referralPending) || !standing.proven || !standing.watchedEnough) return;
    if (!standing.joined) await earn(userId, 'SIGNED_UP', EARNING_RULES.SIGNED_UP.coins, `SIGNED_UP:${userId}`);
    if (standing.referralPending)
      await repository.settleReferral({
        referredUserId: userId,
        coins: EARNING_RULES.REFERRED.coins,
        cap: REFERRALS_PER_MONTH,
        monthOf: (country) => rewardDay(new Date(now()), country ?? DEFAULT_COUNTRY).slice(0, 7),
      });
  }

  return {
    isMzaalo,
    rules: () => Object.values(EARNING_RULES),

    async summary(user: RewardsUser) {
      member(user);
      return repository.balanceOf(user.id);
    },

    async history(user: RewardsUser, size: number, before?: number) {
      member(user);
      const rows = await repository.history(user.id, size + 1, before);
      return { entries: rows.slice(0, size), next: rows.length > size ? rows[size - 1].id : null };
    },

    /** spec 000 §4: on MZaalo login a check-in is performed; once a day in the user's country. */
    async checkIn(
      user: RewardsUser & Omit<ProviderUser, 'uuid' | 'countryCode'>,
      context: { country?: string; deviceId?: string },
    ): Promise<Earned | null> {
      member(user);
      provider?.login({ uuid: user.id, email: user.email, mobile: user.mobile, countryCode: context.country }).catch(onProviderError);
      await enforceLimits(limiter, [{ key: `rewards:earn:${user.id}`, limit: 60, windowSeconds: LIMIT_WINDOW_SECONDS }]);
      const day = await dayOf(user.id, context.country, new Date(now()));
      if (context.deviceId) {
        const device = hashToken(context.deviceId);
        if ((await repository.recordCheckIn(user.id, day, device)) > CHECK_INS_PER_DEVICE_PER_DAY)
          await repository.flagDevice(device, day, 'too many accounts checked in from one device');
      }
      return earn(user.id, 'CHECKED_IN', EARNING_RULES.CHECKED_IN.coins, `CHECKED_IN:${user.id}:${day}`);
    },

    /** The account joined the MZaalo plan: its joining coins, once it qualifies (settleJoining). */
    signedUp: settleJoining,

    /** A share from the share modal, up to the daily cap. */
    async share(user: RewardsUser, context: { country?: string; reference?: string }): Promise<Earned | null> {
      member(user);
      await enforceLimits(limiter, [{ key: `rewards:earn:${user.id}`, limit: 60, windowSeconds: LIMIT_WINDOW_SECONDS }]);
      const day = await dayOf(user.id, context.country, new Date(now()));
      const prefix = `SHARED:${user.id}:${day}:`;
      const done = await repository.countEntries(user.id, 'SHARED', prefix);
      if (done >= (EARNING_RULES.SHARED.dailyCap ?? Infinity)) return null;
      // two shares at once name the same key: one is paid
      return earn(user.id, 'SHARED', EARNING_RULES.SHARED.coins, `${prefix}${done + 1}`, context.reference);
    },

    /**
     * A heartbeat of a MZaalo user's stream lease: the server's time since the lease last counted,
     * for the one title it plays and only while the viewer may play it, up to the title's length
     * and WATCH_COINS_PER_DAY; whole minutes earn coins.
     */
    async heartbeat(
      viewer: { user: RewardsUser; sessionId: string; country: string },
      input: { leaseId: string; playedSeconds?: number },
    ): Promise<Earned | null> {
      if (!isMzaalo(viewer.user)) return null;
      const at = new Date(now());
      const userId = viewer.user.id;
      const watched = await repository.watchOnHeartbeat({
        userId,
        sessionId: viewer.sessionId,
        leaseId: input.leaseId,
        at,
        day: await dayOf(userId, viewer.country, at),
        playedSeconds: input.playedSeconds,
        entitled: (title) => mayPlay(viewerPlanOf(viewer.user.activeUserPlan), title, viewer.country),
        coinsPerMinute: EARNING_RULES.CONTENT_VIEWED.coins,
        dailyCap: WATCH_COINS_PER_DAY,
      });
      if (!watched?.entry) return null;
      tellProvider(userId, 'CONTENT_VIEWED', watched.coins);
      await settleJoining(userId);
      return { action: 'CONTENT_VIEWED', coins: watched.coins, balance: watched.entry.balanceAfter };
    },

    async coupons(user: RewardsUser) {
      member(user);
      const [coupons, redeemed] = await Promise.all([repository.coupons(), repository.redemptions(user.id)]);
      return { coupons, redeemed };
    },

    async redeem(user: RewardsUser, couponId: string, idempotencyKey: string) {
      member(user);
      await enforceLimits(limiter, [{ key: `rewards:redeem:${user.id}`, limit: 20, windowSeconds: LIMIT_WINDOW_SECONDS }]);
      try {
        const issued = await repository.redeem(user.id, couponId, idempotencyKey, new Date(now()));
        if (!issued) throw new NotFoundError(text('errors.rewards.couponNotOffered'));
        return issued;
      } catch (error) {
        if (error instanceof InsufficientCoinsError) throw new ValidationError(text('errors.rewards.notEnoughCoins'), 'NOT_ENOUGH_COINS');
        if (error instanceof OutOfStockError) throw new ConflictError(text('errors.rewards.outOfStock'));
        throw error;
      }
    },

    async referralCode(user: RewardsUser): Promise<string> {
      member(user);
      return repository.referralCodeOf(user.id);
    },

    /**
     * A new account names the code it joined with. Its referrer earns once it qualifies
     * (settleJoining); one's own code, a code from a device the referrer signs in on, a device or
     * an e-mail that was referred before, and an account that referred the referrer earn nothing.
     */
    async claimReferral(
      user: RewardsUser & { identifier: string },
      code: string,
      context: { deviceId?: string; referrerKnowsDevice: (referrerId: string, deviceHash: string) => Promise<boolean> },
    ): Promise<boolean> {
      member(user);
      const referrer = await repository.referrerOfCode(code);
      if (!referrer) throw new NotFoundError(text('errors.rewards.referralInvalid'));
      if (referrer === user.id) return false;
      // a referral is for joining: an account that has already watched joined before the link
      if ((await repository.countEntries(user.id, 'CONTENT_VIEWED', `CONTENT_VIEWED:${user.id}:`)) > 0) return false;
      const deviceHash = context.deviceId ? hashToken(context.deviceId) : undefined;
      if (deviceHash && (await context.referrerKnowsDevice(referrer, deviceHash))) return false;
      return repository.recordReferral({
        referredIdentifier: hashToken(user.identifier),
        referredUserId: user.id,
        referrerUserId: referrer,
        deviceHash,
      });
    },
  };
}
export type RewardsService = ReturnType<typeof createRewardsService>;
