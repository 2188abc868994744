import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { OpenLogin, OpenLoginButton } from '@/components/auth/open-login';
import styles from '@/components/auth/auth.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('loginPage.title'), robots: { index: false } };
}

// /login (redirectIfLoggedIn): opens the login dialog; after login the user goes to rurl or /.
export default function LoginPage() {
  const t = useTranslations('auth');
  return (
    <section className={styles.page} aria-labelledby="login-heading">
      <h1 id="login-heading">{t('loginPage.title')}</h1>
      <p className={styles.notice}>{t('loginPage.intro')}</p>
      <div className={styles.row}>
        <OpenLoginButton />
      </div>
      <OpenLogin />
    </section>
  );
}
