import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionBootstrap } from '@/components/auth/session-bootstrap';
import { CouponList } from '@/components/rewards/coupon-list';
import { HistoryList } from '@/components/rewards/history-list';
import { ReferralCard } from '@/components/rewards/referral-card';
import { RefreshOnCoins } from '@/components/rewards/refresh-on-coins';
import { ShareButton } from '@/components/share/share-button';
import { ShareHost } from '@/components/share/share-host';
import { Snackbar } from '@/components/ui/snackbar';
import { holdLease } from '@/components/player/stream-lease';
import { countPlayed } from '@/components/player/play-clock';
import type { RewardCoupon } from '@/lib/api/rewards';
import { renderWithStores } from '../../render';
import { navigation } from '../../navigation-mock';

// The web side of MZaalo rewards (issue 14): the day's check-in and the referral claim on a
// member's visit, the '+N coins' toast and its dataLayer event, coupons redeemed once per key,
// the history's paging, and coins for shares and for watching.

const { getMock, postMock, putMock, deleteMock } = vi.hoisted(() => ({
  getMock: vi.fn(),
  postMock: vi.fn(),
  putMock: vi.fn(),
  deleteMock: vi.fn(),
}));
vi.mock('@/lib/api/client', () => ({ api: { get: getMock, post: postMock, put: putMock, delete: deleteMock } }));
vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);

const member = { user: { uuid: 'member-1', activeUserPlan: 'mzaalo' } };
const basic = { user: { uuid: 'basic-1', activeUserPlan: 'basic' } };
const earned = (action: string, coins: number, balance: number) => ({ data: { status: 'success', data: { action, coins, balance } } });
const callsTo = (mock: typeof postMock, path: string) => mock.mock.calls.filter(([called]) => called === path);

beforeAll(async () => {
  // the share modal's code loads on first use: have it here before the clicks
  await import('@/components/share/share-modal');
});
beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  window.dataLayer = [];
  getMock.mockResolvedValue({ data: { data: { userstate: 'mzaalo', product_id: 1 } } });
  postMock.mockImplementation(async (path: string) => {
    if (path === '/api/v2/secured/rewards/check-in') return earned('CHECKED_IN', 10, 110);
    if (path === '/api/v2/secured/rewards/share') return earned('SHARED', 5, 115);
    if (path === '/api/v2/secured/rewards/referral/claim') return { data: { status: 'success', data: { recorded: true } } };
    throw new Error(`unexpected ${path}`);
  });
});
afterEach(() => {
  Cookies.remove('referral', { path: '/' });
  Reflect.deleteProperty(navigator, 'share');
  vi.restoreAllMocks();
});

