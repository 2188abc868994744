'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { fetchTransactionStatus } from '@/lib/api/payments';
import { fetchActiveProduct } from '@/lib/api/user';
import { outcomePath } from '@/lib/payment-rules';
import { useSessionStoreApi } from '@/stores/store-provider';
import { callAndroid, currentWebview } from '@/lib/native-bridge';

// The payment outcome pages read the transaction on the server; this part runs in the browser:
// - after a success it reads the status once more through the BFF, whose answer carries the plan
//   cookie, and refreshes the active product, so the shell (Upgrade button) and the route guards
//   follow the new plan;
// - while a payment is pending it asks again every few seconds and moves on once it settles.

const POLL_MS = 4000;

export function OutcomeSync({
  vid,
  state,
  rurl,
  stayOnPage = false,
}: {
  vid: string | null;
  state: 'success' | 'pending' | 'failed';
  rurl?: string | null;
  stayOnPage?: boolean;
}) {
  const session = useSessionStoreApi();
  const router = useRouter();

  useEffect(() => {
    if (state !== 'success') return;
    let active = true;
    (async () => {
      try {
        if (vid) await fetchTransactionStatus(vid);
        const product = await fetchActiveProduct();
        if (active) session.getState().setActiveProduct(product);
        // spec 001 §7: the Android app hears of the purchase and refreshes what it offers
        if (active && currentWebview() === 'android')
          callAndroid('purchaseSuccess', JSON.stringify({ vid, product_id: product?.product_id ?? null }));
      } catch (error) {
        console.error('The new plan did not load', error);
      }
    })();
    return () => {
      active = false;
    };
  }, [vid, state, session]);

  useEffect(() => {
    if (state !== 'pending' || !vid) return;
    let timer: number | undefined;
    let active = true;
    const ask = async () => {
      try {
        const status = await fetchTransactionStatus(vid);
        if (!active) return;
        if (status.status !== 'pending') {
          if (stayOnPage) router.refresh();
          else router.replace(outcomePath(status, rurl));
          return;
        }
      } catch (error) {
        console.error('Payment status did not load', error);
      }
      if (active) timer = window.setTimeout(ask, POLL_MS);
    };
    timer = window.setTimeout(ask, POLL_MS);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [vid, state, rurl, stayOnPage, router]);

  return null;
}
