'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import Cookies from 'js-cookie';
import { LOCALE_COOKIE, LOCALE_INFO, splitLocalePath } from '@/contract/locales';
import { useSessionStore } from '@/stores/store-provider';

const ONE_YEAR_DAYS = 365;

/**
 * A member's pages speak their profile's language (issue 50): once the session has loaded, a
 * profile that chose one makes it this device's choice (the `lang` cookie proxy.ts reads), and a
 * page at an address without a language is drawn again in it. A page at a language's own
 * address (/ta/…) stays as it is.
 */
export function ProfileLanguage() {
  const language = useSessionStore((state) => state.userData?.watching?.language ?? null);
  const tag = useLocale();
  const router = useRouter();
  useEffect(() => {
    if (!language) return;
    if (Cookies.get(LOCALE_COOKIE) !== language) {
      Cookies.set(LOCALE_COOKIE, language, { path: '/', expires: ONE_YEAR_DAYS, sameSite: 'lax', secure: location.protocol === 'https:' });
    }
    if (LOCALE_INFO[language].tag !== tag && !splitLocalePath(location.pathname).locale) router.refresh();
  }, [language, tag, router]);
  return null;
}
