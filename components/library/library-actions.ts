'use client';

import type { FavouriteData, PlaylistSavedAnswer, WatchlistAnswer } from '@/lib/api/library';
import { readFailure } from '@/lib/api/errors';
import type { SessionStore, WatchlistEntry } from '@/stores/session-store';
import { whenSessionKnown } from '@/stores/when-session-known';
import type { AddToPlaylistModalData, UiStore } from '@/stores/ui-store';
import type { AudioStore } from '@/stores/audio-types';
import type { WatchlistTarget } from './watchlist-rules';
import { playlistsAfterSave, watchlistDataAfter, watchlistIdsFrom } from './watchlist-changes';

// What the library buttons do (spec 001 §4, §6): a signed-out visitor gets the login modal and the
// action waits in this tab's session storage until the page comes back signed in; a signed-in
// user's change goes to the origin, whose answer is written into the session store (in this tab,
// and in the other open tabs through a broadcast): one round trip a press.

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

/** A change another tab made, carried whole so that this tab applies it without asking the origin. */
export type LibraryChange =
  | { kind: 'watchlist'; target: WatchlistTarget; item: WatchlistEntry | null; ids: WatchlistAnswer['ids'] }
  | { kind: 'favourites'; ids: number[] }
  | { kind: 'playlist'; saved: PlaylistSavedAnswer['data'] };

let channel: BroadcastChannel | null | undefined;
function libraryChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  return channel;
}

/** Calls back with each change another tab made (a channel does not hear its own messages). */
export function onLibraryChange(callback: (change: LibraryChange) => void): () => void {
  const listening = libraryChannel();
  if (!listening) return () => {};
  const listener = (event: MessageEvent<LibraryChange>) => callback(event.data);
  listening.addEventListener('message', listener);
  return () => listening.removeEventListener('message', listener);
}

/** Writes a change the origin answered into the session store, once. */
export function applyLibraryChange(session: SessionStore, change: LibraryChange): void {
  const state = session.getState();
  if (!state.isLoggedIn) return;
  if (change.kind === 'watchlist')
    state.setWatchlist(watchlistDataAfter(state.watchlistData, change.target, change.item), watchlistIdsFrom(change.ids));
  else if (change.kind === 'favourites') state.setFavouriteIds(change.ids);
  else state.setPlaylists(playlistsAfterSave(state.playlistData, change.saved));
}

/** Applies a change here and tells the other open tabs. */
function changed(session: SessionStore, change: LibraryChange): void {
  applyLibraryChange(session, change);
  libraryChannel()?.postMessage(change);
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

// ---- changing them ----

/**
 * Runs one change: on success its answer is applied, its message shows and other tabs hear of it;
 * on failure the server's message shows and the lists are read again, so every button shows the
 * true state.
 */
async function applyChange(
  session: SessionStore,
  ui: UiStore,
  change: () => Promise<{ message: string; change: LibraryChange }>,
): Promise<boolean> {
  try {
    const answer = await change();
    changed(session, answer.change);
    ui.getState().showSnackbar({ message: answer.message, type: 'success', time: 3000 });
    return true;
  } catch (error) {
    ui.getState().showSnackbar({ message: readFailure(error).message, type: 'error', time: 5000 });
    void refreshLibrary(session);
    return false;
  }
}

export async function changeWatchlist(session: SessionStore, ui: UiStore, target: WatchlistTarget, add: boolean): Promise<boolean> {
  const { addToWatchlist, removeFromWatchlist } = await import('@/lib/api/library');
  return applyChange(session, ui, async () => {
    if (add) {
      const { message, item, ids } = await addToWatchlist(target.assetId, target.contentId);
      return { message, change: { kind: 'watchlist', target, item, ids } };
    }
    const { message, ids } = await removeFromWatchlist(target.assetId, target.contentId);
    return { message, change: { kind: 'watchlist', target, item: null, ids } };
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
    const { status, message, ids } = await setFavourite(data, favourite);
    // spec 001 §4: the status word sets the current track's is_favorite
    const current = audio?.getState().audioPlaylist[audio.getState().currentTrackIndex];
    if (audio && current?.content_id === data.content_id) audio.getState().setFavourite(status);
    return { message, change: { kind: 'favourites', ids } };
  });
}

/** After a save of a playlist (the modal, the playlist page): its answer joins the lists. */
export function playlistSaved(session: SessionStore, saved: PlaylistSavedAnswer['data']): void {
  changed(session, { kind: 'playlist', saved });
}

/** Completes the action kept before sign-in, now that the user is signed in. */
export async function completePendingAction(session: SessionStore, ui: UiStore, audio: AudioStore | null): Promise<void> {
  const action = takePendingAction();
  if (!action || !session.getState().isLoggedIn) return;
  if (action.kind === 'watchlist') await changeWatchlist(session, ui, action.target, true);
  else if (action.kind === 'favourite') await changeFavourite(session, ui, audio, action.data, true);
  else ui.getState().openModal('addToPlaylist', action.data, { withQuery: true });
}
