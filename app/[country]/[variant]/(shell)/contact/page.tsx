import type { Metadata } from 'next';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { ContactForm } from '@/components/support/contact-form';
import styles from '@/components/auth/auth.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('support');
  return { title: t('contact.metaTitle'), description: t('contact.metaDescription') };
}

// /contact – opens the help widget (spec 000 §2): our own contact form (issue 16)
export default function ContactPage() {
  const t = useTranslations('support');
  return (
    <section className={styles.page} aria-labelledby="contact-heading">
      <h1 id="contact-heading">{t('contact.heading')}</h1>
      <p className={styles.notice}>{t.rich('contact.intro', { link: (chunks) => <Link href="/helpcenter">{chunks}</Link> })}</p>
      <ContactForm />
    </section>
  );
}
