import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivateForm } from '@/components/devices/activate-form';
import { DeviceList } from '@/components/devices/device-list';
import { StreamLimitPanel } from '@/components/player/stream-limit-panel';
import { holdLease } from '@/components/player/stream-lease';
import { withMediaGrant } from '@/components/player/media-grant';
import { renderWithStores } from '../../render';
import { navigation } from '../../navigation-mock';

// The web side of TV activation and the plan's screens (issue 15).

const { postMock, putMock, deleteMock } = vi.hoisted(() => ({ postMock: vi.fn(), putMock: vi.fn(), deleteMock: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ api: { post: postMock, put: putMock, delete: deleteMock } }));
vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);
const { loadPage } = vi.hoisted(() => ({ loadPage: vi.fn() }));
vi.mock('@/components/auth/after-login', () => ({ loadPage }));

const signedIn = { user: { uuid: 'u1', activeUserPlan: 'basic' } };

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.useRealTimers());

describe('ActivateForm', () => {
  it('says what a code must be before asking the origin, and shows the origin’s words for a wrong one', async () => {
    renderWithStores(<ActivateForm initialCode="" />, signedIn);
    const field = screen.getByLabelText('Code shown on your TV');
    fireEvent.change(field, { target: { value: 'abc' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the 8-character code shown on your TV.');
    expect(postMock).not.toHaveBeenCalled();

    postMock.mockRejectedValueOnce({
      response: { status: 404, data: { message: 'This code is not valid. Check the code on your TV and try again.' } },
    });
    fireEvent.change(field, { target: { value: 'wdjbmjht' } });
    fireEvent.blur(field);
    expect(field).toHaveValue('WDJB-MJHT');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(screen.getByRole('alert')).toHaveTextContent('This code is not valid. Check the code on your TV and try again.');
  });

  it('names the TV, and allowing it goes to /activation-success', async () => {
    postMock.mockResolvedValueOnce({ data: { data: { user_code: 'WDJB-MJHT', device_name: 'Living room TV', device_kind: 'tv' } } });
    renderWithStores(<ActivateForm initialCode="WDJB-MJHT" />, signedIn);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(screen.getByRole('heading', { name: 'Allow Living room TV to use your account?' })).toBeVisible();
    postMock.mockResolvedValueOnce({ data: { status: 'success', message: 'Living room TV can now use your account.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Allow' })));
    expect(postMock).toHaveBeenLastCalledWith('/api/v2/secured/device/approve', { user_code: 'WDJB-MJHT' }, expect.anything());
    expect(loadPage).toHaveBeenCalledWith('/activation-success?device=Living+room+TV');
  });

  it('says so when the user does not allow the TV, and asks for a code again', async () => {
    postMock.mockResolvedValueOnce({ data: { data: { user_code: 'WDJB-MJHT', device_name: 'Living room TV', device_kind: 'tv' } } });
    renderWithStores(<ActivateForm initialCode="WDJB-MJHT" />, signedIn);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    postMock.mockResolvedValueOnce({ data: { status: 'success', message: 'Living room TV was not allowed.' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: "Don't allow" })));
    expect(postMock).toHaveBeenLastCalledWith('/api/v2/secured/device/deny', { user_code: 'WDJB-MJHT' }, expect.anything());
    expect(screen.getByRole('status')).toHaveTextContent('Living room TV was not allowed.');
    expect(screen.getByLabelText('Code shown on your TV')).toHaveValue('');
  });
});

describe('DeviceList', () => {
  const devices = [
    {
      id: 'a',
      kind: 'web',
      name: 'Chrome on Windows',
      created_at: '2026-11-20T10:00:00Z',
      last_seen_at: '2026-11-25T08:00:00Z',
      country: 'IN',
      current: true,
    },
    { id: 'b', kind: 'tv', name: 'Living room TV', created_at: '2026-11-21T10:00:00Z', last_seen_at: null, country: null, current: false },
  ];

  it('lists each device with its kind, last use and country, and signs one out', async () => {
    deleteMock.mockResolvedValueOnce({ data: { status: 'success', message: 'Signed out.' } });
    renderWithStores(<DeviceList devices={devices} />, signedIn);
    expect(screen.getByText('Chrome on Windows (this browser)')).toBeVisible();
    expect(screen.getByText(/^Browser · last used .* · India$/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign out Chrome on Windows' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out Living room TV' })));
    expect(deleteMock).toHaveBeenCalledWith('/api/v2/secured/user/sessions/b', expect.anything());
    expect(screen.getByRole('status')).toHaveTextContent('Signed out.');
    expect(navigation.router.refresh).toHaveBeenCalled();
  });

  it('signs out of all other devices', async () => {
    postMock.mockResolvedValueOnce({ data: { status: 'success', message: 'Signed out of 1 other device.' } });
    renderWithStores(<DeviceList devices={devices} />, signedIn);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out of all other devices' })));
    expect(postMock).toHaveBeenCalledWith('/api/v2/secured/user/sessions/sign-out-others', {}, expect.anything());
    expect(screen.getByRole('status')).toHaveTextContent('Signed out of 1 other device.');
  });
});

