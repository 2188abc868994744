import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VoucherEntry, type VoucherEntryProps } from '@/components/payments/voucher-entry';

// The promo code entry's states: empty, typed, checking, refused, applied.

function setup(props: Partial<VoucherEntryProps> = {}) {
  const handlers = { onApply: vi.fn(), onRemove: vi.fn() };
  render(<VoucherEntry applied={null} checking={false} error="" {...handlers} {...props} />);
  return handlers;
}

describe('VoucherEntry', () => {
  it('keeps Apply disabled until a code is typed, then applies it in capitals', async () => {
    const { onApply } = setup();
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Have a promo code?'), '   ');
    expect(apply).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Have a promo code?'));
    await userEvent.type(screen.getByLabelText('Have a promo code?'), ' welcome20 ');
    expect(apply).toBeEnabled();
    await userEvent.click(apply);
    expect(onApply).toHaveBeenCalledWith('WELCOME20');
  });

  it('applies with Enter from the field', async () => {
    const { onApply } = setup();
    await userEvent.type(screen.getByLabelText('Have a promo code?'), 'flat50{Enter}');
    expect(onApply).toHaveBeenCalledWith('FLAT50');
  });

  it('says it is checking and takes no second submission meanwhile', async () => {
    const { onApply } = setup({ checking: true });
    await userEvent.type(screen.getByLabelText('Have a promo code?'), 'WELCOME20{Enter}');
    expect(screen.getByRole('button', { name: 'Checking…' })).toBeDisabled();
    expect(onApply).not.toHaveBeenCalled();
  });

  it("shows the refusal in the server's words, tied to the field", () => {
    setup({ error: 'This promo code has expired.' });
    expect(screen.getByRole('alert')).toHaveTextContent('This promo code has expired.');
    expect(screen.getByLabelText('Have a promo code?')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Have a promo code?')).toHaveAccessibleDescription('This promo code has expired.');
  });

  it('shows the applied code and what it gives, and removes it', async () => {
    const { onRemove } = setup({ applied: 'WELCOME20', appliedDescription: '20% off' });
    expect(screen.getByRole('status')).toHaveTextContent('Promo code WELCOME20 applied: 20% off.');
    expect(screen.queryByLabelText('Have a promo code?')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove promo code' }));
    expect(onRemove).toHaveBeenCalled();
  });
});
