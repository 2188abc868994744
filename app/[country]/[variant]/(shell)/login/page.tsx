import type { Metadata } from 'next';
import { OpenLogin, OpenLoginButton } from '@/components/auth/open-login';
import styles from '@/components/auth/auth.module.css';

export const metadata: Metadata = { title: 'Login', robots: { index: false } };

// /login (redirectIfLoggedIn): opens the login dialog; after login the user goes to rurl or /.
export default function LoginPage() {
  return (
    <section className={styles.page} aria-labelledby="login-heading">
      <h1 id="login-heading">Login</h1>
      <p className={styles.notice}>Sign in or register with your mobile number or e-mail.</p>
      <div className={styles.row}>
        <OpenLoginButton />
      </div>
      <OpenLogin />
    </section>
  );
}
