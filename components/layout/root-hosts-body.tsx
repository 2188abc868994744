'use client';

import { Suspense } from 'react';
import { TopProgressBar } from '@/components/ui/top-progress-bar';
import { Snackbar, SnackbarFromQuery } from '@/components/ui/snackbar';
import { Loader } from '@/components/ui/loader';
import { ModalQuerySync } from '@/components/ui/modal-query-sync';
import { LoginHost } from '@/components/auth/login-host';
import { PartnerSignIn } from '@/components/auth/partner-sign-in';
import { SessionBootstrap } from '@/components/auth/session-bootstrap';
import { ConsentBar } from '@/components/layout/consent-bar';
import { ConnectionStatus } from '@/components/layout/connection-status';
import { PageViewTracker } from '@/components/layout/page-view-tracker';
import { AudioDock } from '@/components/audio/audio-dock';
import { LibraryHost } from '@/components/library/library-host';
import { ShareHost } from '@/components/share/share-host';
import { PlaybackPopupsHost } from '@/components/payments/playback-popups-host';
import { FreePlanFromQuery } from '@/components/payments/free-plan-from-query';
import { DialogsHost } from '@/components/ui/dialogs-host';
import { Geolocation } from '@/components/ui/geolocation';
import { AutoplayFromQuery } from '@/components/player/autoplay-from-query';
import { TitleLinkIntent } from '@/components/player/title-link-intent';
import { MarketingCarry } from '@/components/ui/marketing-carry';
import { ServiceWorker } from '@/components/ui/service-worker';
import { DownloadsSync } from '@/components/downloads/downloads-sync';
import { ChunkReload } from '@/components/ui/chunk-reload';
import { LazyMessages } from '@/components/ui/lazy-messages';
import type { SocialClientIds } from '@/lib/api/social';
import { HOSTS_MESSAGES } from '@/lib/i18n/client-messages';

// Every page's hosts: the dialogs, popups, bars and syncs the stores drive, and the readers of the
// query string. None of them draws anything before the visitor acts or the page has loaded, so
// they come as one chunk fetched right after hydration (root-hosts.tsx), not in the first load.

export interface RootHostsProps {
  /** The sign-in providers' client ids, for the login dialog. */
  social: SocialClientIds;
  serviceWorker: boolean;
  geolocation: boolean;
}

export function RootHostsBody({ social, serviceWorker, geolocation }: RootHostsProps) {
  return (
    <>
      {/* the hosts' own messages come as chunks of their own (components/ui/lazy-messages.tsx) */}
      <LazyMessages paths={HOSTS_MESSAGES}>
        <AudioDock />
        <PlaybackPopupsHost />
        <ShareHost />
        <Suspense fallback={null}>
          <LoginHost social={social} />
          <PartnerSignIn />
          <FreePlanFromQuery />
        </Suspense>
      </LazyMessages>
      <Snackbar />
      <Loader />
      <ConsentBar />
      <ConnectionStatus />
      <DownloadsSync />
      <ChunkReload />
      <ServiceWorker enabled={serviceWorker} />
      <SessionBootstrap />
      <LibraryHost />
      <DialogsHost />
      <Geolocation enabled={geolocation} />
      <TitleLinkIntent />
      <Suspense fallback={null}>
        <TopProgressBar />
        <PageViewTracker />
        <ModalQuerySync />
        <SnackbarFromQuery />
        <AutoplayFromQuery title="Chalchitra" />
        <MarketingCarry />
      </Suspense>
    </>
  );
}
