'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { readFailure } from '@/lib/api/errors';
import { useRouter } from 'next/navigation';
import { useUiStoreApi } from '@/stores/store-provider';
import type { Country } from '@/contract/schemas/geo';
import type { UserProfile } from '@/contract/schemas/users';
import styles from './auth.module.css';
import { updateProfile } from '@/lib/api/user';
import type { ProfileUpdate } from '@/contract/schemas/users';
import { FormError } from './form-error';

// /account (t=profile) and /myprofile: the profile of spec 000 §3, shown and edited.

interface Fields {
  firstname: string;
  lastname: string;
  dob: string;
  gender: string;
  city: string;
  country: string;
  profile_image: string;
}

function fieldsOf(user: UserProfile): Fields {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    dob: user.dob ?? '',
    gender: user.gender ?? '',
    city: user.city ?? '',
    country: user.country ?? '',
    profile_image: user.profile_image ?? '',
  };
}

export function ProfileForm({ user, countries }: { user: UserProfile; countries: Country[] }) {
  const t = useTranslations('auth');
  const [fields, setFields] = useState(() => fieldsOf(user));
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const ui = useUiStoreApi();
  const router = useRouter();
  const id = useId();
  const set = (name: keyof Fields) => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError('');
    try {
      // PUT /api/v2/secured/user/profile
      await updateProfile({
        firstname: fields.firstname,
        lastname: fields.lastname,
        dob: fields.dob || null,
        gender: (fields.gender || null) as ProfileUpdate['gender'],
        city: fields.city || null,
        country: fields.country || null,
        profile_image: fields.profile_image || null,
      });
      ui.getState().showSnackbar({ message: t('profileForm.updated'), type: 'success', time: 3500 });
      router.refresh();
    } catch (failure) {
      setError(readFailure(failure, t('errors.internal')).message);
    } finally {
      setSaving(false);
    }
  }

  const text = (name: keyof Fields, label: string, type = 'text', autoComplete?: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputRow}>
        <input
          id={`${id}-${name}`}
          className={styles.input}
          type={type}
          value={fields[name]}
          autoComplete={autoComplete}
          onChange={set(name)}
        />
      </div>
    </div>
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={t('profileForm.label')}>
      <p className={styles.who}>{user.email ?? (user.mobile ? `+${(user.calling_code ?? '').replace('+', '')}-${user.mobile}` : '')}</p>
      {text('firstname', t('profileForm.firstName'), 'text', 'given-name')}
      {text('lastname', t('profileForm.lastName'), 'text', 'family-name')}
      {text('dob', t('profileForm.dateOfBirth'), 'date', 'bday')}
      <div className={styles.field}>
        <label htmlFor={`${id}-gender`} className={styles.label}>
          {t('profileForm.gender')}
        </label>
        <select id={`${id}-gender`} className={styles.select} value={fields.gender} onChange={set('gender')}>
          <option value="">{t('profileForm.genderUnset')}</option>
          <option value="M">{t('profileForm.male')}</option>
          <option value="F">{t('profileForm.female')}</option>
          <option value="other">{t('profileForm.otherGender')}</option>
        </select>
      </div>
      {text('city', t('profileForm.city'), 'text', 'address-level2')}
      <div className={styles.field}>
        <label htmlFor={`${id}-country`} className={styles.label}>
          {t('profileForm.country')}
        </label>
        <select id={`${id}-country`} className={styles.select} value={fields.country} onChange={set('country')}>
          <option value="">{t('profileForm.countryUnset')}</option>
          {countries.map((country) => (
            <option key={country.country_code} value={country.country_code}>
              {country.country}
            </option>
          ))}
        </select>
      </div>
      {text('profile_image', t('profileForm.profileImage'), 'url', 'photo')}
      <FormError>{error}</FormError>
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={saving}>
        {saving ? t('profileForm.saving') : t('profileForm.save')}
      </button>
    </form>
  );
}
