import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { StoreProvider, useUiStoreApi } from '@/stores/store-provider';
import type { UiStore } from '@/stores/ui-store';
import type { InitialSession } from '@/lib/session-types';

/** Renders inside the app's store provider, with the session the server would have fetched. */
export function renderWithStores(ui: ReactElement, session: InitialSession = { user: null }, options?: RenderOptions) {
  return render(<StoreProvider initialSession={session}>{ui}</StoreProvider>, options);
}

function CaptureUiStore({ onStore }: { onStore: (store: UiStore) => void }) {
  const store = useUiStoreApi();
  useEffect(() => {
    onStore(store);
  }, [store, onStore]);
  return null;
}

/** Renders inside the app's store provider and hands back its UI store, for a test to drive. */
export function renderWithUiStore(ui: ReactElement): RenderResult & { uiStore: UiStore } {
  let uiStore: UiStore | undefined;
  const keep = (store: UiStore) => {
    uiStore = store;
  };
  const tree = (children: ReactNode) => (
    <StoreProvider>
      <CaptureUiStore onStore={keep} />
      {children}
    </StoreProvider>
  );
  const result = render(tree(ui));
  if (!uiStore) throw new Error('the UI store was not captured');
  return { ...result, rerender: (next: ReactNode) => result.rerender(tree(next)), uiStore };
}
