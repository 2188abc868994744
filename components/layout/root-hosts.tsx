'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import type { SocialClientIds } from '@/lib/api/social';

export interface RootHostsProps {
  /** The sign-in providers' client ids, for the login dialog. */
  social: SocialClientIds;
  serviceWorker: boolean;
  geolocation: boolean;
}

// The hosts' code is fetched as the page hydrates instead of with it: the first load keeps only
// the stores, the header and the page's own controls.
const Body = lazyComponent(() => import('./root-hosts-body').then((module) => module.RootHostsBody));

export function RootHosts(props: RootHostsProps) {
  return <Body {...props} />;
}
