'use client';

import { useRef, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { pushEvent } from '@/lib/analytics';
import { readFailure } from '@/lib/api/errors';
import { redeemCoupon, type IssuedCoupon, type RewardCoupon } from '@/lib/api/rewards';
import { purchaseWithVoucher } from './rewards-labels';
import styles from './rewards.module.css';

// The coupons on offer: each says its cost; Redeem asks once more before spending. A redeem keeps
// its idempotency key until it succeeds, so a retry after a lost answer spends the coins once.

export function CouponList({ coupons, balance }: { coupons: RewardCoupon[]; balance: number }) {
  const t = useTranslations('rewards');
  const router = useRouter();
  const keys = useRef(new Map<string, string>());
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [issued, setIssued] = useState<IssuedCoupon | null>(null);
  const [error, setError] = useState('');

  async function redeem(coupon: RewardCoupon) {
    const key = keys.current.get(coupon.id) ?? crypto.randomUUID();
    keys.current.set(coupon.id, key);
    setBusy(coupon.id);
    setError('');
    try {
      const result = await redeemCoupon(coupon.id, key);
      keys.current.delete(coupon.id);
      setIssued(result);
      pushEvent({ event: 'reward_redeemed', coupon_id: coupon.id, cost: coupon.cost });
      // the balance, the user's coupons and the history render again on the server
      router.refresh();
    } catch (failure) {
      setError(readFailure(failure, t('coupons.redeemFailed')).message);
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  }

  return (
    <>
      <div role="status" className={styles.status}>
        {issued ? (
          <p className={styles.issued}>
            {t.rich('coupons.issued', {
              title: issued.coupon.title,
              value: issued.code,
              code: (chunks) => <code className={styles.code}>{chunks}</code>,
            })}
            {issued.coupon.kind === 'voucher' ? (
              <>
                {' '}
                <Link href={purchaseWithVoucher(issued.code, issued.coupon.product_ids)} className="btn btn-primary">
                  {t('coupons.useNow')}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        {error ? <p className={styles.error}>{error}</p> : null}
      </div>
      <ul className={styles.coupons}>
        {coupons.map((coupon) => {
          const short = coupon.cost - balance;
          const soldOut = coupon.stock !== null && coupon.stock <= 0;
          const titleId = `coupon-${coupon.id}`;
          return (
            <li key={coupon.id} className={styles.coupon} aria-labelledby={titleId}>
              <h3 id={titleId}>{coupon.title}</h3>
              <p className={styles.muted}>{coupon.description}</p>
              <p className={styles.cost}>
                {t('coins.amount', { count: coupon.cost })}
                {coupon.stock !== null && !soldOut ? (
                  <span className={styles.muted}> · {t('coupons.left', { count: coupon.stock })}</span>
                ) : null}
              </p>
              {soldOut ? (
                <p className={styles.muted}>{t('coupons.outOfStock')}</p>
              ) : short > 0 ? (
                <p className={styles.muted}>{t('coupons.moreToGo', { count: short })}</p>
              ) : confirming === coupon.id ? (
                <div className={styles.actions}>
                  <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void redeem(coupon)}>
                    {busy === coupon.id ? t('coupons.redeeming') : t('coupons.spend', { count: coupon.cost })}
                  </button>
                  <button type="button" className="btn btn-ghost" disabled={busy !== null} onClick={() => setConfirming(null)}>
                    {t('coupons.cancel')}
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => setConfirming(coupon.id)}
                  aria-label={t('coupons.redeemLabel', { title: coupon.title, count: coupon.cost })}
                >
                  {t('coupons.redeem')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
