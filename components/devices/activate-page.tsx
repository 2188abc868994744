import { getTranslations } from 'next-intl/server';
import { getSession } from '@/lib/session';
import { OpenLogin, OpenLoginButton } from '@/components/auth/open-login';
import { SignedInBox } from '@/components/auth/signed-in-box';
import styles from '@/components/auth/auth.module.css';
import { ActivateForm } from './activate-form';

// /activate and /appletv (spec 001 §2; issue 15): a visitor signs in first (the login dialog, then
// back here with the code); a signed-in user sees the change-user box and the code field.

export async function ActivatePage({ path, code }: { path: '/activate' | '/appletv'; code: string | undefined }) {
  const [{ user }, t] = await Promise.all([getSession(), getTranslations('devices')]);
  return (
    <section className={styles.page} aria-labelledby="activate-heading">
      <h1 id="activate-heading">{t('activatePage.title')}</h1>
      <p className={styles.notice}>{t('activatePage.intro')}</p>
      {user ? (
        <>
          <SignedInBox returnTo={path} />
          <ActivateForm initialCode={code?.slice(0, 12) ?? ''} />
        </>
      ) : (
        <>
          <p className={styles.notice}>{t('activatePage.signInFirst')}</p>
          <div className={styles.row}>
            <OpenLoginButton />
          </div>
          <OpenLogin />
        </>
      )}
    </section>
  );
}
