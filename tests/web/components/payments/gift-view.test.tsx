import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GiftView, type GiftChoice } from '@/components/payments/gift-view';
import type { Plan, PriceBreakup, TransactionStatus } from '@/lib/api/payment-types';
import { renderWithStores } from '../../render';
import { navigation } from '../../navigation-mock';
import { aPlan } from '../../plan-fixtures';

// The gift page's steps (spec 001 §9 gift link): choosing, paying like a purchase with the gift
// flag, and the outcome with the code and the recipient's link.

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);
const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ api: { post, get } }));

const plan = (
  product_id: number,
  product_name: string,
  price: number,
  billing_period: string,
  duration_days: number,
  tier: Plan['tier'] = 'premium',
): Plan => aPlan({ product_id, product_name, price, plan_id: product_id + 1, tier, duration_days, billing_period });
const PLANS = [
  plan(1000003, 'Premium Monthly', 99, 'monthly', 30),
  plan(1000001, 'Premium Quarterly', 249, 'quarterly', 90),
  plan(1000016, 'Plus Monthly', 49, 'monthly', 30, 'plus'),
];
const breakup: PriceBreakup = {
  product_id: 1000001,
  plan_id: 2000101,
  country: 'IN',
  currency: 'INR',
  price: 249,
  discount: 0,
  tax: 37.98,
  tax_rate: 18,
  tax_inclusive: true,
  total: 249,
  price_minor: 24900,
  discount_minor: 0,
  tax_minor: 3798,
  total_minor: 24900,
  duration_days: 90,
  is_free: false,
  payment_type_id: null,
  voucher: null,
};
const choice: GiftChoice = { country: 'IN', ls: 'account', recipientName: 'Asha', message: 'Happy birthday!' };
const signedIn = { user: { uuid: 'u1', activeUserPlan: 'premium' } };

function statusOf(overrides: Partial<TransactionStatus>): TransactionStatus {
  return {
    vid: 'vid_1',
    status: 'success',
    kind: 'purchase',
    gateway: 'sandbox',
    payment_type_id: 100001,
    amount: 249,
    amount_minor: 24900,
    currency: 'INR',
    product_id: 1000001,
    product_name: 'Premium Quarterly',
    plan_id: 2000101,
    tier: 'premium',
    subscription_id: 's1',
    subscription_status: 'gifted',
    next_billing_date: null,
    user_plan: 'premium',
    message: 'Payment successful',
    failure_reason: null,
    next_path: '/gift?op=result',
    refund: null,
    gift: {
      code: 'GIFTAB23CD45EF',
      product_id: 1000001,
      product_name: 'Premium Quarterly',
      recipient_name: 'Asha',
      message: 'Happy birthday!',
    },
    ...overrides,
  };
}

