import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInViewer } from '../session/viewer';
import { accountOf } from '../auth/auth.service';
import type { RewardsService } from './rewards.service';
import { say } from '../../platform/texts';
import type { CouponRow } from './rewards.repository';
import {
  ClaimReferralBody,
  ClaimReferralResponse,
  CouponsResponse,
  EarnResponse,
  HistoryQuery,
  HistoryResponse,
  RedeemBody,
  RedeemResponse,
  ReferralResponse,
  ShareBody,
  SummaryResponse,
} from '../../../contract/schemas/rewards';

// GET/POST /api/v2/secured/rewards/... (issue 14): the embedded rewards provider's calls. Each
// needs a session (401) and the MZaalo plan (403 with the service's message).

export interface RewardsRoutesOptions {
  service: RewardsService;
  /** whether a device (the SHA-256 of its id) has signed in to an account */
  isKnownDevice: (userId: string, deviceHash: string) => Promise<boolean>;
}

const secured = { tags: ['rewards'], security: [{ authToken: [] }] };
const success = <T>(data: T) => ({ status: 'success' as const, data });
const couponOf = (row: CouponRow) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  cost: row.cost,
  kind: row.kind as 'voucher' | 'partner',
  stock: row.stock,
  product_ids: row.productIds,
});

export const rewardsRoutes: FastifyPluginAsyncZod<RewardsRoutesOptions> = async (app, { service, isKnownDevice }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/v2/secured/rewards',
    { schema: { ...secured, description: 'The coin balance and the earning rules.', response: { 200: SummaryResponse } } },
    async (request) => {
      const { user } = await signedInViewer(request);
      const summary = await service.summary(user);
      const rules = service.rules().map((rule) => ({
        action: rule.action,
        coins: rule.coins,
        daily_cap: rule.dailyCap ?? null,
        title: say(request, rule.words.title),
        description: say(request, rule.words.description),
      }));
      return success({ ...summary, rules });
    },
  );

  app.get(
    '/api/v2/secured/rewards/history',
    {
      schema: {
        ...secured,
        description: 'Ledger entries, newest first; `next` pages on.',
        querystring: HistoryQuery,
        response: { 200: HistoryResponse },
      },
    },
    async (request) => {
      const { user } = await signedInViewer(request);
      const page = await service.history(user, request.query.size, request.query.before);
      return success({
        entries: page.entries.map((entry) => ({
          id: entry.id,
          action: entry.action,
          amount: entry.amount,
          reference: entry.reference,
          balance_after: entry.balanceAfter,
          created_at: entry.createdAt.toISOString(),
        })),
        next: page.next,
      });
    },
  );

  app.post(
    '/api/v2/secured/rewards/check-in',
    {
      schema: {
        ...secured,
        description: "The daily check-in (spec 000 §4: on MZaalo login); once a day in the user's country.",
        response: { 200: EarnResponse },
      },
    },
    async (request) => {
      const viewer = await signedInViewer(request);
      return success(await service.checkIn(viewer.user, { country: viewer.country, deviceId: viewer.deviceId }));
    },
  );

  app.post(
    '/api/v2/secured/rewards/share',
    {
      schema: {
        ...secured,
        description: 'A share from the share modal; earns up to the daily cap.',
        body: ShareBody,
        response: { 200: EarnResponse },
      },
    },
    async (request) => {
      const viewer = await signedInViewer(request);
      return success(await service.share(viewer.user, { country: viewer.country, reference: request.body.content_id?.toString() }));
    },
  );

  app.get(
    '/api/v2/secured/rewards/coupons',
    {
      schema: {
        ...secured,
        description: 'Coupons on offer and the ones the user redeemed, with their codes.',
        response: { 200: CouponsResponse },
      },
    },
    async (request) => {
      const { user } = await signedInViewer(request);
      const { coupons, redeemed } = await service.coupons(user);
      return success({
        coupons: coupons.map(couponOf),
        redeemed: redeemed.map((row) => ({ coupon: couponOf(row.coupon), code: row.code, created_at: row.createdAt.toISOString() })),
      });
    },
  );

  app.post(
    '/api/v2/secured/rewards/redeem',
    {
      schema: {
        ...secured,
        description:
          "Spends the coupon's cost and issues it in one transaction. A voucher coupon's code works at /purchase. Not enough coins: 400 NOT_ENOUGH_COINS; none left: 409.",
        body: RedeemBody,
        response: { 200: RedeemResponse },
      },
    },
    async (request) => {
      const { user } = await signedInViewer(request);
      const issued = await service.redeem(user, request.body.coupon_id, request.body.idempotency_key);
      return success({ coupon: couponOf(issued.coupon), code: issued.code });
    },
  );

  app.get(
    '/api/v2/secured/rewards/referral',
    { schema: { ...secured, description: "The user's personal referral code.", response: { 200: ReferralResponse } } },
    async (request) => {
      const { user } = await signedInViewer(request);
      return success({ code: await service.referralCode(user) });
    },
  );

  app.post(
    '/api/v2/secured/rewards/referral/claim',
    {
      schema: {
        ...secured,
        description:
          "A new member names the referral code it joined with; the referrer earns once the member has verified its e-mail or mobile and watched 3 minutes, for up to 10 members a month. recorded is false for one's own code, a device the referrer signs in on, a device or identifier referred before, an account that has watched, or an account that referred the referrer.",
        body: ClaimReferralBody,
        response: { 200: ClaimReferralResponse },
      },
    },
    async (request) => {
      const viewer = await signedInViewer(request);
      // the same normalised identifier sign-in uses, so a re-created account is the same person
      const { identifier } = accountOf({
        email: viewer.user.email ?? undefined,
        mobile: viewer.user.mobile ?? undefined,
        calling_code: viewer.user.callingCode ?? undefined,
      });
      const recorded = await service.claimReferral({ ...viewer.user, identifier }, request.body.code, {
        deviceId: viewer.deviceId,
        referrerKnowsDevice: isKnownDevice,
      });
      return success({ recorded });
    },
  );
};
