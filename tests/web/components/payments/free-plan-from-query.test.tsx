import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FreePlanFromQuery } from '@/components/payments/free-plan-from-query';
import { addressAfterFreePlan } from '@/components/payments/free-plan';
import { Snackbar } from '@/components/ui/snackbar';
import { useUiStore } from '@/stores/store-provider';
import { decodeSnackbarParam } from '@/stores/snackbar-rules';
import { renderWithStores } from '../../render';
import { navigation } from '../../navigation-mock';

// spec 000 §2 createAVOD and §4 "Free plan (MZaalo)".

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);
const { post } = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ api: { post, get: vi.fn() } }));

function Modals() {
  return (
    <p data-testid="modals">
      {useUiStore((state) => state.modalStack.map((name) => `${name}:${JSON.stringify(state.modals[name]?.data)}`).join(' '))}
    </p>
  );
}

const as = (plan: string) => ({ user: { uuid: 'u1', activeUserPlan: plan } });

beforeEach(() => {
  vi.clearAllMocks();
  navigation.pathname = '/movie/watch/1/dhoom';
  navigation.search = 'createAVOD=1';
});

describe('FreePlanFromQuery', () => {
  it('opens the login dialog for the ad-supported flow when signed out', () => {
    renderWithStores(
      <>
        <FreePlanFromQuery />
        <Modals />
      </>,
    );
    expect(screen.getByTestId('modals')).toHaveTextContent('login:{"for":"AVOD"}');
  });

  it('asks for the Yes/No confirmation of a basic user, and removes the parameter', () => {
    renderWithStores(
      <>
        <FreePlanFromQuery />
        <Modals />
      </>,
      as('basic'),
    );
    expect(screen.getByTestId('modals')).toHaveTextContent('subscription:{"popupType":"avod"}');
    expect(navigation.router.replace).toHaveBeenCalledWith('/movie/watch/1/dhoom', { scroll: false });
  });

  it('tells an MZaalo user they already have it', async () => {
    renderWithStores(
      <>
        <FreePlanFromQuery />
        <Snackbar />
        <Modals />
      </>,
      as('mzaalo'),
    );
    expect(await screen.findByText('You are already subscribed to Mzaalo.')).toBeInTheDocument();
    expect(screen.getByTestId('modals')).toBeEmptyDOMElement();
  });

  it('lets a premium user go on with nothing asked', () => {
    renderWithStores(
      <>
        <FreePlanFromQuery />
        <Modals />
      </>,
      as('premium'),
    );
    expect(screen.getByTestId('modals')).toBeEmptyDOMElement();
    expect(post).not.toHaveBeenCalled();
  });

  it('subscribes directly on the purchase page', async () => {
    navigation.pathname = '/purchase';
    post.mockReturnValue(new Promise(() => {}));
    renderWithStores(<FreePlanFromQuery />, as('basic'));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/v1/payments/subscription/create-avod', undefined, { skipAuthRedirect: true }),
    );
  });

  it('does nothing without the parameter', () => {
    navigation.search = '';
    renderWithStores(
      <>
        <FreePlanFromQuery />
        <Modals />
      </>,
      as('basic'),
    );
    expect(screen.getByTestId('modals')).toBeEmptyDOMElement();
  });
});

describe('addressAfterFreePlan', () => {
  it('returns to rurl from the purchase page, with the message', () => {
    const next = new URL(
      addressAfterFreePlan(new URL('http://site/purchase?rurl=%2Fmovie%2Fwatch%2F1%2Fdhoom&createAVOD=1'), 'Subscription successful'),
      'http://site',
    );
    expect(next.pathname).toBe('/movie/watch/1/dhoom');
    expect(decodeSnackbarParam(next.searchParams.get('sb'))).toMatchObject({
      message: 'Subscription successful',
      type: 'success',
      time: 4000,
    });
  });

  it('stays on other pages, without createAVOD', () => {
    const next = new URL(
      addressAfterFreePlan(new URL('http://site/movie/watch/1/dhoom?createAVOD=1&ap=1'), 'Subscription successful'),
      'http://site',
    );
    expect(next.pathname).toBe('/movie/watch/1/dhoom');
    expect(next.searchParams.has('createAVOD')).toBe(false);
    expect(next.searchParams.get('ap')).toBe('1');
  });

  it('never leaves the site', () => {
    const next = addressAfterFreePlan(new URL('http://site/purchase?rurl=https%3A%2F%2Fevil.example'), 'Subscription successful');
    expect(next.startsWith('/?sb=')).toBe(true);
  });
});

describe('subscribeToFreePlan', () => {
  it('records the free plan’s success in the dataLayer before the page loads again', async () => {
    const { subscribeToFreePlan } = await import('@/components/payments/free-plan');
    const { createUiStore } = await import('@/stores/ui-store');
    window.dataLayer = [];
    post.mockResolvedValueOnce({ data: { message: 'Subscription successful' } });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: 'http://localhost/purchase?createAVOD=1', assign });
    await subscribeToFreePlan(createUiStore(), (key) => key);
    vi.unstubAllGlobals();
    expect(window.dataLayer).toContainEqual({ event: 'free_plan_success' });
    expect(assign).toHaveBeenCalled();
  });
});
