import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountLink } from '@/components/auth/social/account-link';
import styles from '@/components/auth/auth.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('accountLinkPage.title'), robots: { index: false } };
}

// /account-link?linkWith=google|apple|facebook (authReq): links the provider account a social
// sign-in could not use (its e-mail belongs to this password account) to the signed-in user.
export default async function AccountLinkPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ linkWith }, t] = await Promise.all([searchParams, getTranslations('auth')]);
  return (
    <section className={styles.page} aria-labelledby="account-link-heading">
      <h1 id="account-link-heading">{t('accountLinkPage.title')}</h1>
      <AccountLink linkWith={typeof linkWith === 'string' ? linkWith : null} />
    </section>
  );
}
