import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';

function Harness({ closable = true }: { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Share
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Share this title" closable={closable}>
        <button type="button">Copy link</button>
        <button type="button">Send</button>
      </Modal>
    </>
  );
}

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  return screen.getByRole('dialog', { name: 'Share this title' });
}

describe('Modal (spec 001 §4)', () => {
  it('is a labelled modal dialog with focus moved inside, and marks the page', async () => {
    render(<Harness />);
    const dialog = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveFocus();
    expect(document.body).toHaveClass('modal-open');
  });

  it('closes on Escape and gives focus back', async () => {
    render(<Harness />);
    await openModal();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
    expect(document.body).not.toHaveClass('modal-open');
  });

  it('closes on a backdrop click and with its close button', async () => {
    render(<Harness />);
    await openModal();
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Harness />);
    await openModal();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });

  it('stays open when not closable', async () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Are you sure you want to subscribe to Mzaalo plan?" closable={false}>
        <button type="button">Yes</button>
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});

describe('bottom sheet drag (spec 000 §4)', () => {
  it('closes on a downward drag of more than 120 px, and not on a shorter one', async () => {
    const { fireEvent, render: renderSheet, screen: view } = await import('@testing-library/react');
    // jsdom has no PointerEvent: a MouseEvent carries clientY the same way
    if (!('PointerEvent' in window))
      vi.stubGlobal(
        'PointerEvent',
        class extends MouseEvent {
          pointerId = 1;
        },
      );
    const onClose = vi.fn();
    renderSheet(
      <Modal open onClose={onClose} title="Choose a plan" variant="sheet">
        <p>Plans</p>
      </Modal>,
    );
    const handle = view.getByRole('heading', { name: 'Choose a plan' }).parentElement!;
    fireEvent.pointerDown(handle, { clientY: 400 });
    fireEvent.pointerMove(handle, { clientY: 500 });
    fireEvent.pointerUp(handle, { clientY: 500 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.pointerDown(handle, { clientY: 400 });
    fireEvent.pointerUp(handle, { clientY: 521 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