const assign = vi.fn();
beforeEach(() => {
  vi.clearAllMocks();
  navigation.pathname = '/gift';
  vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the gift page', () => {
  it("preparation: the plans for the country, the chosen plan checked, a name and a message, and the buyer's gifts", async () => {
    renderWithStores(
      <GiftView
        step="preparation"
        plans={PLANS}
        productId={1000003}
        gifts={[
          {
            code: 'GIFTOLD2345678',
            product_id: 1000003,
            product_name: 'Premium Monthly',
            recipient_name: 'Ravi',
            message: null,
            purchased_at: '2026-11-01T10:00:00Z',
            redeemed: true,
            redeemed_at: '2026-11-02T10:00:00Z',
          },
        ]}
        {...choice}
      />,
      signedIn,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Gift Premium' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Premium Monthly/ })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(screen.getByRole('radio', { name: /Premium Quarterly/ }));
    expect(screen.getByRole('radio', { name: /Premium Quarterly/ })).toBeChecked();
    expect(screen.getByLabelText('Recipient’s name (optional)')).toHaveValue('Asha');
    expect(screen.getByLabelText('Message (optional)')).toHaveValue('Happy birthday!');

    // Continue opens the payment step with the choice in the address
    const form = screen.getByRole('button', { name: 'Continue' }).closest('form')!;
    expect(form).toHaveAttribute('action', '/gift');
    expect(form).toHaveAttribute('method', 'get');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      op: 'payment',
      cc: 'IN',
      ls: 'account',
      pr: '1000001',
      to: 'Asha',
      msg: 'Happy birthday!',
    });

    const gifts = screen.getByRole('region', { name: 'Your gifts' });
    expect(within(gifts).getByTestId('gift-entry')).toHaveTextContent('Premium Monthly for Ravi · GIFTOLD2345678 · Redeemed on 2 Nov 2026');
  });

  it('preparation: says so when nothing can be gifted', () => {
    renderWithStores(<GiftView step="preparation" plans={[]} productId={1000003} gifts={[]} {...choice} />, signedIn);
    expect(screen.getByRole('alert')).toHaveTextContent('No plans can be gifted in this country at the moment.');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('payment: the price in full, then the same card checkout as a purchase, flagged as a gift', async () => {
    post.mockImplementation(async (url: string) =>
      url.endsWith('create-pending')
        ? {
            data: {
              data: {
                subscription_id: 's1',
                status: 'pending',
                product_id: 1000001,
                plan_id: 2000101,
                product_name: 'Premium Quarterly',
                breakup,
                gift: true,
              },
            },
          }
        : {
            data: {
              data: {
                vid: 'vid_1',
                status: 'pending',
                gateway: 'sandbox',
                payment_type_id: 100001,
                amount: 249,
                amount_minor: 24900,
                currency: 'INR',
                next_action: { type: 'redirect', url: '/api/v1/payments/sandbox/checkout/sbx_1' },
              },
            },
          },
    );
    get.mockResolvedValue({
      data: { data: { vendors: [{ payment_type_id: 100001, name: 'Card, UPI or net banking', kind: 'card', gateway: 'sandbox' }] } },
    });
    renderWithStores(<GiftView step="payment" plan={PLANS[1]} breakup={breakup} mobile={false} {...choice} />, signedIn);

    expect(screen.getByRole('heading', { name: 'Your gift: Premium Quarterly' })).toBeInTheDocument();
    expect(screen.getByText(/Asha gets 90 days of Premium Quarterly free with the gift code/)).toBeInTheDocument();
    expect(screen.getByTestId('price-total')).toHaveTextContent('₹249');
    expect(screen.getByRole('link', { name: 'Change gift' })).toHaveAttribute(
      'href',
      '/gift?cc=IN&pr=1000001&op=preparation&ls=account&to=Asha&msg=Happy+birthday%21',
    );
    expect(screen.queryByRole('heading', { name: 'Pay with your mobile wallet' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹249' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/v1/payments/sandbox/checkout/sbx_1'));
    expect(post).toHaveBeenCalledWith('/api/v1/payments/subscription/create-pending', {
      country_code: 'IN',
      discount_code: null,
      product_ids: [1000001],
      gift: true,
      recipient_name: 'Asha',
      message: 'Happy birthday!',
    });
    expect(post).toHaveBeenCalledWith('/api/v1/payments/transaction/create', {
      subscription_id: 's1',
      payment_type_id: 100001,
      return_path: '/payment-status',
    });
  });

  it('payment: a Pakistan buyer on a phone may also pay by wallet', () => {
    renderWithStores(
      <GiftView step="payment" plan={PLANS[0]} breakup={{ ...breakup, currency: 'PKR', country: 'PK' }} mobile {...choice} country="PK" />,
      signedIn,
    );
    expect(screen.getByRole('heading', { name: 'Card, UPI or net banking' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pay with your mobile wallet' })).toBeInTheDocument();
  });

  it("result: the gift code and the recipient's link, each with a Copy button", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithStores(<GiftView step="result" status={statusOf({})} {...choice} />, signedIn);

    expect(screen.getByRole('heading', { name: 'Your gift is ready' })).toBeInTheDocument();
    expect(screen.getByText('Payment successful')).toBeInTheDocument();
    expect(screen.getByTestId('gift-code')).toHaveTextContent('GIFTAB23CD45EF');
    expect(screen.getByText(/Your own plan has not changed/)).toBeInTheDocument();
    const link = screen.getByLabelText('Link for the recipient');
    expect(link).toHaveValue('http://localhost/purchase?src=en&pr=1000001&vou=GIFTAB23CD45EF');

    await userEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenLastCalledWith('GIFTAB23CD45EF');
    expect(await screen.findByText('Code copied.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith('http://localhost/purchase?src=en&pr=1000001&vou=GIFTAB23CD45EF');
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  it('result: a failed payment makes no code and offers to try again', () => {
    renderWithStores(
      <GiftView
        step="result"
        status={statusOf({
          status: 'failed',
          message: 'Payment failed',
          failure_reason: 'Payment declined by the bank.',
          gift: { ...statusOf({}).gift!, code: null },
        })}
        {...choice}
      />,
      signedIn,
    );
    expect(screen.getByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Payment declined by the bank.');
    expect(screen.queryByTestId('gift-code')).toBeNull();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/gift?cc=IN&pr=1000001&op=preparation&ls=account');
  });

  it('result: a pending payment says so and shows no code yet', () => {
    renderWithStores(
      <GiftView
        step="result"
        status={statusOf({ status: 'pending', message: 'Your payment is being processed.', gift: { ...statusOf({}).gift!, code: null } })}
        {...choice}
      />,
      signedIn,
    );
    expect(screen.getByRole('heading', { name: 'Your payment is being processed.' })).toBeInTheDocument();
    expect(screen.queryByTestId('gift-code')).toBeNull();
  });

  it('result: an unknown payment', () => {
    renderWithStores(<GiftView step="result" status={null} {...choice} />, signedIn);
    expect(screen.getByRole('heading', { name: 'We could not find that payment.' })).toBeInTheDocument();
  });
});
