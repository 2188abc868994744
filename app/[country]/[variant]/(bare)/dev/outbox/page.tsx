import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDevOutbox } from '@/lib/api/account';

export const metadata: Metadata = { title: 'Development outbox', robots: { index: false } };

// /dev/outbox – development only: the codes the origin would have e-mailed or texted. The origin
// serves the list only outside production and without SMTP; otherwise this page is a 404.
export default async function DevOutboxPage() {
  const messages = await getDevOutbox();
  if (!messages) notFound();
  return (
    <main style={{ maxWidth: 760, margin: '32px auto', padding: '0 16px' }}>
      <h1>Development outbox</h1>
      <p>Messages the origin sent while MAIL_TRANSPORT is outbox, newest first.</p>
      {messages.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <ol>
          {messages.map((message) => (
            <li key={message.id} style={{ marginBottom: 16 }}>
              <p>
                <strong>{message.subject}</strong> — {message.channel} to {message.to} at{' '}
                <time dateTime={message.created_at}>{message.created_at}</time>
              </p>
              <p>{message.text}</p>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
