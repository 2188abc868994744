import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialogsHost } from '@/components/ui/dialogs-host';
import { useUiStoreApi } from '@/stores/store-provider';
import { renderWithStores } from '../../render';

// spec 000 §3: the message modal and the basic dialog, from their data.

let ui: ReturnType<typeof useUiStoreApi>;
function Capture() {
  ui = useUiStoreApi();
  return null;
}

describe('DialogsHost', () => {
  it('shows the message modal with its subtitles, its html as text, and its button', () => {
    const btnFn = vi.fn();
    renderWithStores(
      <>
        <Capture />
        <DialogsHost />
      </>,
    );
    act(() =>
      ui.getState().openModal('message', {
        title: 'Payment received',
        subtitle1: 'Thank you.',
        subtitle2: 'Your plan starts now.',
        html: '<b>Enjoy</b><script>alert(1)</script>',
        btnData: { btnText: 'Start watching', btnFn },
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Payment received' });
    expect(dialog).toHaveTextContent('Thank you.');
    expect(dialog).toHaveTextContent('Your plan starts now.');
    expect(dialog.querySelector('b, script')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start watching' }));
    expect(btnFn).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the basic dialog with its actions, closable only when it says so', () => {
    const primary = vi.fn();
    renderWithStores(
      <>
        <Capture />
        <DialogsHost />
      </>,
    );
    act(() =>
      ui.getState().openModal('basic', {
        heading: 'Leave the player?',
        description: 'Your place is saved.',
        primaryAction: { actionText: 'Leave', onClick: primary },
        secondaryAction: { actionText: 'Stay', onClick: vi.fn() },
        isClosable: false,
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Leave the player?' })).toHaveTextContent('Your place is saved.');
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(primary).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
