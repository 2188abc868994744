import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { StoreProvider } from '@/stores/store-provider';
import type { InitialSession } from '@/lib/session-types';

/** Renders inside the app's store provider, with the session the server would have fetched. */
export function renderWithStores(ui: ReactElement, session: InitialSession = { user: null }, options?: RenderOptions) {
  return render(<StoreProvider initialSession={session}>{ui}</StoreProvider>, options);
}
