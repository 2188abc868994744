'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRouteChrome } from './route-chrome';
import { safeReturnPath } from '@/contract/return-path';

/** spec 000 §2: the header's Skip button, on routes whose flags ask for it; it leads to rurl or home. */
export function SkipButton() {
  const query = useSearchParams();
  const t = useTranslations('layout');
  if (!useRouteChrome().showSkipBtn) return null;
  return (
    <Link href={safeReturnPath(query.get('rurl'))} className={'btn btn-ghost'}>
      {t('skipButton.skip')}
    </Link>
  );
}
