import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { getSession } from '@/lib/session';
import { StoreProvider } from '@/stores/store-provider';
import { RootHosts } from '@/components/layout/root-hosts';
import { socialClientIds, webEnv } from '@/lib/env';
import { SITE_DESCRIPTION, SITE_TITLE } from '@/lib/seo';
import './globals.css';

// spec 000 §1: the site title claims over 11,000 HD titles.
export const metadata: Metadata = {
  metadataBase: new URL(webEnv.SITE_URL),
  title: { default: SITE_TITLE, template: '%s | Chalchitra' },
  description: SITE_DESCRIPTION,
  applicationName: 'Chalchitra',
  openGraph: { siteName: 'Chalchitra', type: 'website' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0b0b10',
  colorScheme: 'dark',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const session = await getSession();
  return (
    <html lang="en">
      <body>
        <StoreProvider initialSession={session}>
          {children}
          <RootHosts social={socialClientIds()} serviceWorker={webEnv.SERVICE_WORKER === 'on'} geolocation={webEnv.GEOLOCATION === 'on'} />
        </StoreProvider>
        {webEnv.GTM_ID ? (
          // a plain async script: next/script would add its loader to every page's first load
          <script id="gtm" async src={`https://www.googletagmanager.com/gtm.js?id=${webEnv.GTM_ID}`} />
        ) : null}
      </body>
    </html>
  );
}
