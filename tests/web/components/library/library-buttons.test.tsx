import { useEffect, type ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WatchlistButton } from '@/components/library/watchlist-button';
import { FavouriteButton } from '@/components/library/favourite-button';
import { AddToPlaylistButton } from '@/components/library/add-to-playlist-button';
import { LibraryHost } from '@/components/library/library-host';
import { savePendingAction } from '@/components/library/library-actions';
import { StoreProvider, useSessionStoreApi, useUiStoreApi } from '@/stores/store-provider';
import { useAudioStoreApi } from '@/stores/audio-store';
import type { AudioStore } from '@/stores/audio-types';
import type { SessionStore } from '@/stores/session-store';
import type { UiStore } from '@/stores/ui-store';
import { renderWithStores } from '../../render';

// The library buttons show the state the origin holds (spec 001 §3 session lists); signed out they
// open the login modal and the action completes once signed in (spec 001 §4, §6).

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);
const api = vi.hoisted(() => ({
  fetchWatchlist: vi.fn(),
  fetchPlaylists: vi.fn(),
  fetchFavourites: vi.fn(),
  addToWatchlist: vi.fn(),
  removeFromWatchlist: vi.fn(),
  setFavourite: vi.fn(),
  savePlaylist: vi.fn(),
}));
vi.mock('@/lib/api/library', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api/library')>()), ...api }));

const user = { uuid: 'u-1', firstname: 'Asha' };
const emptyWatchlist = { data: { MOVIE: [], ORIGINAL: [], 'TV SHOW': [] }, ids: { MOVIE: [], ORIGINAL: [], 'TV SHOW': [] } };
const film = { assetType: 'MOVIE', assetId: 7, title: 'Lagaan' };
const song = { asset_id: 3, content_id: 31, user_playlist: null };

const grabbed: { session?: SessionStore; ui?: UiStore; audio?: AudioStore } = {};
function Grab() {
  const session = useSessionStoreApi();
  const ui = useUiStoreApi();
  const audio = useAudioStoreApi();
  useEffect(() => {
    Object.assign(grabbed, { session, ui, audio });
  }, [session, ui, audio]);
  return null;
}

beforeEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
  api.fetchWatchlist.mockResolvedValue(emptyWatchlist);
  api.fetchPlaylists.mockResolvedValue({ AUDIO: [], VIDEO: [] });
  api.fetchFavourites.mockResolvedValue({ data: [], ids: [] });
  // a change answers the list's state after it
  api.addToWatchlist.mockImplementation(async (assetId: number) => ({
    message: 'Added to watchlist',
    item: { asset_type: 'MOVIE', asset_id: assetId, content_id: null, watchlist_id: 1 },
    ids: { MOVIE: [assetId], ORIGINAL: [], 'TV SHOW': [] },
  }));
  api.removeFromWatchlist.mockResolvedValue({ message: 'Removed from watchlist', ids: emptyWatchlist.ids });
  api.setFavourite.mockImplementation(async (data: { content_id: number }, favourite: boolean) =>
    favourite
      ? { status: 'added', message: 'Added to favourites', ids: [data.content_id] }
      : { status: 'removed', message: 'Removed from favourites', ids: [] },
  );
});

/** Renders `button` for a signed-out visitor, with the stores grabbed. */
function renderSignedOut(button: ReactElement) {
  return renderWithStores(
    <>
      <Grab />
      {button}
    </>,
  );
}

