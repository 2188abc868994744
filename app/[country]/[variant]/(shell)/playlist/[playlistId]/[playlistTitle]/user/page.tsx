import type { Metadata } from 'next';
import {
  UserPlaylistPage,
  userPlaylistMetadata,
  userPlaylistRoute,
  type UserPlaylistAddress,
} from '@/components/library/user-playlist-page';

// /playlist/{playlistId}/{playlistTitle}?u={owner} – a user's video playlist (spec 001 §2). proxy.ts
// renders that address here, so the editorial playlist at the same address without `u` stays a
// cached page; this one reads the session and renders on each request.

export async function generateMetadata(address: UserPlaylistAddress): Promise<Metadata> {
  return userPlaylistMetadata(await userPlaylistRoute(address, 'video'));
}

export default async function UserVideoPlaylistPage(address: UserPlaylistAddress) {
  return UserPlaylistPage(await userPlaylistRoute(address, 'video'));
}
