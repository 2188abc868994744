import { Suspense } from 'react';
import type { Metadata } from 'next';
import { CodePasswordForm } from '@/components/auth/code-password-form';
import styles from '@/components/auth/auth.module.css';

export const metadata: Metadata = { title: 'Reset password', robots: { index: false } };

// /reset-password?email|mobile&calling_code&rurl – the reset that follows forgot password (spec 000 §2, §4).
export default function ResetPasswordPage() {
  return (
    <section className={styles.page} aria-labelledby="reset-password-heading">
      <h1 id="reset-password-heading">Reset password</h1>
      <Suspense fallback={null}>
        <CodePasswordForm type="password_reset" />
      </Suspense>
    </section>
  );
}
