'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createSessionStore, type SessionStore, type SessionStoreState } from '@/stores/session-store';
import type { InitialSession } from '@/lib/session-types';
import { createUiStore, type UiStore, type UiStoreState } from '@/stores/ui-store';
import type { AudioStore } from '@/stores/audio-types';

// One set of stores per request (and per browser tab), created here and read with selectors.
// Server components never touch them.

interface Stores {
  session: SessionStore;
  ui: UiStore;
  /** Made on first use (useAudioStoreApi in audio-store.ts): the queue's code is not in a page's first load. */
  audio?: AudioStore;
}

const StoresContext = createContext<Stores | null>(null);

export interface StoreProviderProps {
  /** The session the server fetched for this request. */
  initialSession?: InitialSession;
  children: ReactNode;
}

export function StoreProvider({ initialSession, children }: StoreProviderProps) {
  const [stores] = useState<Stores>(() => ({
    session: createSessionStore(initialSession),
    ui: createUiStore(),
  }));

  const staleToken = initialSession?.staleToken === true;
  useEffect(() => {
    // spec 000 §4: the auth cookie exists but the session is not signed in: log out on start.
    if (staleToken) void import('@/stores/session-actions').then(({ requestLogout }) => requestLogout());
  }, [staleToken]);

  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>;
}

export function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('Store hooks need a <StoreProvider> above them');
  return stores;
}

export function useSessionStore<T>(selector: (state: SessionStoreState) => T): T {
  return useStore(useStores().session, selector);
}

export function useUiStore<T>(selector: (state: UiStoreState) => T): T {
  return useStore(useStores().ui, selector);
}

/** The store objects themselves, for event handlers and effects (getState, subscribe). */
export function useSessionStoreApi(): SessionStore {
  return useStores().session;
}

export function useUiStoreApi(): UiStore {
  return useStores().ui;
}
