import { fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DialogsHost } from '@/components/ui/dialogs-host';
import { useUiStoreApi } from '@/stores/store-provider';
import type { BasicModalData, MessageModalData } from '@/stores/ui-store';
import { renderWithStores } from '../../render';

// spec 000 §3: the message modal and the basic dialog, from their data.

/** Opens one dialog with its data once mounted, as the app's code does. */
function Open(props: { name: 'message'; data: MessageModalData } | { name: 'basic'; data: BasicModalData }) {
  const ui = useUiStoreApi();
  useEffect(() => {
    if (props.name === 'message') ui.getState().openModal('message', props.data);
    else ui.getState().openModal('basic', props.data);
  }, [ui, props]);
  return null;
}

describe('DialogsHost', () => {
  it('shows the message modal with its subtitles, its html as text, and its button', () => {
    const btnFn = vi.fn();
    const data = {
      title: 'Payment received',
      subtitle1: 'Thank you.',
      subtitle2: 'Your plan starts now.',
      html: '<b>Enjoy</b><script>alert(1)</script>',
      btnData: { btnText: 'Start watching', btnFn },
    };
    renderWithStores(
      <>
        <Open name="message" data={data} />
        <DialogsHost />
      </>,
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
    const data = {
      heading: 'Leave the player?',
      description: 'Your place is saved.',
      primaryAction: { actionText: 'Leave', onClick: primary },
      secondaryAction: { actionText: 'Stay', onClick: vi.fn() },
      isClosable: false,
    };
    renderWithStores(
      <>
        <Open name="basic" data={data} />
        <DialogsHost />
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Leave the player?' })).toHaveTextContent('Your place is saved.');
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(primary).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
