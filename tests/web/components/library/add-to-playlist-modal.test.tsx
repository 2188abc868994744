import { useEffect } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AddToPlaylistModal } from '@/components/library/add-to-playlist-modal';
import { useSessionStoreApi, useUiStore } from '@/stores/store-provider';
import type { SessionStore } from '@/stores/session-store';
import type { AddToPlaylistModalData } from '@/stores/ui-store';
import { renderWithStores } from '../../render';
import { deferred } from '../../../support/deferred';

// spec 001 §4: 'Saving...' while saving, closes on success, shows the server's message on failure;
// §5: the new name is trimmed and Save is disabled while it is empty.

const { savePlaylist, fetchWatchlist, fetchPlaylists, fetchFavourites } = vi.hoisted(() => ({
  savePlaylist: vi.fn(),
  fetchWatchlist: vi.fn(),
  fetchPlaylists: vi.fn(),
  fetchFavourites: vi.fn(),
}));
vi.mock('@/lib/api/library', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/library')>()),
  savePlaylist,
  fetchWatchlist,
  fetchPlaylists,
  fetchFavourites,
}));

const user = { uuid: 'u-1', firstname: 'Asha' };
const playlists = {
  AUDIO: [{ playlist_id: 5, title: 'Road trip', playlist_type: 'audio' as const, playlist_count: 3 }],
  VIDEO: [{ playlist_id: 6, title: 'Dance', playlist_type: 'video' as const, playlist_count: 1 }],
};

const grabbed: { session?: SessionStore } = {};
function Setup({ fetched = true }: { fetched?: boolean }) {
  const session = useSessionStoreApi();
  useEffect(() => {
    grabbed.session = session;
    session.getState().setPlaylists(playlists);
    session.getState().setFetchedLibrary(fetched);
  }, [session, fetched]);
  return null;
}

function SnackbarText() {
  return <p data-testid="snackbar">{useUiStore((state) => state.snackbar?.message ?? '')}</p>;
}

function renderModal(data: AddToPlaylistModalData, options: { fetched?: boolean } = {}) {
  const onClose = vi.fn();
  renderWithStores(
    <>
      <Setup fetched={options.fetched} />
      <SnackbarText />
      <AddToPlaylistModal data={data} onClose={onClose} />
    </>,
    { user },
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Add to playlist' }) };
}

beforeEach(() => {
  vi.clearAllMocks();
  window.dataLayer = [];
  fetchWatchlist.mockResolvedValue({ data: { MOVIE: [], ORIGINAL: [], 'TV SHOW': [] }, ids: { MOVIE: [], ORIGINAL: [], 'TV SHOW': [] } });
  fetchPlaylists.mockResolvedValue(playlists);
  fetchFavourites.mockResolvedValue({ data: [], ids: [] });
});

describe('AddToPlaylistModal', () => {
  it('keeps Save disabled while the trimmed name is empty', () => {
    renderModal({ isMusicAudio: true, contents: [11] });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText('New playlist'), { target: { value: '    ' } });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText('New playlist'), { target: { value: ' x ' } });
    expect(save).toBeEnabled();
    fireEvent.submit(screen.getByLabelText('New playlist').closest('form')!);
    expect(savePlaylist).toHaveBeenCalledWith({ contents: '11', album: false, append: true, title: 'x' });
  });

  it("shows 'Saving...' while saving, then closes and tells the server's message", async () => {
    const answer = deferred<{ message: string; data: object }>();
    savePlaylist.mockReturnValue(answer.promise);
    const { onClose } = renderModal({ isMusicAudio: true, contents: [11] });
    fireEvent.change(screen.getByLabelText('New playlist'), { target: { value: '  Monsoon  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Road trip/ })).toBeDisabled();
    expect(savePlaylist).toHaveBeenCalledWith({ contents: '11', album: false, append: true, title: 'Monsoon' });
    const saved = {
      playlist_id: 9,
      title: 'Monsoon',
      playlist_type: 'audio',
      playlist_count: 1,
      is_public: false,
      created_at: '',
      user_slug: 'u',
      added: 1,
    };
    await act(async () => {
      answer.resolve({ message: 'Playlist created', data: saved });
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('snackbar')).toHaveTextContent('Playlist created');
    // spec 001 §7: the tag manager hears of it
    expect(window.dataLayer).toContainEqual({ event: 'music_playlist', content_ids: [11], playlist: 'Monsoon' });
    // the save's answer joins the session's playlists, which are not read again
    await waitFor(() => expect(grabbed.session!.getState().playlistData.AUDIO[0]).toMatchObject({ playlist_id: 9, title: 'Monsoon' }));
    expect(fetchPlaylists).not.toHaveBeenCalled();
  });

  it("stays open with the server's message when the save fails", async () => {
    savePlaylist.mockRejectedValue({ response: { status: 400, data: { message: 'A playlist can hold at most 5,000 items.' } } });
    const { onClose } = renderModal({ isAlbum: true, assetId: 7, contents: [7] });
    fireEvent.click(screen.getByRole('button', { name: /Road trip/ }));
    expect(screen.getByText('Saving...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('A playlist can hold at most 5,000 items.');
    expect(onClose).not.toHaveBeenCalled();
    expect(savePlaylist).toHaveBeenCalledWith({ playlistId: 5, contents: '7', album: true, append: true });
    expect(window.dataLayer ?? []).not.toContainEqual(expect.objectContaining({ event: 'music_playlist', playlist: 'Road trip' }));
    // it can be tried again
    expect(screen.getByRole('button', { name: /Road trip/ })).toBeEnabled();
  });

  it('offers the video playlists for a music video, and saves a new one as video', () => {
    savePlaylist.mockReturnValue(new Promise(() => {}));
    renderModal({ isVideo: true, contents: [21] });
    expect(screen.getByRole('list', { name: 'Your video playlists' })).toHaveTextContent('Dance');
    expect(screen.queryByText('Road trip')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New playlist'), { target: { value: 'Party' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(savePlaylist).toHaveBeenCalledWith({ contents: '21', album: false, append: true, title: 'Party', content_type: 'video' });
  });

  it('says when the lists are still loading, and when there are none of the kind', () => {
    renderModal({ isMusicAudio: true, contents: [11] }, { fetched: false });
    act(() => {
      grabbed.session!.getState().setPlaylists({ AUDIO: [], VIDEO: [] });
    });
    expect(screen.getByText('Loading your playlists…')).toBeInTheDocument();
    act(() => {
      grabbed.session!.getState().setFetchedLibrary(true);
    });
    expect(screen.getByText('You have no audio playlists yet. Name one below.')).toBeInTheDocument();
  });
});
