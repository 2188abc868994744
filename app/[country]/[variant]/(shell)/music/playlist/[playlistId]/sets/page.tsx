import type { Metadata } from 'next';
import { UserPlaylistPage, userPlaylistMetadata } from '@/components/library/user-playlist-page';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ playlistId: '_' }];
}

// /music/playlist/{playlistId}/sets – a user's audio playlist (spec 001 §2); ?u= names its owner

interface Props {
  params: Promise<{ playlistId: string }>;
  searchParams: Promise<{ u?: string | string[] }>;
}

async function routeOf(props: Props) {
  const [{ playlistId }, { u }] = await Promise.all([props.params, props.searchParams]);
  return { playlistId, owner: typeof u === 'string' && u ? u : undefined, kind: 'audio' as const };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return userPlaylistMetadata(await routeOf(props));
}

export default async function UserAudioPlaylistPage(props: Props) {
  return UserPlaylistPage(await routeOf(props));
}
