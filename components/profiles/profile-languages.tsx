'use client';

import { useId } from 'react';
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
  const languageId = useId();
  const audioId = useId();
  const subtitlesId = useId();
  const hintId = useId();
  const change = (field: keyof ProfileLanguagesValue, chosen: string) => onChange({ ...value, [field]: chosen || null });

  return (
    <>
      <div className={styles.field}>
        <label htmlFor={languageId}>{t('language')}</label>
        <select
          id={languageId}
          className={styles.textInput}
          value={value.language ?? ''}
          onChange={(event) => change('language', event.target.value)}
        >
          <option value="">{t('noPreference')}</option>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_INFO[locale].nativeName}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={audioId}>{t('audioLanguage')}</label>
        <select
          id={audioId}
          className={styles.textInput}
          value={value.audio_language ?? ''}
          aria-describedby={hintId}
          onChange={(event) => change('audio_language', event.target.value)}
        >
          <option value="">{t('noPreference')}</option>
          <ContentLanguageOptions languages={languages} chosen={value.audio_language} />
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={subtitlesId}>{t('subtitleLanguage')}</label>
        <select
          id={subtitlesId}
          className={styles.textInput}
          value={value.subtitle_language ?? ''}
          aria-describedby={hintId}
          onChange={(event) => change('subtitle_language', event.target.value)}
        >
          <option value="">{t('subtitlesOff')}</option>
          <ContentLanguageOptions languages={languages} chosen={value.subtitle_language} />
        </select>
        <span id={hintId} className={styles.hint}>
          {t('languagesHint')}
        </span>
      </div>
    </>
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
