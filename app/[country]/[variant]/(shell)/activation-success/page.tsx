import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/auth/auth.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('devices');
  return { title: t('activationSuccess.title'), robots: { index: false } };
}

// /activation-success?device – after a TV was allowed (spec 001 §2; issue 15)
export default async function Page({ searchParams }: { searchParams: Promise<{ device?: string | string[] }> }) {
  const [{ device }, t] = await Promise.all([searchParams, getTranslations('devices')]);
  const name = (Array.isArray(device) ? device[0] : device)?.slice(0, 60) || t('activationSuccess.someTv');
  return (
    <section className={styles.page} aria-labelledby="activated-heading">
      <h1 id="activated-heading">{t('activationSuccess.title')}</h1>
      <p className={styles.success} role="status">
        {t('activationSuccess.signedIn', { device: name })}
      </p>
      <p className={styles.notice}>{t('activationSuccess.signOutLater')}</p>
      <div className={styles.row}>
        <Link href="/account#devices" className="btn btn-ghost">
          {t('activationSuccess.manageDevices')}
        </Link>
        <Link href="/" className="btn btn-primary">
          {t('activationSuccess.browse')}
        </Link>
      </div>
    </section>
  );
}
