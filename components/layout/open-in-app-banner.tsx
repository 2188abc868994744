import { getTranslations } from 'next-intl/server';
import { renderVariantOf } from '@/lib/site';
import { APP_STORE_LINKS } from '@/lib/links';
import { DismissBanner } from './dismiss-banner';
import styles from './open-in-app-banner.module.css';

// spec 000 §2 and spec 001 §2 "Open-in-app prompt": on home, on a phone, a banner with the store
// link for Android or the iPhone; not inside the apps themselves (the SAMG partner, the Android
// app). Rendered on the server, so it takes its place without moving the page.

export async function OpenInAppBanner() {
  // proxy.ts names the store from the user agent, none inside the apps (lib/render-variant.ts)
  const { store } = await renderVariantOf();
  if (!store) return null;
  const t = await getTranslations('layout');
  return (
    <DismissBanner id="open-in-app" className={styles.banner} label={t('openInApp.label')}>
      <p className={styles.text}>{t.rich('openInApp.text', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <a className="btn btn-primary" href={APP_STORE_LINKS[store]} rel="noopener noreferrer">
        {store === 'ios' ? t('openInApp.appStore') : t('openInApp.googlePlay')}
      </a>
    </DismissBanner>
  );
}
