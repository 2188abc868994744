import { enforceLimits } from '../../platform/rate-limit';
import type { SessionUser } from '../session/session.guard';
import { computeBreakup, currencyFor, priceFor, type VoucherRow } from './payments.pricing';
import { RATE_WINDOW_SECONDS, type PaymentsCore } from './payments.core';

// Plans and prices (spec 001 §7 get_plans_detailed, fetch_product_details, fetch_price_breakup).

export function createPricingService(core: PaymentsCore) {
  const { repository, limiter, limits, catalogue, productIn, planView, breakupView, checkVoucher } = core;
  return {
    async plans(country: string, groups: string[], owner: string) {
      const { products, prices } = await catalogue();
      const wanted = new Set((groups.length ? groups : ['SVOD', 'AVOD']).map((group) => group.toUpperCase()));
      const plans = products
        .filter((product) => wanted.has(product.entitlementGroup) && product.owner === owner)
        .flatMap((product) => {
          const price = priceFor(product, prices, country);
          return price ? [planView(product, price)] : [];
        });
      return { country, currency: currencyFor(country), plans };
    },
    async productDetails(productId: number, country: string) {
      const { product, price } = await productIn(productId, country);
      return { ...planView(product, price), purchasable: product.purchasable };
    },
    async priceBreakup(
      productId: number,
      country: string,
      voucherCode: string | undefined,
      caller: { user: SessionUser | null; ip: string },
    ) {
      const { product, price } = await productIn(productId, country);
      let voucher: VoucherRow | null = null;
      if (voucherCode) {
        // codes are guessable one by one: limited per address (and per account when signed in)
        await enforceLimits(limiter, [
          { key: `pay:voucher:ip:${caller.ip}`, limit: limits.perIp, windowSeconds: RATE_WINDOW_SECONDS },
          ...(caller.user
            ? [{ key: `pay:voucher:user:${caller.user.id}`, limit: limits.perUser, windowSeconds: RATE_WINDOW_SECONDS }]
            : []),
        ]);
        voucher = await checkVoucher(repository, voucherCode, { userId: caller.user?.id, country, productId, currency: price.currency });
      }
      return breakupView(product, price, country, computeBreakup(price, product, voucher), voucher);
    },
  };
}
export type PricingService = ReturnType<typeof createPricingService>;
