import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { PROFILE_MESSAGES } from '@/contract/schemas/profiles';
import { isNotOnProfile } from '@/lib/api/server';
import styles from './profiles.module.css';

// A title above the profile's maturity ceiling, reached by its address (issue 49): the origin
// answers its detail call 403 NOT_ON_PROFILE, and its page says so plainly, never the not-found
// page (which would tell a child nothing and a crawler a lie).

export const NOT_ON_PROFILE_TEXT = { home: 'Go to the home page', switch: 'Who’s watching?' };

export function NotOnProfile() {
  return (
    <section className={styles.notOnProfile} aria-labelledby="not-on-profile-heading">
      <h1 id="not-on-profile-heading" className={styles.heading}>
        {PROFILE_MESSAGES.notOnProfile}
      </h1>
      <nav aria-label="Ways on" className={styles.notOnProfileLinks}>
        <Link href="/" className="btn btn-primary">
          {NOT_ON_PROFILE_TEXT.home}
        </Link>
        <Link href="/profiles" className="btn btn-ghost">
          {NOT_ON_PROFILE_TEXT.switch}
        </Link>
      </nav>
    </section>
  );
}

/** A title page's body, or the clear page when the origin keeps the title from this profile. */
export async function unlessNotOnProfile(render: () => Promise<ReactNode>): Promise<ReactNode> {
  try {
    return await render();
  } catch (error) {
    if (isNotOnProfile(error)) return <NotOnProfile />;
    throw error;
  }
}

/** A title page's metadata, or the clear page's. */
export async function metadataUnlessNotOnProfile(make: () => Promise<Metadata>): Promise<Metadata> {
  try {
    return await make();
  } catch (error) {
    if (isNotOnProfile(error)) return { title: PROFILE_MESSAGES.notOnProfile, robots: { index: false } };
    throw error;
  }
}
