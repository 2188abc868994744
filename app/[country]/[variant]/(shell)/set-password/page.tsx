import { Suspense } from 'react';
import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { CodePasswordForm } from '@/components/auth/code-password-form';
import styles from '@/components/auth/auth.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('setPasswordPage.title'), robots: { index: false } };
}

// /set-password?email|mobile&calling_code&rurl&avod – completes a registration (spec 000 §2, §4).
export default function SetPasswordPage() {
  const t = useTranslations('auth');
  return (
    <section className={styles.page} aria-labelledby="set-password-heading">
      <h1 id="set-password-heading">{t('setPasswordPage.title')}</h1>
      <Suspense fallback={null}>
        <CodePasswordForm type="registration" />
      </Suspense>
    </section>
  );
}
