'use client';

import { useCallback, useState } from 'react';
import { readFailure } from '@/lib/api/errors';
import { CancelledError, createPriceBreakupRequester } from '@/lib/api/payments';
import type { PriceBreakup } from '@/lib/api/payment-types';

// The live price breakup of one page: the plan's price with the applied promo code. Every call
// goes through one requester, so a newer call cancels the pending one (spec 001 §7) and a stale
// answer never overwrites a newer one.

export interface BreakupState {
  breakup: PriceBreakup | null;
  /** the promo code the breakup includes */
  applied: string | null;
  /** a call is on its way */
  loading: boolean;
  /** the voucher's refusal, in the server's words */
  voucherError: string;
  /** the breakup itself failed (not a voucher refusal) */
  error: string;
}

const isVoucherRefusal = (error: unknown) => (readFailure(error).statusCode ?? '').startsWith('VOUCHER_');

export function usePriceBreakup(initial: Partial<BreakupState> = {}) {
  const [request] = useState(createPriceBreakupRequester);
  const [state, setState] = useState<BreakupState>({
    breakup: null,
    applied: null,
    loading: false,
    voucherError: '',
    error: '',
    ...initial,
  });

  /**
   * The breakup of productId with voucher. A refused voucher is dropped and the plain price
   * loaded instead, with the refusal shown.
   */
  const load = useCallback(
    async (productId: number, voucher: string | null): Promise<void> => {
      setState((current) => ({ ...current, loading: true, error: '', voucherError: '' }));
      try {
        const breakup = await request({ product_id: productId, voucher_code: voucher ?? undefined });
        setState({ breakup, applied: breakup.voucher?.code ?? null, loading: false, voucherError: '', error: '' });
      } catch (error) {
        if (error instanceof CancelledError) return;
        if (voucher && isVoucherRefusal(error)) {
          const voucherError = readFailure(error).message;
          try {
            const breakup = await request({ product_id: productId });
            setState({ breakup, applied: null, loading: false, voucherError, error: '' });
          } catch (plain) {
            if (plain instanceof CancelledError) return;
            setState((current) => ({
              ...current,
              breakup: null,
              applied: null,
              loading: false,
              voucherError,
              error: readFailure(plain).message,
            }));
          }
          return;
        }
        console.error('Price breakup did not load', error);
        setState((current) => ({ ...current, loading: false, error: readFailure(error).message }));
      }
    },
    [request],
  );

  return { ...state, load };
}