describe('the player’s stream lease', () => {
  it('renews every heartbeat, stops playback with the origin’s words once the lease is gone, and releases on close', async () => {
    vi.useFakeTimers();
    putMock.mockResolvedValueOnce({ data: { status: 'success' } });
    putMock.mockRejectedValueOnce({
      response: { status: 404, data: { message: 'Playback stopped: this screen is no longer watching. Press Play to watch again.' } },
    });
    const onStopped = vi.fn();
    const stop = holdLease({ id: 'lease-1', heartbeat_seconds: 30 }, onStopped, { played: () => 0 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(putMock).toHaveBeenCalledWith('/api/v2/secured/streams/lease-1', { played_seconds: 0 }, expect.anything());
    expect(onStopped).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onStopped).toHaveBeenCalledWith('Playback stopped: this screen is no longer watching. Press Play to watch again.');
    stop();
    // a lease already gone is not released again
    expect(deleteMock).not.toHaveBeenCalled();

    deleteMock.mockResolvedValueOnce({ data: { status: 'success' } });
    holdLease({ id: 'lease-2', heartbeat_seconds: 30 }, onStopped, { played: () => 0 })();
    await vi.waitFor(() => expect(deleteMock).toHaveBeenCalledWith('/api/v2/secured/streams/lease-2', expect.anything()));
  });

  it("swaps each heartbeat's media grant into the URLs under its folder, until the player closes", async () => {
    vi.useFakeTimers();
    const segment = 'https://media.test/media/s/100.l.2.old-grant/video/set-1/hd/seg-004.ts';
    const elsewhere = 'https://media.test/media/s/100.l.2.other/video/set-2/hd/seg-001.ts';
    putMock.mockResolvedValueOnce({ data: { status: 'success', media_grant: { token: '220.l.2.new-grant', scope: 'video/set-1' } } });
    const stop = holdLease({ id: 'lease-3', heartbeat_seconds: 30 }, vi.fn(), { played: () => 0 });
    expect(withMediaGrant(segment)).toBe(segment);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(withMediaGrant(segment)).toBe('https://media.test/media/s/220.l.2.new-grant/video/set-1/hd/seg-004.ts');
    // another title's media keeps its own grant
    expect(withMediaGrant(elsewhere)).toBe(elsewhere);
    deleteMock.mockResolvedValueOnce({ data: { status: 'success' } });
    stop();
    expect(withMediaGrant(segment)).toBe(segment);
    await vi.waitFor(() => expect(deleteMock).toHaveBeenCalledWith('/api/v2/secured/streams/lease-3', expect.anything()));
  });

  it('lists the screens watching, with what each watches, and stops the one chosen', async () => {
    const onStop = vi.fn().mockResolvedValue(undefined);
    const limit = {
      message: 'Your plan lets you watch on 1 screen at a time. Stop watching on one of them to watch here.',
      streams: [{ id: 'l1', device: 'Living room TV', kind: 'tv', title: 'Sholay', started_at: '2026-11-25T08:00:00Z' }],
    };
    renderWithStores(<StreamLimitPanel limit={limit} onStop={onStop} />, signedIn);
    expect(screen.getByRole('alert')).toHaveTextContent(limit.message);
    expect(screen.getByRole('alert')).toHaveTextContent('Living room TV · Sholay · watching since');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Stop watching on Living room TV' })));
    await waitFor(() => expect(onStop).toHaveBeenCalledWith('l1'));
  });

  it('names the profile watching on each screen (issue 49)', () => {
    const limit = {
      message: 'Your plan lets you watch on 2 screens at a time. Stop watching on one of them to watch here.',
      streams: [
        { id: 'l1', device: 'Living room TV', kind: 'tv', title: 'Sholay', profile_name: 'Chintu', started_at: '2026-11-25T08:00:00Z' },
        { id: 'l2', device: 'Chrome on Windows', kind: 'web', title: null, profile_name: 'Asha', started_at: '2026-11-25T08:05:00Z' },
      ],
    };
    renderWithStores(<StreamLimitPanel limit={limit} onStop={vi.fn()} />, signedIn);
    const [tv, browser] = screen.getAllByRole('listitem');
    expect(tv).toHaveTextContent('Living room TV · Chintu · Sholay · watching since');
    expect(browser).toHaveTextContent('Chrome on Windows · Asha · watching since');
  });
});
