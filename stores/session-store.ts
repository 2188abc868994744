import { createStore } from 'zustand/vanilla';
import type { ActiveProduct, SessionUser } from '@/stores/session-rules';
import type { Country } from '@/contract/schemas/geo';
import type { Profile } from '@/contract/schemas/profiles';
import type { InitialSession } from '@/lib/session-types';

// spec 001 §3 "Login state". One store per request, created in StoreProvider.

/** spec 001 §3 "Watchlist entry". */
export interface WatchlistEntry {
  asset_type: string;
  asset_id: number;
  content_id?: number | null;
}

/** Grouped MOVIE, ORIGINAL, TV SHOW, each newest first. */
export type WatchlistData = Record<string, WatchlistEntry[]>;

/** asset ids by group, except ORIGINAL, which holds [asset_id, content_id] pairs. */
export interface WatchlistIds {
  MOVIE: number[];
  'TV SHOW': number[];
  ORIGINAL: Array<[number, number | null]>;
}

export interface UserPlaylist {
  playlist_id: number;
  playlist_type: 'audio' | 'video';
  playlist_count: number;
  title?: string;
}

export interface PlaylistData {
  AUDIO: UserPlaylist[];
  VIDEO: UserPlaylist[];
}

export interface SessionState {
  isLoggedIn: boolean;
  userData: SessionUser | null;
  fetchedUserProfile: boolean;
  activeProductData: ActiveProduct | null;
  activeUserPlan: string | null;
  watchlistData: WatchlistData;
  watchlistIdsData: WatchlistIds;
  playlistData: PlaylistData;
  countriesData: Country[];
  /** The content ids of the user's favourite tracks and music videos. */
  favouriteIdsData: number[];
  /** The watchlist, playlists and favourites above have been read from the origin. */
  fetchedLibrary: boolean;
}

export interface SessionActions {
  /** Signs the user in (a user) or out (null). */
  setUser: (user: SessionUser | null) => void;
  /** The profile this session watches as, as the origin answered a change of it (issue 49). */
  setWatching: (profile: Profile) => void;
  /** spec 001 §6: plan state comes from userstate. */
  setActiveProduct: (product: ActiveProduct | null) => void;
  setWatchlist: (data: WatchlistData, ids: WatchlistIds) => void;
  setPlaylists: (data: PlaylistData) => void;
  setFavouriteIds: (ids: number[]) => void;
  setFetchedLibrary: (fetched: boolean) => void;
  setCountries: (countries: Country[]) => void;
  /** Back to signed out: logout, or a profile fetch answering 401 (spec 001 §4). */
  reset: () => void;
}

export type SessionStoreState = SessionState & SessionActions;
export type SessionStore = ReturnType<typeof createSessionStore>;

export function signedOutState(): SessionState {
  return {
    isLoggedIn: false,
    userData: null,
    fetchedUserProfile: false,
    activeProductData: null,
    activeUserPlan: null,
    watchlistData: {},
    watchlistIdsData: { MOVIE: [], 'TV SHOW': [], ORIGINAL: [] },
    playlistData: { AUDIO: [], VIDEO: [] },
    countriesData: [],
    favouriteIdsData: [],
    fetchedLibrary: false,
  };
}

export function sessionStateFrom(initial?: InitialSession): SessionState {
  const user = initial?.user ?? null;
  return {
    ...signedOutState(),
    isLoggedIn: user !== null,
    userData: user,
    // the server already asked the origin, whatever the answer was
    fetchedUserProfile: initial !== undefined,
    activeUserPlan: user?.activeUserPlan ?? null,
  };
}

export function createSessionStore(initial?: InitialSession) {
  return createStore<SessionStoreState>()((set) => ({
    ...sessionStateFrom(initial),
    setUser: (user) =>
      set(
        user
          ? { isLoggedIn: true, userData: user, fetchedUserProfile: true, activeUserPlan: user.activeUserPlan ?? null }
          : { ...signedOutState(), fetchedUserProfile: true },
      ),
    setWatching: (profile) => set((state) => (state.userData ? { userData: { ...state.userData, watching: profile } } : {})),
    setActiveProduct: (product) =>
      set((state) => ({ activeProductData: product, activeUserPlan: product?.userstate ?? state.activeUserPlan })),
    setWatchlist: (watchlistData, watchlistIdsData) => set({ watchlistData, watchlistIdsData }),
    setPlaylists: (playlistData) => set({ playlistData }),
    setFavouriteIds: (favouriteIdsData) => set({ favouriteIdsData }),
    setFetchedLibrary: (fetchedLibrary) => set({ fetchedLibrary }),
    setCountries: (countriesData) => set({ countriesData }),
    reset: () => set({ ...signedOutState(), fetchedUserProfile: true }),
  }));
}
