'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { SUPPORT_TOPICS } from '@/contract/schemas/support';
import { takeBotToken } from '@/lib/bot-token';
import { openTicket } from '@/lib/api/support';
import { readFailure } from '@/lib/api/errors';
import { fullNameOf } from '@/stores/session-rules';
import { useSessionStore } from '@/stores/store-provider';
import styles from '@/components/auth/auth.module.css';
import { AlertText } from '@/components/ui/alert-text';

// Contact us (issue 16; spec 000 §1 "help widget", §7: after sign-in it is prefilled with the
// name and e-mail, and the ticket is linked to the account). The answer quotes a reference.

type Topic = (typeof SUPPORT_TOPICS)[number];

export function ContactForm() {
  const t = useTranslations('support');
  const user = useSessionStore((state) => state.userData);
  const [name, setName] = useState(user ? fullNameOf(user) : '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [topic, setTopic] = useState<Topic>('other');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      const recaptchaToken = await takeBotToken('contact');
      if (!recaptchaToken) {
        setError(t('contactForm.botCheckFailed'));
        return;
      }
      const answer = await openTicket({ topic, message, email, name: name || undefined, recaptchaToken });
      setSent(answer.message);
    } catch (failure) {
      setError(readFailure(failure).message);
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <p className={styles.success} role="status">
        {sent}
      </p>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={t('contactForm.label')}>
      <label className={styles.field}>
        <span className={styles.label}>{t('contactForm.name')}</span>
        <input
          className={styles.input}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="name"
          maxLength={100}
        />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('contactForm.email')}</span>
        <input
          className={styles.input}
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
          maxLength={254}
        />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('contactForm.topic')}</span>
        <select className={styles.select} value={topic} onChange={(event) => setTopic(event.target.value as Topic)}>
          {SUPPORT_TOPICS.map((value) => (
            <option key={value} value={value}>
              {t(`contactForm.topics.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('contactForm.message')}</span>
        <textarea
          className={styles.input}
          required
          minLength={10}
          maxLength={5000}
          rows={6}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </label>
      <AlertText className={styles.error} message={error} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('contactForm.sending') : t('contactForm.send')}
      </button>
    </form>
  );
}
