import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CanceledError } from 'axios';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PlanPicker } from '@/components/payments/plan-picker';
import type { Plan, PriceBreakup } from '@/lib/api/payment-types';
import { StoreProvider, useSessionStoreApi, useUiStore } from '@/stores/store-provider';
import type { SessionStore } from '@/stores/session-store';
import { renderWithStores } from '../../render';
import { navigation } from '../../navigation-mock';
import { aPlan } from '../../plan-fixtures';

// /purchase: plan cards with the country's prices, the live price breakup with a promo code, and
// where Continue leads.

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);
const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ api: { get, post: vi.fn() } }));

const plan = (product_id: number, product_name: string, price: number, extra: Partial<Plan> = {}): Plan =>
  aPlan({ product_id, product_name, price, ...extra });
const PLANS = [
  plan(1000003, 'Premium Monthly', 99),
  plan(1000014, 'Premium Yearly', 799, { billing_period: 'yearly', duration_days: 365 }),
  plan(1000020, 'MZaalo', 0, {
    tier: 'mzaalo',
    entitlement_group: 'AVOD',
    duration_days: null,
    billing_period: 'none',
    unlocks: { access: ['free', 'avod'], ads: true, downloads: false },
  }),
];

function breakup(product_id: number, price: number, voucher?: { code: string; discount: number }): PriceBreakup {
  const total = Math.round((price - (voucher?.discount ?? 0)) * 100) / 100;
  return {
    product_id,
    plan_id: product_id * 10,
    country: 'IN',
    currency: 'INR',
    price,
    discount: voucher?.discount ?? 0,
    tax: Math.round((total - total / 1.18) * 100) / 100,
    tax_rate: 18,
    tax_inclusive: true,
    total,
    price_minor: price * 100,
    discount_minor: (voucher?.discount ?? 0) * 100,
    tax_minor: 0,
    total_minor: Math.round(total * 100),
    duration_days: 30,
    is_free: total === 0,
    payment_type_id: total === 0 ? 100014 : null,
    voucher: voucher ? { code: voucher.code, kind: 'percent', value: 20, description: '20% off' } : null,
  };
}

type Answer = {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  params: { product_id: number; voucher_code?: string };
};
let pending: Answer[] = [];

beforeEach(() => {
  vi.clearAllMocks();
  pending = [];
  navigation.pathname = '/purchase';
  navigation.search = 'rurl=%2Fmovie%2Fwatch%2F1%2Fdhoom&src=en&ent=SVOD';
  get.mockImplementation(
    (_url: string, config: { params: Answer['params']; signal: AbortSignal }) =>
      new Promise((resolve, reject) => {
        pending.push({ resolve, reject, params: config.params });
        config.signal.addEventListener('abort', () => reject(new CanceledError()));
      }),
  );
});

const answer = (index: number, data: PriceBreakup) => pending[index].resolve({ data: { data: data } });
const refuse = (index: number, message: string, status_code: string) =>
  pending[index].reject(Object.assign(new Error('400'), { response: { status: 400, data: { status: 'error', message, status_code } } }));

function LoginOpen() {
  return <p data-testid="login">{useUiStore((state) => (state.modals.login ? `open ${state.modals.login.data.for ?? ''}` : 'closed'))}</p>;
}

function LoaderFlag() {
  return <p data-testid="loader">{useUiStore((state) => (state.loader ? 'shown' : 'hidden'))}</p>;
}

const signedIn = { user: { uuid: 'u1', activeUserPlan: 'basic' } };

