import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Snackbar } from '@/components/ui/snackbar';
import type { SnackbarData } from '@/stores/snackbar-rules';
import type { UiStore } from '@/stores/ui-store';
import { renderWithUiStore } from '../../render';

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);

let ui: UiStore;

function show(snackbar: SnackbarData) {
  ui = renderWithUiStore(<Snackbar />).uiStore;
  act(() => ui.getState().showSnackbar(snackbar));
}

afterEach(() => vi.useRealTimers());

describe('Snackbar (spec 001 §4)', () => {
  it('hides after its time', () => {
    vi.useFakeTimers();
    show({ message: 'Back online', type: 'success', time: 3500 });
    expect(screen.getByRole('status')).toHaveTextContent('Back online');
    expect(screen.queryByRole('button', { name: 'Dismiss notification' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3499));
    expect(screen.getByText('Back online')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Back online')).not.toBeInTheDocument();
  });

  it('stays closable without a time', () => {
    show({ message: 'No connection' });
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByText('No connection')).not.toBeInTheDocument();
  });

  it('announces errors and runs its action', () => {
    const retry = vi.fn();
    show({ message: 'Subscription Failed!', type: 'error', action: retry, actionText: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent('Subscription Failed!');
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
