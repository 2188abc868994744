import type { ReactNode } from 'react';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getCountries, getProfile } from '@/lib/api/account';
import { ProfileForm } from './profile-form';
import styles from './auth.module.css';

/** The body of /account and /myprofile (both authReq; proxy.ts redirects early, this checks again). */
export async function ProfilePage({ heading, withDelete, top }: { heading: string; withDelete: boolean; top?: ReactNode }) {
  const [user, countries] = await Promise.all([getProfile(), getCountries()]);
  if (!user) redirect('/');
  return (
    <section className={styles.page} aria-labelledby="profile-heading">
      <h1 id="profile-heading">{heading}</h1>
      {top}
      <ProfileForm user={user} countries={countries} />
      {withDelete ? (
        <div className={styles.form}>
          <h2>Delete account</h2>
          <p className={styles.notice}>Deleting your account erases your profile and signs you out everywhere.</p>
          <Link href="/deleteuser" className="btn btn-ghost">
            Delete my account
          </Link>
        </div>
      ) : null}
    </section>
  );
}
