import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { renderVariantOf, waitUnlessRealCountry } from '@/lib/site';
import { BUILD_COUNTRY, BUILD_VARIANT, KIDS_PROFILE_CLASS } from '@/lib/render-variant';
import { StoreProvider } from '@/stores/store-provider';
import { MemberSessionLoader } from '@/components/auth/member-session-loader';
import { ProfileLanguage } from '@/components/layout/profile-language';
import { RootHosts } from '@/components/layout/root-hosts';
import { socialClientIds, webEnv } from '@/lib/env';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { clientMessages } from '@/lib/i18n/page-messages';
import { fontVariables } from '@/lib/i18n/fonts';
import './globals.css';

// spec 000 §1: the site title claims over 11,000 HD titles; in the page's language (issue 50).
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('meta');
  return {
    metadataBase: new URL(webEnv.SITE_URL),
    title: { default: t('siteTitle'), template: '%s | Chalchitra' },
    description: t('siteDescription'),
    applicationName: 'Chalchitra',
    openGraph: { siteName: 'Chalchitra', type: 'website' },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0b0b10',
  colorScheme: 'dark',
};

// Every page is rendered per country and variant (lib/render-variant.ts). The build renders each
// for a placeholder only; the real ones are rendered on their first request and cached.
export function generateStaticParams() {
  return [{ country: BUILD_COUNTRY, variant: BUILD_VARIANT }];
}

// Pages that read the request (secured pages, search) render on request, without a cached shell.
export const instant = false;

export default async function RootLayout({ children }: { children: ReactNode }) {
  await waitUnlessRealCountry();
  const { member, ceiling, locale = 'en' } = await renderVariantOf();
  // a visitor's page is the same for every visitor; a member's page is too, and the browser asks
  // for the session after it (the account menu waits for it: components/layout/account-menu.tsx);
  // a kids profile's pages are a variant of their own, with the kids look (issue 49)
  return (
    <html lang={locale} className={fontVariables}>
      <body className={ceiling?.kids ? KIDS_PROFILE_CLASS : undefined}>
        {/* the page's language, with only the messages its browser code reads (lib/i18n/client-messages.ts) */}
        <NextIntlClientProvider messages={await clientMessages(locale)}>
          <StoreProvider initialSession={member ? undefined : { user: null }}>
            {member ? <MemberSessionLoader /> : null}
            {member ? <ProfileLanguage /> : null}
            {children}
            <RootHosts
              social={socialClientIds()}
              serviceWorker={webEnv.SERVICE_WORKER === 'on'}
              geolocation={webEnv.GEOLOCATION === 'on'}
            />
          </StoreProvider>
        </NextIntlClientProvider>
        {webEnv.GTM_ID ? (
          // a plain async script: next/script would add its loader to every page's first load
          <script id="gtm" async src={`https://www.googletagmanager.com/gtm.js?id=${webEnv.GTM_ID}`} />
        ) : null}
      </body>
    </html>
  );
}
