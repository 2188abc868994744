import { Suspense } from 'react';
import type { Metadata } from 'next';
import { CodePasswordForm } from '@/components/auth/code-password-form';
import styles from '@/components/auth/auth.module.css';

export const metadata: Metadata = { title: 'Setup password', robots: { index: false } };

// /set-password?email|mobile&calling_code&rurl&avod – completes a registration (spec 000 §2, §4).
export default function SetPasswordPage() {
  return (
    <section className={styles.page} aria-labelledby="set-password-heading">
      <h1 id="set-password-heading">Setup password</h1>
      <Suspense fallback={null}>
        <CodePasswordForm type="registration" />
      </Suspense>
    </section>
  );
}
