'use client';

import type { MouseEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { LOCALES, LOCALE_INFO, type Locale } from '@/contract/locales';
import { useVisiblePathname } from '@/lib/visible-pathname';
import { useSessionStore } from '@/stores/store-provider';
import styles from './language-picker.module.css';

// The language picker (issue 50), in the header's menu and the footer: a link per language to
// this page in it. Opening a language's address makes it the visitor's choice (proxy.ts sets the
// `lang` cookie; /en/… leads back to the English address), so it works before any script runs,
// and a crawler finds every language from any page. A member's choice is their profile's too,
// kept before the page changes, so their other devices speak it once they choose the profile.

/** How long a member's choice may take to be kept before the page changes anyway. */
const KEEP_WAIT_MS = 1500;

export function LanguagePicker({ className }: { className?: string }) {
  const t = useTranslations('language.picker');
  const tag = useLocale();
  const pathname = useVisiblePathname();
  const profileId = useSessionStore((state) => state.userData?.watching?.id ?? null);

  function choose(event: MouseEvent<HTMLAnchorElement>, locale: Locale) {
    if (!profileId || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const href = event.currentTarget.getAttribute('href')!;
    const kept = import('@/lib/api/profiles').then(({ changeProfile }) => changeProfile(profileId, { language: locale }));
    const waited = new Promise((resolve) => setTimeout(resolve, KEEP_WAIT_MS));
    // the page changes either way: the address keeps the choice on this device
    void Promise.race([kept, waited])
      .catch(() => undefined)
      .then(() => window.location.assign(href));
  }

  return (
    <nav aria-label={t('label')} className={[styles.picker, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {LOCALES.map((locale) => {
          const { nativeName, tag: localeTag } = LOCALE_INFO[locale];
          const current = localeTag === tag;
          return (
            <li key={locale}>
              <a
                className={styles.link}
                href={`/${locale}${pathname === '/' ? '' : pathname}`}
                hrefLang={locale}
                lang={locale}
                aria-current={current ? 'true' : undefined}
                aria-label={current ? t('current', { language: nativeName }) : undefined}
                onClick={(event) => choose(event, locale)}
              >
                {nativeName}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
