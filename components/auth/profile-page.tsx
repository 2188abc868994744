import type { ReactNode } from 'react';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCountries, getProfile } from '@/lib/api/account';
import { ProfileForm } from './profile-form';
import styles from './auth.module.css';

/** The body of /account and /myprofile (both authReq; proxy.ts redirects early, this checks again). */
export async function ProfilePage({ heading, withDelete, top }: { heading: string; withDelete: boolean; top?: ReactNode }) {
  const [user, countries, t] = await Promise.all([getProfile(), getCountries(), getTranslations('auth')]);
  if (!user) redirect('/');
  return (
    <section className={styles.page} aria-labelledby="profile-heading">
      <h1 id="profile-heading">{heading}</h1>
      {top}
      <ProfileForm user={user} countries={countries} />
      {withDelete ? (
        <div className={styles.form}>
          <h2>{t('profilePage.deleteTitle')}</h2>
          <p className={styles.notice}>{t('profilePage.deleteNotice')}</p>
          <Link href="/deleteuser" className="btn btn-ghost">
            {t('profilePage.deleteLink')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
