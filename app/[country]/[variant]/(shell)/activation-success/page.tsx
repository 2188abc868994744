import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/auth/auth.module.css';

export const metadata: Metadata = { title: 'Your TV is ready', robots: { index: false } };

// /activation-success?device – after a TV was allowed (spec 001 §2; issue 15)
export default async function Page({ searchParams }: { searchParams: Promise<{ device?: string | string[] }> }) {
  const { device } = await searchParams;
  const name = (Array.isArray(device) ? device[0] : device)?.slice(0, 60) || 'Your TV';
  return (
    <section className={styles.page} aria-labelledby="activated-heading">
      <h1 id="activated-heading">Your TV is ready</h1>
      <p className={styles.success} role="status">
        {name} is signed in to your account. Pick up the remote and start watching.
      </p>
      <p className={styles.notice}>You can sign it out at any time in Account Settings, under Devices.</p>
      <div className={styles.row}>
        <Link href="/account#devices" className="btn btn-ghost">
          Manage devices
        </Link>
        <Link href="/" className="btn btn-primary">
          Browse Chalchitra
        </Link>
      </div>
    </section>
  );
}
