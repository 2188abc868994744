import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { isNotOnProfile } from '@/lib/api/server';
import styles from './profiles.module.css';

// A title above the profile's maturity ceiling, reached by its address (issue 49): the origin
// answers its detail call 403 NOT_ON_PROFILE, and its page says so plainly, never the not-found
// page (which would tell a child nothing and a crawler a lie).

export function NotOnProfile() {
  const t = useTranslations('profiles');
  return (
    <section className={styles.notOnProfile} aria-labelledby="not-on-profile-heading">
      <h1 id="not-on-profile-heading" className={styles.heading}>
        {t('notOnProfile.heading')}
      </h1>
      <nav aria-label={t('notOnProfile.waysOn')} className={styles.notOnProfileLinks}>
        <Link href="/" className="btn btn-primary">
          {t('notOnProfile.home')}
        </Link>
        <Link href="/profiles" className="btn btn-ghost">
          {t('notOnProfile.switch')}
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
    if (isNotOnProfile(error)) {
      const t = await getTranslations('profiles');
      return { title: t('notOnProfile.heading'), robots: { index: false } };
    }
    throw error;
  }
}
