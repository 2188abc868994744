'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import type { RootHostsProps } from './root-hosts-body';

// The hosts' code is fetched as the page hydrates instead of with it: the first load keeps only
// the stores, the header and the page's own controls.
const Body = lazyComponent(() => import('./root-hosts-body').then((module) => module.RootHostsBody));

export function RootHosts(props: RootHostsProps) {
  return <Body {...props} />;
}
