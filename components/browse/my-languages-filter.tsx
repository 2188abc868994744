'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { formatLanguageList, myLanguages, MY_LANGUAGES_PARAM } from '@/contract/content-languages';
import { localeOfTag } from '@/contract/locales';
import { useSessionStore } from '@/stores/store-provider';
import styles from './browse.module.css';

/**
 * "In my languages" on a listing page (issue 50): a link to the same listing keeping only titles
 * whose audio, their own or a dub, is in the viewer's languages, and back once it is on. The page
 * is cached per address, so the link carries the languages resolved (?languages=hin,tam): the
 * page's language, then, once the browser knows the session, the profile's interface language
 * and dub. `query`: the listing's other parameters, kept as they are.
 */
export function MyLanguagesFilter({
  path,
  query = {},
  active,
}: {
  path: string;
  query?: Record<string, string | undefined>;
  active: boolean;
}) {
  const t = useTranslations('browse');
  const locale = localeOfTag(useLocale());
  const watching = useSessionStore((state) => state.userData?.watching);
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[0] !== MY_LANGUAGES_PARAM && Boolean(entry[1])),
  );
  if (!active) {
    const languages = myLanguages({ interfaceLocale: locale, profileLocale: watching?.language, audioLanguage: watching?.audio_language });
    params.set(MY_LANGUAGES_PARAM, formatLanguageList(languages));
  }
  return (
    <p className={styles.filter}>
      <Link
        href={`${path}${params.size ? `?${params}` : ''}`}
        className={styles.chip}
        aria-current={active ? 'true' : undefined}
        prefetch={false}
      >
        {t('myLanguages.label')}
      </Link>
    </p>
  );
}
