import type { Metadata } from 'next';
import Link from 'next/link';
import { ContactForm } from '@/components/support/contact-form';
import styles from '@/components/auth/auth.module.css';

export const metadata: Metadata = { title: 'Contact Us', description: 'Write to Chalchitra support: we reply within one working day.' };

// /contact – opens the help widget (spec 000 §2): our own contact form (issue 16)
export default function ContactPage() {
  return (
    <section className={styles.page} aria-labelledby="contact-heading">
      <h1 id="contact-heading">Contact Us</h1>
      <p className={styles.notice}>
        Many answers are in the <Link href="/helpcenter">Help Center</Link>. Otherwise write to us: we reply by e-mail within one working
        day.
      </p>
      <ContactForm />
    </section>
  );
}
