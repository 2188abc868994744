import { useEffect } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PlaylistView } from '@/components/library/playlist-view';
import { useAudioStoreApi } from '@/stores/audio-store';
import type { AudioStore } from '@/stores/audio-types';
import type { CatalogueItem } from '@/contract/schemas/catalogue';
import { renderWithStores } from '../../render';

// A user playlist page: Play and Shuffle into the audio bar; the owner reorders, removes and makes
// it public, each saved as the whole list (append=false) read first with up to 10,000 rows.

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);
const api = vi.hoisted(() => ({
  fetchPlaylist: vi.fn(),
  savePlaylist: vi.fn(),
  fetchWatchlist: vi.fn(),
  fetchPlaylists: vi.fn(),
  fetchFavourites: vi.fn(),
}));
vi.mock('@/lib/api/library', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api/library')>()), ...api }));

function song(id: number, title: string): CatalogueItem {
  return {
    asset_id: 100,
    asset_type: 'ALBUM',
    asset_title: 'Monsoon Album',
    asset_slug: 'monsoon-album',
    content_id: id,
    content_title: title,
    content_slug: title.toLowerCase(),
    content_type_id: 4,
    description: '',
    language: 'hin',
    release_year: 2020,
    duration: 200,
    age_rating: null,
    isFree: 'YES',
    access_level: 'free',
    images: {},
    play_content_id: id,
  };
}
const songs = [song(1, 'One'), song(2, 'Two'), song(3, 'Three')];
const user = { uuid: 'owner-1' };

const grabbed: { audio?: AudioStore } = {};
function Grab() {
  const audio = useAudioStoreApi();
  useEffect(() => {
    grabbed.audio = audio;
  }, [audio]);
  return null;
}

function renderView(isOwner = true) {
  return renderWithStores(
    <>
      <Grab />
      <PlaylistView playlistId={5} kind="audio" items={songs} isOwner={isOwner} isPublic={false} ownerSlug="owner-1" />
    </>,
    { user },
  );
}

const rowTitles = () =>
  within(screen.getByRole('list', { name: 'songs in this playlist' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => {
  vi.clearAllMocks();
  // the full list holds one more song than the page shows
  api.fetchPlaylist.mockResolvedValue({ contents: [...songs, song(4, 'Four')] });
  api.savePlaylist.mockResolvedValue({
    status: 'success',
    message: 'Playlist updated',
    data: {
      playlist_id: 5,
      title: 'Mine',
      playlist_type: 'audio',
      playlist_count: 4,
      is_public: false,
      created_at: '',
      user_slug: 'owner-1',
      added: 0,
    },
  });
  api.fetchWatchlist.mockResolvedValue({
    data: { MOVIE: [], ORIGINAL: [], 'TV SHOW': [] },
    ids: { MOVIE: [], ORIGINAL: [], 'TV SHOW': [] },
  });
  api.fetchPlaylists.mockResolvedValue({ AUDIO: [], VIDEO: [] });
  api.fetchFavourites.mockResolvedValue({ data: [], ids: [] });
});

describe('PlaylistView', () => {
  it('Play queues the playlist in the audio bar from its first song; a row plays from that song', () => {
    renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    let state = grabbed.audio!.getState();
    expect(state.audioPlaylist.map((track) => track.content_title)).toEqual(['One', 'Two', 'Three']);
    expect(state.audioPlaylist[state.currentTrackIndex].content_title).toBe('One');
    fireEvent.click(screen.getByRole('button', { name: 'Play Three' }));
    state = grabbed.audio!.getState();
    expect(state.audioPlaylist[state.currentTrackIndex].content_title).toBe('Three');
  });

  it('Shuffle queues every song of the playlist', () => {
    renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Shuffle' }));
    expect(
      grabbed
        .audio!.getState()
        .audioPlaylist.map((track) => track.content_id)
        .sort(),
    ).toEqual([1, 2, 3]);
  });

  it('moving a song saves the whole list in its new order', async () => {
    renderView();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Move One down' }));
    });
    expect(api.fetchPlaylist).toHaveBeenCalledWith(5);
    expect(api.savePlaylist).toHaveBeenCalledWith({ playlistId: 5, contents: '2,1,3,4', album: false, append: false });
    expect(rowTitles()).toEqual(['Two', 'One', 'Three']);
    expect(screen.getByRole('button', { name: 'Move Two up' })).toBeDisabled();
  });

  it('removing a song saves the list without it', async () => {
    renderView();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove Two from the playlist' }));
    });
    expect(api.savePlaylist).toHaveBeenCalledWith({ playlistId: 5, contents: '1,3,4', album: false, append: false });
    expect(rowTitles()).toEqual(['One', 'Three']);
  });

  it("puts the order back and tells the server's message when a save fails", async () => {
    api.savePlaylist.mockRejectedValue({ response: { status: 400, data: { message: 'Playlist not found.' } } });
    renderView();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove One from the playlist' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Playlist not found.');
    expect(rowTitles()).toEqual(['One', 'Two', 'Three']);
  });

  it('the public switch saves is_public and links to the public profile', async () => {
    renderView();
    await act(async () => {
      fireEvent.click(screen.getByLabelText('Public playlist'));
    });
    expect(api.savePlaylist).toHaveBeenCalledWith({ playlistId: 5, contents: '', append: true, is_public: true });
    await waitFor(() => expect(screen.getByRole('link', { name: 'See it on your public profile' })).toHaveAttribute('href', '/u/owner-1'));
  });

  it('shows no owner controls to a visitor', () => {
    renderView(false);
    expect(screen.queryByLabelText('Public playlist')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove One from the playlist/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
  });
});
