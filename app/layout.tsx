import { Suspense, type ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { getSession } from '@/lib/session';
import { StoreProvider } from '@/stores/store-provider';
import { TopProgressBar } from '@/components/ui/top-progress-bar';
import { Snackbar, SnackbarFromQuery } from '@/components/ui/snackbar';
import { Loader } from '@/components/ui/loader';
import { ModalQuerySync } from '@/components/ui/modal-query-sync';
import { LoginHost } from '@/components/auth/login-host';
import { PartnerSignIn } from '@/components/auth/partner-sign-in';
import { SessionBootstrap } from '@/components/auth/session-bootstrap';
import { ConsentBar } from '@/components/layout/consent-bar';
import { ConnectionStatus } from '@/components/layout/connection-status';
import { AudioDock } from '@/components/audio/audio-dock';
import { LibraryHost } from '@/components/library/library-host';
import { ShareHost } from '@/components/share/share-host';
import { PlaybackPopupsHost } from '@/components/payments/playback-popups-host';
import { FreePlanFromQuery } from '@/components/payments/free-plan-from-query';
import { ChunkReload } from '@/components/ui/chunk-reload';
import { DialogsHost } from '@/components/ui/dialogs-host';
import { Geolocation } from '@/components/ui/geolocation';
import { AutoplayFromQuery } from '@/components/player/autoplay-from-query';
import { MarketingCarry } from '@/components/ui/marketing-carry';
import { ServiceWorker } from '@/components/ui/service-worker';
import { DownloadsSync } from '@/components/downloads/downloads-sync';
import { socialClientIds, webEnv } from '@/lib/env';
import { SITE_DESCRIPTION, SITE_TITLE } from '@/lib/seo';
import { PageViewTracker } from '@/components/layout/page-view-tracker';
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
          <Suspense fallback={null}>
            <TopProgressBar />
          </Suspense>
          {children}
          <AudioDock />
          <PlaybackPopupsHost />
          <Suspense fallback={null}>
            <PageViewTracker />
          </Suspense>
          <Snackbar />
          <Loader />
          <ConsentBar />
          <ConnectionStatus />
          <DownloadsSync />
          <ChunkReload />
          <ServiceWorker enabled={webEnv.SERVICE_WORKER === 'on'} />
          <SessionBootstrap />
          <LibraryHost />
          <ShareHost />
          <DialogsHost />
          <Geolocation enabled={webEnv.GEOLOCATION === 'on'} />
          <Suspense fallback={null}>
            <ModalQuerySync />
            <LoginHost social={socialClientIds()} />
            <PartnerSignIn />
            <SnackbarFromQuery />
            <FreePlanFromQuery />
            <AutoplayFromQuery title="Chalchitra" />
            <MarketingCarry />
          </Suspense>
        </StoreProvider>
        {webEnv.GTM_ID ? (
          // a plain async script: next/script would add its loader to every page's first load
          <script id="gtm" async src={`https://www.googletagmanager.com/gtm.js?id=${webEnv.GTM_ID}`} />
        ) : null}
      </body>
    </html>
  );
}
