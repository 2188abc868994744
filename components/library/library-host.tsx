'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { useEffect } from 'react';
import { useSessionStore, useSessionStoreApi, useUiStore, useUiStoreApi } from '@/stores/store-provider';
import { useAudioStoreApi } from '@/stores/audio-store';
import { applyLibraryChange, completePendingAction, onLibraryChange, refreshLibrary } from './library-actions';

// spec 001 §4 "Sign-in state": once signed in, the watchlist and playlists (and favourites) are
// read from the origin into the session store; another tab's change is applied here too; an action
// started before sign-in completes. The add-to-playlist modal's code loads only when it opens.

const AddToPlaylistModal = lazyComponent(() => import('./add-to-playlist-modal').then((module) => module.AddToPlaylistModal));

export function LibraryHost() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const session = useSessionStoreApi();
  const ui = useUiStoreApi();
  const audio = useAudioStoreApi();
  const modal = useUiStore((state) => state.modals.addToPlaylist);

  useEffect(() => {
    if (!isLoggedIn) return;
    let stopped = false;
    void refreshLibrary(session).then(() => {
      if (!stopped) void completePendingAction(session, ui, audio);
    });
    const stopListening = onLibraryChange((change) => applyLibraryChange(session, change));
    return () => {
      stopped = true;
      stopListening();
    };
  }, [isLoggedIn, session, ui, audio]);

  if (!modal) return null;
  return <AddToPlaylistModal data={modal.data} onClose={() => ui.getState().closeModal('addToPlaylist')} />;
}
