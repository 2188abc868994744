import type { Metadata } from 'next';
import { UserPlaylistPage, userPlaylistMetadata } from '@/components/library/user-playlist-page';

// /playlist/{playlistId}/{playlistTitle}?u={owner} – a user's video playlist (spec 001 §2). proxy.ts
// renders that address here, so the editorial playlist at the same address without `u` stays a
// cached page; this one reads the session and renders on each request.

interface Props {
  params: Promise<{ playlistId: string }>;
  searchParams: Promise<{ u?: string | string[] }>;
}

async function routeOf(props: Props) {
  const [{ playlistId }, { u }] = await Promise.all([props.params, props.searchParams]);
  return { playlistId, owner: typeof u === 'string' && u ? u : undefined, kind: 'video' as const };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return userPlaylistMetadata(await routeOf(props));
}

export default async function UserVideoPlaylistPage(props: Props) {
  return UserPlaylistPage(await routeOf(props));
}
