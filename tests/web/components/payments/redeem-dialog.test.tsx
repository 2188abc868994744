import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RedeemDialog } from '@/components/payments/redeem-dialog';
import { Snackbar } from '@/components/ui/snackbar';
import { useSessionStore } from '@/stores/store-provider';
import { renderWithStores } from '../../render';
import { navigation } from '../../navigation-mock';

// Redeem promo code: POST /api/v2/secured/user/purchase with the code as pin and payment_id '1000001'.

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);
const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ api: { post, get } }));

function Plan() {
  return <p data-testid="plan">{useSessionStore((state) => state.activeUserPlan)}</p>;
}

const signedIn = { user: { uuid: 'u1', activeUserPlan: 'basic' } };

beforeEach(() => {
  vi.clearAllMocks();
  navigation.pathname = '/account';
  navigation.search = 't=redeem';
});

describe('RedeemDialog', () => {
  it('keeps Redeem disabled until a code is typed', async () => {
    renderWithStores(<RedeemDialog onClose={vi.fn()} />, signedIn);
    const dialog = await screen.findByRole('dialog', { name: 'Redeem promo code' });
    expect(dialog).toBeVisible();
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Promo code'), '  ');
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled();
  });

  it('redeems with payment id 1000001, says so, closes, and takes the new plan', async () => {
    post.mockResolvedValue({ data: { status: 'success', message: 'Your promo code has been applied.', data: { tier: 'premium' } } });
    get.mockResolvedValue({ data: { data: { userstate: 'premium', product_name: 'Premium Monthly' } } });
    const onClose = vi.fn();
    renderWithStores(
      <>
        <RedeemDialog onClose={onClose} />
        <Snackbar />
        <Plan />
      </>,
      signedIn,
    );
    await userEvent.type(await screen.findByLabelText('Promo code'), 'freemonth{Enter}');
    expect(post).toHaveBeenCalledWith('/api/v2/secured/user/purchase', { pin: 'FREEMONTH', payment_id: '1000001' }, expect.anything());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Your promo code has been applied.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('plan')).toHaveTextContent('premium'));
    expect(navigation.router.refresh).toHaveBeenCalled();
  });

  it.each([
    ['This promo code is not valid.', 'VOUCHER_INVALID'],
    ['You have already used this promo code.', 'VOUCHER_ALREADY_USED'],
    ['This promo code has expired.', 'VOUCHER_EXPIRED'],
  ])('shows the refusal %j and stays open for another try', async (message, status_code) => {
    post.mockRejectedValue(Object.assign(new Error('400'), { response: { status: 400, data: { status: 'error', message, status_code } } }));
    const onClose = vi.fn();
    renderWithStores(<RedeemDialog onClose={onClose} />, signedIn);
    await userEvent.type(await screen.findByLabelText('Promo code'), 'CODE1');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeEnabled();
    // typing again clears the message
    await userEvent.type(screen.getByLabelText('Promo code'), '2');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('says Redeeming… while the call runs', async () => {
    post.mockReturnValue(new Promise(() => {}));
    renderWithStores(<RedeemDialog onClose={vi.fn()} />, signedIn);
    await userEvent.type(await screen.findByLabelText('Promo code'), 'FREEMONTH{Enter}');
    expect(screen.getByRole('button', { name: 'Redeeming…' })).toBeDisabled();
  });
});