describe('WatchlistButton', () => {
  it('shows the state read from the origin, and flips it with each change', async () => {
    api.fetchWatchlist.mockResolvedValue({ ...emptyWatchlist, ids: { MOVIE: [7], ORIGINAL: [], 'TV SHOW': [] } });
    renderWithStores(
      <>
        <LibraryHost />
        <WatchlistButton {...film} />
      </>,
      { user },
    );
    // until the lists are read the button waits
    expect(screen.getByRole('button', { name: 'Add Lagaan to watchlist' })).toHaveAttribute('aria-busy', 'true');
    const remove = await screen.findByRole('button', { name: 'Remove Lagaan from watchlist' });
    expect(remove).not.toHaveAttribute('aria-busy');

    await act(async () => {
      fireEvent.click(remove);
    });
    expect(api.removeFromWatchlist).toHaveBeenCalledWith(7, undefined);
    expect(await screen.findByRole('button', { name: 'Add Lagaan to watchlist' })).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add Lagaan to watchlist' }));
    });
    expect(api.addToWatchlist).toHaveBeenCalledWith(7, undefined);
    expect(await screen.findByRole('button', { name: 'Remove Lagaan from watchlist' })).toBeInTheDocument();
    // one round trip a press: the write's answer is applied, no list is read again
    expect(api.fetchWatchlist).toHaveBeenCalledTimes(1);
    expect(api.fetchPlaylists).toHaveBeenCalledTimes(1);
    expect(api.fetchFavourites).toHaveBeenCalledTimes(1);
  });

  it("keeps the state and tells the server's message when a change fails", async () => {
    api.addToWatchlist.mockRejectedValue({ response: { status: 404, data: { message: 'This title was not found.' } } });
    renderWithStores(
      <>
        <Grab />
        <LibraryHost />
        <WatchlistButton {...film} />
      </>,
      { user },
    );
    const add = await screen.findByRole('button', { name: 'Add Lagaan to watchlist' });
    await waitFor(() => expect(add).not.toHaveAttribute('aria-busy'));
    await act(async () => {
      fireEvent.click(add);
    });
    await waitFor(() => expect(grabbed.ui!.getState().snackbar).toMatchObject({ message: 'This title was not found.', type: 'error' }));
    expect(screen.getByRole('button', { name: 'Add Lagaan to watchlist' })).toBeInTheDocument();
  });

  it('signed out, opens the login modal and changes nothing', async () => {
    renderSignedOut(<WatchlistButton {...film} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Lagaan to watchlist' }));
    // the watchlist's actions load on first use
    await waitFor(() => expect(grabbed.ui!.getState().modals.login).toBeDefined());
    expect(api.addToWatchlist).not.toHaveBeenCalled();
  });

  it('signed out, closing the login modal drops the action', async () => {
    renderSignedOut(<WatchlistButton {...film} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Lagaan to watchlist' }));
    await waitFor(() => expect(grabbed.ui!.getState().modals.login).toBeDefined());
    act(() => {
      grabbed.ui!.getState().modals.login!.data.onClose!();
    });
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('FavouriteButton', () => {
  it('shows the favourite state, flips it, and sets the current track is_favorite', async () => {
    renderWithStores(
      <>
        <Grab />
        <LibraryHost />
        <FavouriteButton data={song} title="Chaiyya" />
      </>,
      { user },
    );
    act(() => {
      grabbed.audio!.getState().playTrack({ content_id: 31, asset_id: 3, asset_title: 'Dil Se', content_title: 'Chaiyya' });
    });
    const add = await screen.findByRole('button', { name: 'Add Chaiyya to favourites' });
    await waitFor(() => expect(add).not.toHaveAttribute('aria-busy'));
    await act(async () => {
      fireEvent.click(add);
    });
    expect(api.setFavourite).toHaveBeenCalledWith(song, true);
    expect(await screen.findByRole('button', { name: 'Remove Chaiyya from favourites' })).toBeInTheDocument();
    expect(grabbed.audio!.getState().audioPlaylist[0].is_favorite).toBe('true');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove Chaiyya from favourites' }));
    });
    expect(api.setFavourite).toHaveBeenLastCalledWith(song, false);
    expect(await screen.findByRole('button', { name: 'Add Chaiyya to favourites' })).toBeInTheDocument();
    expect(grabbed.audio!.getState().audioPlaylist[0].is_favorite).toBe('false');
  });

  it('signed out, opens the login modal', () => {
    renderSignedOut(<FavouriteButton data={song} title="Chaiyya" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Chaiyya to favourites' }));
    expect(grabbed.ui!.getState().modals.login).toBeDefined();
    expect(api.setFavourite).not.toHaveBeenCalled();
  });
});

describe('AddToPlaylistButton', () => {
  it('signed in, opens the add-to-playlist modal with its data', async () => {
    renderWithStores(
      <>
        <Grab />
        <AddToPlaylistButton data={{ isMusicAudio: true, contents: [31] }} label="Add Chaiyya to a playlist" />
      </>,
      { user },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Chaiyya to a playlist' }));
    expect(grabbed.ui!.getState().modals.addToPlaylist?.data).toEqual({ isMusicAudio: true, contents: [31] });
  });

  it('signed out, opens the login modal instead', () => {
    renderWithStores(
      <>
        <Grab />
        <AddToPlaylistButton data={{ isMusicAudio: true, contents: [31] }} label="Add Chaiyya to a playlist" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Chaiyya to a playlist' }));
    expect(grabbed.ui!.getState().modals.login).toBeDefined();
    expect(grabbed.ui!.getState().modals.addToPlaylist).toBeUndefined();
  });
});

describe('a press before the session has been read (a member’s page is drawn without it)', () => {
  const beforeSession = () =>
    render(
      <StoreProvider>
        <Grab />
        <LibraryHost />
        <AddToPlaylistButton data={{ isMusicAudio: true, contents: [31] }} label="Add Chaiyya to a playlist" />
      </StoreProvider>,
    );

  it('opens the add-to-playlist modal for a member once their session has come, and no login modal', async () => {
    beforeSession();
    fireEvent.click(screen.getByRole('button', { name: 'Add Chaiyya to a playlist' }));
    expect(grabbed.ui!.getState().modals.login).toBeUndefined();
    act(() => grabbed.session!.getState().setUser(user as never));
    await waitFor(() => expect(grabbed.ui!.getState().modals.addToPlaylist?.data).toEqual({ isMusicAudio: true, contents: [31] }));
    expect(grabbed.ui!.getState().modals.login).toBeUndefined();
  });

  it('opens the login modal for a visitor once the session is known to be signed out', () => {
    beforeSession();
    fireEvent.click(screen.getByRole('button', { name: 'Add Chaiyya to a playlist' }));
    expect(grabbed.ui!.getState().modals.login).toBeUndefined();
    act(() => grabbed.session!.getState().setUser(null));
    expect(grabbed.ui!.getState().modals.login).toBeDefined();
    expect(grabbed.ui!.getState().modals.addToPlaylist).toBeUndefined();
  });

  it('asks a visitor who has left the page to log in nowhere, and keeps nothing for a later sign-in', () => {
    const pressedOn = window.location.pathname;
    beforeSession();
    fireEvent.click(screen.getByRole('button', { name: 'Add Chaiyya to a playlist' }));
    window.history.pushState(null, '', '/movies');
    try {
      act(() => grabbed.session!.getState().setUser(null));
      expect(grabbed.ui!.getState().modals.login).toBeUndefined();
      expect(window.sessionStorage.length).toBe(0);
    } finally {
      window.history.replaceState(null, '', pressedOn);
    }
  });
});

describe('after sign-in (the page loads again signed in)', () => {
  it('adds the title kept before sign-in to the watchlist', async () => {
    savePendingAction({ kind: 'watchlist', target: { assetType: 'MOVIE', assetId: 7 } });
    api.fetchWatchlist
      .mockResolvedValueOnce(emptyWatchlist)
      .mockResolvedValue({ ...emptyWatchlist, ids: { MOVIE: [7], ORIGINAL: [], 'TV SHOW': [] } });
    renderWithStores(
      <>
        <LibraryHost />
        <WatchlistButton {...film} />
      </>,
      { user },
    );
    expect(await screen.findByRole('button', { name: 'Remove Lagaan from watchlist' })).toBeInTheDocument();
    expect(api.addToWatchlist).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('adds the favourite kept before sign-in', async () => {
    savePendingAction({ kind: 'favourite', data: song });
    renderWithStores(
      <>
        <LibraryHost />
        <FavouriteButton data={song} title="Chaiyya" />
      </>,
      { user },
    );
    await waitFor(() => expect(api.setFavourite).toHaveBeenCalledWith(song, true));
  });

  it('opens the add-to-playlist modal kept before sign-in', async () => {
    savePendingAction({ kind: 'addToPlaylist', data: { isAlbum: true, assetId: 9, contents: [9] } });
    renderWithStores(
      <>
        <Grab />
        <LibraryHost />
      </>,
      { user },
    );
    await waitFor(() => expect(grabbed.ui!.getState().modals.addToPlaylist?.data).toEqual({ isAlbum: true, assetId: 9, contents: [9] }));
  });

  it('does nothing with an action kept more than 30 minutes ago', async () => {
    savePendingAction({ kind: 'watchlist', target: { assetType: 'MOVIE', assetId: 7 } }, Date.now() - 31 * 60 * 1000);
    renderWithStores(
      <>
        <LibraryHost />
        <WatchlistButton {...film} />
      </>,
      { user },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Lagaan to watchlist' })).not.toHaveAttribute('aria-busy'));
    expect(api.addToWatchlist).not.toHaveBeenCalled();
  });

  it('a visitor keeps the action for later', () => {
    savePendingAction({ kind: 'watchlist', target: { assetType: 'MOVIE', assetId: 7 } });
    renderWithStores(<LibraryHost />);
    expect(api.fetchWatchlist).not.toHaveBeenCalled();
    expect(window.sessionStorage.length).toBe(1);
  });
});

describe('other open tabs', () => {
  it("apply the change another tab made, from that change's answer, so the buttons show the origin's state", async () => {
    renderWithStores(
      <>
        <LibraryHost />
        <WatchlistButton {...film} />
      </>,
      { user },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Lagaan to watchlist' })).not.toHaveAttribute('aria-busy'));
    const otherTab = new BroadcastChannel('chalchitra.library');
    otherTab.postMessage({
      kind: 'watchlist',
      target: { assetType: 'MOVIE', assetId: 7 },
      item: { asset_type: 'MOVIE', asset_id: 7 },
      ids: { MOVIE: [7], ORIGINAL: [], 'TV SHOW': [] },
    });
    otherTab.close();
    expect(await screen.findByRole('button', { name: 'Remove Lagaan from watchlist' })).toBeInTheDocument();
    expect(api.fetchWatchlist).toHaveBeenCalledTimes(1);
  });
});