describe("a MZaalo member's visit", () => {
  it('renders the /rewards figures again for coins earned before they were on the page', async () => {
    const { announceCoinsEarned } = await import('@/components/rewards/coins-event');
    // the check-in answered while the visitor's page was still being replaced by the member's
    announceCoinsEarned();
    const page = renderWithStores(<RefreshOnCoins />, basic);
    await waitFor(() => expect(navigation.router.refresh).toHaveBeenCalledTimes(1));
    // once only: the figures on the page now hold those coins
    page.unmount();
    renderWithStores(<RefreshOnCoins />, basic);
    await act(async () => {});
    expect(navigation.router.refresh).toHaveBeenCalledTimes(1);
  });

  it('checks in, shows the coins and tells the dataLayer; the next page load that day asks nothing', async () => {
    const first = renderWithStores(
      <>
        <SessionBootstrap />
        <Snackbar />
        <RefreshOnCoins />
      </>,
      member,
    );
    expect(await screen.findByText('+10 coins')).toBeVisible();
    expect(window.dataLayer).toContainEqual({ event: 'reward_earned', action: 'CHECKED_IN', coins: 10 });
    // on /rewards the figures render again
    expect(navigation.router.refresh).toHaveBeenCalled();
    first.unmount();
    renderWithStores(<SessionBootstrap />, member);
    await waitFor(() => expect(getMock).toHaveBeenCalledTimes(2));
    expect(callsTo(postMock, '/api/v2/secured/rewards/check-in')).toHaveLength(1);
  });

  it('claims the referral code the member joined with, once', async () => {
    Cookies.set('referral', 'ABCDE12345', { path: '/' });
    renderWithStores(<SessionBootstrap />, member);
    await waitFor(() => expect(callsTo(postMock, '/api/v2/secured/rewards/referral/claim')).toHaveLength(1));
    expect(callsTo(postMock, '/api/v2/secured/rewards/referral/claim')[0][1]).toEqual({ code: 'ABCDE12345' });
    await waitFor(() => expect(Cookies.get('referral')).toBeUndefined());
  });

  it('is not a member visit for a basic user: no check-in, and the referral waits', async () => {
    Cookies.set('referral', 'ABCDE12345', { path: '/' });
    getMock.mockResolvedValue({ data: { data: { userstate: 'basic', product_id: 1 } } });
    renderWithStores(<SessionBootstrap />, basic);
    await waitFor(() => expect(getMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(postMock).not.toHaveBeenCalled();
    expect(Cookies.get('referral')).toBe('ABCDE12345');
  });
});

const coupons: RewardCoupon[] = [
  {
    id: 'premium-10',
    title: '10% off Premium',
    description: 'A tenth off',
    cost: 100,
    kind: 'voucher',
    stock: null,
    product_ids: [1000003],
  },
  { id: 'plus-month', title: 'A month of Plus', description: '30 days', cost: 500, kind: 'voucher', stock: null, product_ids: [1000016] },
  { id: 'bookmyshow', title: 'BookMyShow ₹150 off', description: 'Tickets', cost: 50, kind: 'partner', stock: 0, product_ids: [] },
];

describe('CouponList', () => {
  it('says what each coupon costs and how far the user is from it, and what is out of stock', () => {
    renderWithStores(<CouponList coupons={coupons} balance={120} />, member);
    const plus = screen.getByRole('listitem', { name: 'A month of Plus' });
    expect(within(plus).getByText('500 coins')).toBeVisible();
    expect(within(plus).getByText('380 coins more to go')).toBeVisible();
    expect(within(plus).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'BookMyShow ₹150 off' })).getByText('Out of stock')).toBeVisible();
  });

  it('asks once more, spends under one key however often a lost answer is retried, and shows the code', async () => {
    const key = () => (postMock.mock.calls.at(-1)![1] as { idempotency_key: string }).idempotency_key;
    postMock.mockRejectedValueOnce(new Error('Network Error'));
    renderWithStores(<CouponList coupons={coupons} balance={120} />, member);
    fireEvent.click(screen.getByRole('button', { name: 'Redeem 10% off Premium for 100 coins' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Spend 100 coins' })));
    expect(await screen.findByText('The coupon could not be redeemed. Please try again.')).toBeVisible();
    const firstKey = key();

    postMock.mockResolvedValueOnce({ data: { status: 'success', data: { coupon: coupons[0], code: 'MZ-0A1B2C3D4E' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem 10% off Premium for 100 coins' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Spend 100 coins' })));
    expect(key()).toBe(firstKey);
    expect(postMock).toHaveBeenLastCalledWith(
      '/api/v2/secured/rewards/redeem',
      { coupon_id: 'premium-10', idempotency_key: firstKey },
      expect.anything(),
    );
    expect(await screen.findByText('MZ-0A1B2C3D4E')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Use it now' })).toHaveAttribute('href', '/purchase?vou=MZ-0A1B2C3D4E&pr=1000003');
    expect(window.dataLayer).toContainEqual({ event: 'reward_redeemed', coupon_id: 'premium-10', cost: 100 });
    expect(navigation.router.refresh).toHaveBeenCalled();
  });

  it('shows the origin’s refusal in its words', async () => {
    postMock.mockRejectedValueOnce({ response: { status: 409, data: { message: 'This coupon is out of stock.' } } });
    renderWithStores(<CouponList coupons={coupons} balance={120} />, member);
    fireEvent.click(screen.getByRole('button', { name: 'Redeem 10% off Premium for 100 coins' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Spend 100 coins' })));
    expect(await screen.findByText('This coupon is out of stock.')).toBeVisible();
  });
});

describe('HistoryList', () => {
  it('pages on from the last entry until there is no more', async () => {
    getMock.mockResolvedValueOnce({
      data: {
        status: 'success',
        data: {
          entries: [{ id: 3, action: 'SIGNED_UP', amount: 100, reference: null, balance_after: 100, created_at: '2026-11-20T10:00:00Z' }],
          next: null,
        },
      },
    });
    const first = [
      { id: 7, action: 'REDEEMED', amount: -100, reference: 'premium-10', balance_after: 11, created_at: '2026-11-24T10:00:00Z' },
    ];
    renderWithStores(<HistoryList first={first} next={7} />, member);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show more' })));
    expect(getMock).toHaveBeenCalledWith('/api/v2/secured/rewards/history', expect.objectContaining({ params: { size: 20, before: 7 } }));
    const rows = within(screen.getByTestId('rewards-history')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Redeemed a coupon · 24 Nov 2026−100 coins',
      'Joined MZaalo · 20 Nov 2026+100 coins',
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

describe('coins for sharing', () => {
  it("pays a member's share of a song and the referral link, and nothing to a basic user", async () => {
    const popup = { closed: false };
    vi.spyOn(window, 'open').mockReturnValue(popup as Window);
    const view = renderWithStores(
      <>
        <ShareHost />
        <Snackbar />
        <ShareButton contentId={42} title="Tum Hi Ho" path="/music/watch/7/a/42/b" />
        <ReferralCard code="ABCDE12345" url="http://localhost:3000/?createAVOD=1&ref=ABCDE12345" />
      </>,
      member,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share Tum Hi Ho' })));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Share on WhatsApp' })));
    await waitFor(() => expect(callsTo(postMock, '/api/v2/secured/rewards/share')).toHaveLength(1));
    expect(callsTo(postMock, '/api/v2/secured/rewards/share')[0][1]).toEqual({ content_id: 42 });
    expect(await screen.findByText('+5 coins')).toBeVisible();
    view.unmount();

    renderWithStores(
      <>
        <ShareHost />
        <ReferralCard code="ABCDE12345" url="http://localhost:3000/?createAVOD=1&ref=ABCDE12345" />
      </>,
      member,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Share your link' }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Share on X' })));
    await waitFor(() => expect(callsTo(postMock, '/api/v2/secured/rewards/share')).toHaveLength(2));
    expect(window.dataLayer).toContainEqual({ event: 'reward_referral_shared', method: 'x' });
  });

  it('asks nothing for a basic user', async () => {
    vi.spyOn(window, 'open').mockReturnValue({ closed: false } as Window);
    renderWithStores(
      <>
        <ShareHost />
        <ShareButton contentId={42} title="Tum Hi Ho" path="/music/watch/7/a/42/b" />
      </>,
      basic,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share Tum Hi Ho' })));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Share on WhatsApp' })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(postMock, '/api/v2/secured/rewards/share')).toHaveLength(0);
  });
});

describe('coins for watching', () => {
  it('tells each heartbeat how much of the title played, and hears of the coins it earned', async () => {
    vi.useFakeTimers();
    try {
      putMock.mockResolvedValueOnce({ data: { status: 'success', coins: 1 } });
      const onCoins = vi.fn();
      const stop = holdLease({ id: 'lease-9', heartbeat_seconds: 30 }, vi.fn(), { played: () => 28.5, onCoins });
      await vi.advanceTimersByTimeAsync(30_000);
      expect(putMock).toHaveBeenCalledWith('/api/v2/secured/streams/lease-9', { played_seconds: 28.5 }, expect.anything());
      expect(onCoins).toHaveBeenCalledWith(1);
      // a heartbeat lost to the network: its seconds go with the next one
      putMock.mockRejectedValueOnce(new Error('Network Error'));
      putMock.mockResolvedValueOnce({ data: { status: 'success' } });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(putMock).toHaveBeenLastCalledWith('/api/v2/secured/streams/lease-9', { played_seconds: 57 }, expect.anything());
      deleteMock.mockResolvedValueOnce({ data: { status: 'success' } });
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts the seconds the title plays, not a pause, a seek or an ad break', () => {
    const video = document.createElement('video');
    const state = { time: 100, paused: false, seeking: false, clock: 0, ad: false };
    Object.defineProperty(video, 'currentTime', { get: () => state.time });
    Object.defineProperty(video, 'paused', { get: () => state.paused });
    Object.defineProperty(video, 'seeking', { get: () => state.seeking });
    const now = vi.spyOn(performance, 'now').mockImplementation(() => state.clock);
    const clock = countPlayed(video, () => !state.ad);
    const play = (seconds: number) => {
      for (let i = 0; i < seconds * 4; i += 1) {
        state.time += 0.25;
        state.clock += 250;
        video.dispatchEvent(new Event('timeupdate'));
      }
    };
    video.dispatchEvent(new Event('timeupdate'));
    play(20);
    expect(clock.take()).toBeCloseTo(20);
    // paused for a minute, then a seek ten minutes on
    state.paused = true;
    state.clock += 60_000;
    video.dispatchEvent(new Event('timeupdate'));
    state.paused = false;
    state.time += 600;
    video.dispatchEvent(new Event('seeking'));
    video.dispatchEvent(new Event('timeupdate'));
    play(5);
    expect(clock.take()).toBeCloseTo(5);
    // an ad break in the same element counts nothing
    state.ad = true;
    play(15);
    expect(clock.take()).toBe(0);
    clock.stop();
    now.mockRestore();
  });
});

describe('the coins toast', () => {
  it('waits for a message already showing instead of cutting it short', async () => {
    const { createUiStore } = await import('@/stores/ui-store');
    const { announceCoins } = await import('@/components/rewards/coins');
    const ui = createUiStore();
    ui.getState().showSnackbar({ message: 'Subscription successful', type: 'success', time: 4000 });
    announceCoins(ui, { action: 'CHECKED_IN', coins: 10 });
    expect(ui.getState().snackbar?.message).toBe('Subscription successful');
    ui.getState().hideSnackbar();
    expect(ui.getState().snackbar?.message).toBe('+10 coins');
  });
});
