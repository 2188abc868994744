'use server';

import type { ReactNode } from 'react';
import { getContinueWatching } from '@/lib/api/playback';
import { getSession } from '@/lib/session';
import { ContinueWatchingRow } from './continue-watching-row';

/** The member's Continue watching row, drawn on the server for the browser (MemberContinueWatching). */
export async function loadContinueWatching(): Promise<ReactNode> {
  const session = await getSession();
  return <ContinueWatchingRow items={session.user ? await getContinueWatching() : []} />;
}
