import { Suspense } from 'react';
import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { CodePasswordForm } from '@/components/auth/code-password-form';
import styles from '@/components/auth/auth.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('resetPasswordPage.title'), robots: { index: false } };
}

// /reset-password?email|mobile&calling_code&rurl – the reset that follows forgot password (spec 000 §2, §4).
export default function ResetPasswordPage() {
  const t = useTranslations('auth');
  return (
    <section className={styles.page} aria-labelledby="reset-password-heading">
      <h1 id="reset-password-heading">{t('resetPasswordPage.title')}</h1>
      <Suspense fallback={null}>
        <CodePasswordForm type="password_reset" />
      </Suspense>
    </section>
  );
}
