'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { useVisiblePathname } from '@/lib/visible-pathname';
import { withQueryParam } from '@/components/ui/query';

// The Redeem promo code button of the account page; /account?t=redeem (the account menu's entry)
// opens the dialog on arrival. The dialog's code loads when it opens.

const RedeemDialog = lazyComponent(() => import('./redeem-dialog').then((module) => module.RedeemDialog));

export function RedeemPromo() {
  const t = useTranslations('payments');
  const query = useSearchParams();
  const pathname = useVisiblePathname();
  const router = useRouter();
  const [open, setOpen] = useState(query.get('t') === 'redeem');

  function close() {
    setOpen(false);
    if (query.get('t') === 'redeem') router.replace(withQueryParam(pathname, query.toString(), 't', null), { scroll: false });
  }

  return (
    <>
      <button type="button" className="btn btn-ghost" onClick={() => setOpen(true)}>
        {t('redeem.open')}
      </button>
      {open ? <RedeemDialog onClose={close} /> : null}
    </>
  );
}
