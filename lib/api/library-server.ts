import 'server-only';
import { originGet, originGetOrNull, OriginError } from '@/lib/api/server';
import type { FavouritesAnswer, PlaylistGroupsAnswer, UserPlaylistDetail, WatchlistAnswer } from '@/lib/api/library';

// Library reads for server components (spec 001 §7 "User lists" and the public profile): one
// function per origin call. Secured reads answer null when the visitor is not signed in.

/** spec 001 §9: a list shows up to 1,000 rows. */
const LIST_ROWS = 1000;

async function signedInOnly<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof OriginError && error.status === 401) return null;
    throw error;
  }
}

/** GET /api/v2/secured/user/watchlists */
export async function getWatchlist(): Promise<WatchlistAnswer | null> {
  return signedInOnly(() =>
    originGet<WatchlistAnswer>('/api/v2/secured/user/watchlists', { query: { img_quality: 2 }, withoutCountry: true }),
  );
}

/** GET /api/v2/secured/user/favorite */
export async function getFavourites(): Promise<FavouritesAnswer | null> {
  return signedInOnly(() =>
    originGet<FavouritesAnswer>('/api/v2/secured/user/favorite', { query: { img_quality: 2 }, withoutCountry: true }),
  );
}

/** GET /api/v2/secured/user/playlists */
export async function getOwnPlaylists(): Promise<PlaylistGroupsAnswer | null> {
  return signedInOnly(
    async () => (await originGet<{ data: PlaylistGroupsAnswer }>('/api/v2/secured/user/playlists', { withoutCountry: true })).data,
  );
}

export type PlaylistRead = { playlist: UserPlaylistDetail } | { playlist: null; signedOut: boolean };

/**
 * One user playlist: the visitor's own or, with the owner's slug, a public one. Signed in, the
 * secured call reads both (username); signed out, the public-profile call does.
 */
export async function getUserPlaylist(id: number, ownerSlug: string | undefined, signedIn: boolean): Promise<PlaylistRead> {
  const query = { img_quality: 2, rows: LIST_ROWS };
  let sessionValid = signedIn;
  if (signedIn) {
    try {
      const answer = await originGetOrNull<{ data: UserPlaylistDetail }>(`/api/v2/secured/user/playlist/${id}`, {
        query: { ...query, username: ownerSlug },
        withoutCountry: true,
      });
      if (answer) return { playlist: answer.data };
      if (!ownerSlug) return { playlist: null, signedOut: false };
    } catch (error) {
      if (!(error instanceof OriginError && error.status === 401)) throw error;
      sessionValid = false;
    }
  }
  if (!ownerSlug) return { playlist: null, signedOut: !sessionValid };
  const shared = await originGetOrNull<{ data: UserPlaylistDetail }>(`/api/v2/user/${encodeURIComponent(ownerSlug)}/playlist/${id}`, {
    query,
    withoutCountry: true,
  });
  return shared ? { playlist: shared.data } : { playlist: null, signedOut: false };
}

export type PublicProfile = PlaylistGroupsAnswer & { user: { user_slug: string; name: string } };

/** GET /api/v2/user/{userSlug}/playlists – null for an unknown profile. */
export async function getPublicProfile(userSlug: string): Promise<PublicProfile | null> {
  return (
    (await originGetOrNull<{ data: PublicProfile }>(`/api/v2/user/${encodeURIComponent(userSlug)}/playlists`, { withoutCountry: true }))
      ?.data ?? null
  );
}