describe('PlanPicker', () => {
  it("shows each plan with its price in the country's currency, premium chosen first", async () => {
    renderWithStores(<PlanPicker plans={PLANS} query={navigation.search} />);
    const monthly = screen.getByRole('radio', { name: 'Premium Monthly ₹99 / month' });
    expect(monthly).toBeChecked();
    expect(monthly).toHaveAccessibleDescription(/No ad breaks Watch on 4 screens at a time Downloads/);
    expect(screen.getByTestId('plan-1000003')).toHaveTextContent('₹99 / month');
    expect(screen.getByTestId('plan-1000014')).toHaveTextContent('₹799 / year');
    expect(screen.getByTestId('plan-1000014')).toHaveTextContent('Best value');
    expect(screen.getByTestId('plan-1000020')).toHaveTextContent('Free');
    expect(screen.getByTestId('plan-1000020')).toHaveTextContent('With ad breaks');
    // each plan says how many screens it plays on at once, as JioHotstar's plans do
    expect(screen.getByTestId('plan-1000020')).toHaveTextContent('Watch on 1 screen at a time');
    expect(pending[0].params).toEqual({ product_id: 1000003 });
    answer(0, breakup(1000003, 99));
    const breakupList = await screen.findByLabelText('Price breakup');
    expect(within(breakupList).getByText('Tax included (18%)')).toBeInTheDocument();
    expect(screen.getByTestId('price-total')).toHaveTextContent('₹99');
  });

  it('starts on the plan and promo code of the address (pr, vou)', async () => {
    renderWithStores(<PlanPicker plans={PLANS} initialProductId={1000014} initialVoucher="welcome20" query="pr=1000014&vou=welcome20" />);
    expect(screen.getByRole('radio', { name: /Premium Yearly/ })).toBeChecked();
    expect(pending[0].params).toEqual({ product_id: 1000014, voucher_code: 'WELCOME20' });
    answer(0, breakup(1000014, 799, { code: 'WELCOME20', discount: 159.8 }));
    expect(await screen.findByTestId('price-total')).toHaveTextContent('₹639.20');
    expect(screen.getByTestId('plan-1000014')).toHaveTextContent('₹799 ₹639.20');
  });

  it('applies a promo code: the breakup shows the discount and the new total', async () => {
    renderWithStores(<PlanPicker plans={PLANS} query="" />);
    answer(0, breakup(1000003, 99));
    await screen.findByTestId('price-total');
    await userEvent.type(screen.getByLabelText('Have a promo code?'), 'welcome20{Enter}');
    expect(pending[1].params).toEqual({ product_id: 1000003, voucher_code: 'WELCOME20' });
    answer(1, breakup(1000003, 99, { code: 'WELCOME20', discount: 19.8 }));
    expect(await screen.findByRole('status')).toHaveTextContent('Promo code WELCOME20 applied: 20% off.');
    expect(screen.getByText('Promo code WELCOME20')).toBeInTheDocument();
    expect(screen.getByTestId('price-total')).toHaveTextContent('₹79.20');
  });

  it("a refused promo code shows the server's message and the plain price", async () => {
    renderWithStores(<PlanPicker plans={PLANS} query="" />);
    answer(0, breakup(1000003, 99));
    await screen.findByTestId('price-total');
    await userEvent.type(screen.getByLabelText('Have a promo code?'), 'PLUS15{Enter}');
    refuse(1, 'This promo code does not apply to the selected plan.', 'VOUCHER_PLAN');
    await waitFor(() => expect(pending).toHaveLength(3));
    expect(pending[2].params).toEqual({ product_id: 1000003 });
    answer(2, breakup(1000003, 99));
    expect(await screen.findByRole('alert')).toHaveTextContent('This promo code does not apply to the selected plan.');
    expect(screen.getByTestId('price-total')).toHaveTextContent('₹99');
    expect(screen.queryByText(/applied/)).not.toBeInTheDocument();
  });

  it("switching plans quickly shows only the last plan's price: the older call is cancelled", async () => {
    renderWithStores(<PlanPicker plans={PLANS} query="" />);
    await userEvent.click(screen.getByRole('radio', { name: /Premium Yearly/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Premium Monthly/ }));
    expect(pending.map((call) => call.params.product_id)).toEqual([1000003, 1000014, 1000003]);
    answer(2, breakup(1000003, 99));
    // the cancelled yearly answer arriving late changes nothing
    answer(1, breakup(1000014, 799));
    expect(await screen.findByTestId('price-total')).toHaveTextContent('₹99');
    await Promise.resolve();
    expect(screen.getByTestId('price-total')).toHaveTextContent('₹99');
  });

  it('Continue takes a signed-in user to the payment page with the plan, promo code and rurl, behind the loader', async () => {
    renderWithStores(
      <>
        <PlanPicker plans={PLANS} query={navigation.search} />
        <LoaderFlag />
      </>,
      signedIn,
    );
    answer(0, breakup(1000003, 99));
    expect(screen.getByTestId('loader')).toHaveTextContent('hidden');
    await userEvent.type(screen.getByLabelText('Have a promo code?'), 'WELCOME20{Enter}');
    answer(1, breakup(1000003, 99, { code: 'WELCOME20', discount: 19.8 }));
    await screen.findByText(/applied/);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(navigation.router.push).toHaveBeenCalledWith('/payment?pr=1000003&vou=WELCOME20&rurl=%2Fmovie%2Fwatch%2F1%2Fdhoom');
    expect(screen.getByTestId('loader')).toHaveTextContent('shown');
  });

  it('Continue opens the login dialog for a visitor, with the choice kept in the address', async () => {
    renderWithStores(
      <>
        <PlanPicker plans={PLANS} query="src=en" />
        <LoginOpen />
      </>,
    );
    answer(0, breakup(1000003, 99));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(navigation.router.replace).toHaveBeenCalledWith('/purchase?src=en&pr=1000003', { scroll: false });
    expect(screen.getByTestId('login')).toHaveTextContent('open');
    expect(navigation.router.push).not.toHaveBeenCalled();
  });

  describe("Continue pressed before a member's session has been read", () => {
    const session: { store?: SessionStore } = {};
    function GrabSession() {
      const store = useSessionStoreApi();
      useEffect(() => {
        session.store = store;
      }, [store]);
      return null;
    }
    /** The purchase page of a member whose session has not been read yet; `onPage` false: they have left it. */
    function MemberPage({ onPage = true }: { onPage?: boolean }) {
      return (
        <StoreProvider>
          <GrabSession />
          {onPage ? <PlanPicker plans={PLANS} query="" /> : null}
          <LoginOpen />
        </StoreProvider>
      );
    }
    const sessionRead = () => act(() => session.store!.getState().setUser(signedIn.user as never));

    it('goes on to the payment page once it has, with no login dialog', async () => {
      render(<MemberPage />);
      answer(0, breakup(1000003, 99));
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      expect(navigation.router.push).not.toHaveBeenCalled();
      sessionRead();
      expect(navigation.router.push).toHaveBeenCalledWith('/payment?pr=1000003');
      expect(screen.getByTestId('login')).toHaveTextContent('closed');
    });

    it('pressed twice, goes on once', async () => {
      render(<MemberPage />);
      answer(0, breakup(1000003, 99));
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      sessionRead();
      expect(navigation.router.push).toHaveBeenCalledTimes(1);
    });

    it('does nothing once the visitor has left the page: the next page is not taken back to the purchase', async () => {
      const { rerender } = render(<MemberPage />);
      answer(0, breakup(1000003, 99));
      await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
      rerender(<MemberPage onPage={false} />);
      sessionRead();
      expect(navigation.router.push).not.toHaveBeenCalled();
      expect(navigation.router.replace).not.toHaveBeenCalled();
    });
  });

  it('the free MZaalo plan needs no price breakup; a visitor signs in for it first (AVOD)', async () => {
    renderWithStores(
      <>
        <PlanPicker plans={PLANS} query="" />
        <LoginOpen />
      </>,
    );
    await userEvent.click(screen.getByRole('radio', { name: /^MZaalo/ }));
    expect(screen.queryByLabelText('Have a promo code?')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join MZaalo free' }));
    expect(screen.getByTestId('login')).toHaveTextContent('open AVOD');
  });

  it('says so when no plan is on sale', () => {
    renderWithStores(<PlanPicker plans={[]} query="" />);
    expect(screen.getByText('No plans are on sale in your country right now.')).toBeInTheDocument();
  });
});
