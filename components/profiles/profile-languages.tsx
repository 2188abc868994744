'use client';

import { useId, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { CATALOGUE_LANGUAGES, streamTagOf } from '@/contract/languages';
import { LOCALES, LOCALE_INFO, type Locale } from '@/contract/locales';
import type { LanguageResponse } from '@/contract/schemas/catalogue';
import styles from './profiles.module.css';

// A profile's languages (issue 50): the interface's, one of ours; the dub and the subtitles a title
// starts in when it has them, from the catalogue's languages. None chosen: the browser's language,
// the title's own audio, no subtitles.

/** A catalogue language a profile may choose (GET /api/v2/catalog/language). */
export type ContentLanguage = Pick<LanguageResponse['data'][number], 'code' | 'native_name'>;

export interface ProfileLanguagesValue {
  language: Locale | null;
  audio_language: string | null;
  subtitle_language: string | null;
}

export function ProfileLanguageFields({
  value,
  languages,
  onChange,
}: {
  value: ProfileLanguagesValue;
  languages: readonly ContentLanguage[];
  onChange: (value: ProfileLanguagesValue) => void;
}) {
  const t = useTranslations('profiles.profileForm');
  const hintId = useId();
  const change = (field: keyof ProfileLanguagesValue) => (chosen: string) => onChange({ ...value, [field]: chosen || null });

  return (
    <>
      <LanguageField label={t('language')} none={t('noPreference')} value={value.language} onChange={change('language')}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_INFO[locale].nativeName}
          </option>
        ))}
      </LanguageField>
      <LanguageField
        label={t('audioLanguage')}
        none={t('noPreference')}
        value={value.audio_language}
        describedBy={hintId}
        onChange={change('audio_language')}
      >
        <ContentLanguageOptions languages={languages} chosen={value.audio_language} />
      </LanguageField>
      <LanguageField
        label={t('subtitleLanguage')}
        none={t('subtitlesOff')}
        value={value.subtitle_language}
        describedBy={hintId}
        onChange={change('subtitle_language')}
        hint={
          <span id={hintId} className={styles.hint}>
            {t('languagesHint')}
          </span>
        }
      >
        <ContentLanguageOptions languages={languages} chosen={value.subtitle_language} />
      </LanguageField>
    </>
  );
}

/** One labelled choice of a language, with the choice of none first. */
function LanguageField({
  label,
  none,
  value,
  describedBy,
  onChange,
  hint,
  children,
}: {
  label: string;
  none: string;
  value: string | null;
  describedBy?: string;
  onChange: (chosen: string) => void;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.textInput}
        value={value ?? ''}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{none}</option>
        {children}
      </select>
      {hint}
    </div>
  );
}

/** Each language in its own script; one chosen before that the list no longer has stays offered. */
function ContentLanguageOptions({ languages, chosen }: { languages: readonly ContentLanguage[]; chosen: string | null }) {
  const missing = chosen && !languages.some((language) => language.code === chosen);
  const nativeName = CATALOGUE_LANGUAGES.find((language) => language.code === chosen)?.nativeName;
  const shown = missing ? [...languages, { code: chosen, native_name: nativeName ?? chosen }] : languages;
  return shown.map((language) => (
    <option key={language.code} value={language.code} lang={streamTagOf(language.code)}>
      {language.native_name}
    </option>
  ));
}
