import type { Metadata } from 'next';
import {
  UserPlaylistPage,
  userPlaylistMetadata,
  userPlaylistRoute,
  type UserPlaylistAddress,
} from '@/components/library/user-playlist-page';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ playlistId: '_' }];
}

// /music/playlist/{playlistId}/sets – a user's audio playlist (spec 001 §2); ?u= names its owner

export async function generateMetadata(address: UserPlaylistAddress): Promise<Metadata> {
  return userPlaylistMetadata(await userPlaylistRoute(address, 'audio'));
}

export default async function UserAudioPlaylistPage(address: UserPlaylistAddress) {
  return UserPlaylistPage(await userPlaylistRoute(address, 'audio'));
}
