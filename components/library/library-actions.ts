'use client';

import type { FavouriteData } from '@/lib/api/library';
import { readFailure } from '@/lib/api/errors';
import type { SessionStore } from '@/stores/session-store';
import { whenSessionKnown } from '@/stores/when-session-known';
import type { AddToPlaylistModalData, UiStore } from '@/stores/ui-store';
import type { AudioStore } from '@/stores/audio-types';
import type { WatchlistTarget } from './watchlist-rules';
import { watchlistIdsFrom, withWatchlistChange } from './watchlist-changes';

// What the library buttons do (spec 001 §4, §6): a signed-out visitor gets the login modal and the
// action waits in this tab's session storage until the page comes back signed in; a signed-in
// user's change goes to the origin, and the session store's lists are then read again from it
// (in this tab, and in the other open tabs through a broadcast).

export type PendingAction =
  | { kind: 'watchlist'; target: WatchlistTarget }
  | { kind: 'favourite'; data: FavouriteData }
  | { kind: 'addToPlaylist'; data: AddToPlaylistModalData };

const PENDING_KEY = 'chalchitra.library.pending';
/** A sign-in that takes longer than this no longer completes the action. */
const PENDING_TTL_MS = 30 * 60 * 1000;
const CHANNEL = 'chalchitra.library';

export function savePendingAction(action: PendingAction, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify({ action, at: now }));
  } catch (error) {
    console.error('The action could not be kept for after sign-in', error);
  }
}

export function clearPendingAction(): void {
  try {
    window.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    /* storage unavailable: nothing kept */
  }
}

/** The action kept before sign-in, once (it is removed); null when none or too old. */
export function takePendingAction(now = Date.now()): PendingAction | null {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const { action, at } = JSON.parse(raw) as { action: PendingAction; at: number };
    return now - at <= PENDING_TTL_MS ? action : null;
  } catch {
    return null;
  }
}

/**
 * spec 001 §4, §6: signed out, keeps the action and opens the login modal (closing it drops the
 * action). Answers whether the user is signed in and may go ahead.
 *
 * A member's page is drawn without their session, which is read as the page loads: a press before
 * it is known keeps the action too, and is answered once it is, by the library host completing it
 * for a member (as after a sign-in), or by the login modal for a visitor still on the page. Asking a
 * member to log in because their session had not come yet left them a login dialog over the page
 * they were using.
 */
export function signedInOrLogin(session: SessionStore, ui: UiStore, action: PendingAction): boolean {
  if (session.getState().isLoggedIn) return true;
  savePendingAction(action);
  const pressedOn = window.location.pathname;
  whenSessionKnown(session, ({ isLoggedIn }) => {
    if (isLoggedIn) return;
    // a visitor who has left the page they pressed on is not asked to log in on the next one
    if (window.location.pathname === pressedOn) ui.getState().openModal('login', { onClose: clearPendingAction }, { withQuery: true });
    else clearPendingAction();
  });
  return false;
}

// ---- reading the lists ----

let channel: BroadcastChannel | null | undefined;
function libraryChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  return channel;
}

/** Tells the other open tabs that the lists changed. */
export function announceLibraryChange(): void {
  libraryChannel()?.postMessage('changed');
}

/** Calls back when another tab changed the lists (a channel does not hear its own messages). */
export function onLibraryChange(callback: () => void): () => void {
  const listening = libraryChannel();
  if (!listening) return () => {};
  const listener = () => callback();
  listening.addEventListener('message', listener);
  return () => listening.removeEventListener('message', listener);
}

/** spec 001 §4: the watchlist, playlists (and favourites) of the signed-in user, read from the origin. */
export async function refreshLibrary(session: SessionStore): Promise<void> {
  if (!session.getState().isLoggedIn) return;
  const { fetchWatchlist, fetchPlaylists, fetchFavourites } = await import('@/lib/api/library');
  const [watchlist, playlists, favourites] = await Promise.allSettled([fetchWatchlist(), fetchPlaylists(), fetchFavourites()]);
  const state = session.getState();
  if (!state.isLoggedIn) return;
  if (watchlist.status === 'fulfilled') state.setWatchlist(watchlist.value.data, watchlistIdsFrom(watchlist.value.ids));
  else console.error('Watchlist did not load', watchlist.reason);
  if (playlists.status === 'fulfilled') state.setPlaylists(playlists.value);
  else console.error('Playlists did not load', playlists.reason);
  if (favourites.status === 'fulfilled') state.setFavouriteIds(favourites.value.ids);
  else console.error('Favourites did not load', favourites.reason);
  state.setFetchedLibrary(true);
}

/** After a change: read the lists again here and tell the other tabs. */
function changed(session: SessionStore): void {
  announceLibraryChange();
  void refreshLibrary(session);
}

async function failed(ui: UiStore, error: unknown): Promise<void> {
  ui.getState().showSnackbar({ message: readFailure(error).message, type: 'error', time: 5000 });
}

// ---- changing them ----

/**
 * Runs one change: on success its message shows and other tabs hear of it; on failure the server's
 * message shows and the lists are read again, so every button shows the true state.
 */
async function applyChange(session: SessionStore, ui: UiStore, change: () => Promise<string>): Promise<boolean> {
  try {
    const message = await change();
    ui.getState().showSnackbar({ message, type: 'success', time: 3000 });
    changed(session);
    return true;
  } catch (error) {
    await failed(ui, error);
    void refreshLibrary(session);
    return false;
  }
}

export async function changeWatchlist(session: SessionStore, ui: UiStore, target: WatchlistTarget, add: boolean): Promise<boolean> {
  const { addToWatchlist, removeFromWatchlist } = await import('@/lib/api/library');
  return applyChange(session, ui, async () => {
    const message = add
      ? await addToWatchlist(target.assetId, target.contentId)
      : await removeFromWatchlist(target.assetId, target.contentId);
    const state = session.getState();
    state.setWatchlist(state.watchlistData, withWatchlistChange(state.watchlistIdsData, target, add));
    return message;
  });
}

export async function changeFavourite(
  session: SessionStore,
  ui: UiStore,
  audio: AudioStore | null,
  data: FavouriteData,
  favourite: boolean,
): Promise<boolean> {
  const { setFavourite } = await import('@/lib/api/library');
  return applyChange(session, ui, async () => {
    const { status, message } = await setFavourite(data, favourite);
    const state = session.getState();
    const others = state.favouriteIdsData.filter((id) => id !== data.content_id);
    state.setFavouriteIds(status === 'added' ? [data.content_id, ...others] : others);
    // spec 001 §4: the status word sets the current track's is_favorite
    const current = audio?.getState().audioPlaylist[audio.getState().currentTrackIndex];
    if (audio && current?.content_id === data.content_id) audio.getState().setFavourite(status);
    return message;
  });
}

/** After a save in the modal. */
export function playlistsChanged(session: SessionStore): void {
  changed(session);
}

/** Completes the action kept before sign-in, now that the user is signed in. */
export async function completePendingAction(session: SessionStore, ui: UiStore, audio: AudioStore | null): Promise<void> {
  const action = takePendingAction();
  if (!action || !session.getState().isLoggedIn) return;
  if (action.kind === 'watchlist') await changeWatchlist(session, ui, action.target, true);
  else if (action.kind === 'favourite') await changeFavourite(session, ui, audio, action.data, true);
  else ui.getState().openModal('addToPlaylist', action.data, { withQuery: true });
}
