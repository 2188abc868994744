import { useEffect } from 'react';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DeleteAccount } from '@/components/auth/delete-account';
import { DialogsHost } from '@/components/ui/dialogs-host';
import { useUiStoreApi } from '@/stores/store-provider';
import type { UiStore } from '@/stores/ui-store';
import { renderWithStores } from '../../render';
import { navigation } from '../../navigation-mock';

// spec 000 §4 "Account deletion" and §9: re-authentication, the 2 s success state, the Yes
// confirmation, the message, then logout and home after 1.5 s; Cancel goes to /account.

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);
const { deleteAccount, requestLogout, loadPage } = vi.hoisted(() => ({
  deleteAccount: vi.fn(),
  requestLogout: vi.fn(),
  loadPage: vi.fn(),
}));
vi.mock('@/lib/api/auth', () => ({ deleteAccount }));
vi.mock('@/stores/session-actions', () => ({ requestLogout }));
vi.mock('@/components/auth/after-login', () => ({ loadPage }));

const grabbed: { ui?: UiStore } = {};
function GrabUi() {
  const ui = useUiStoreApi();
  useEffect(() => {
    grabbed.ui = ui;
  }, [ui]);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
  deleteAccount.mockResolvedValue('Your account details have been successfully deleted !');
  requestLogout.mockResolvedValue(undefined);
  window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  vi.useRealTimers();
});

function renderAndSignIn() {
  renderWithStores(
    <>
      <GrabUi />
      <DeleteAccount />
    </>,
  );
  const login = grabbed.ui!.getState().modals.login;
  expect(login).toBeDefined();
  act(() => {
    login!.data.onLogin!();
  });
}

describe('DeleteAccount', () => {
  it('shows the success state 2 s after the login, then deletes after Yes, logs out and goes home after 1.5 s', async () => {
    renderAndSignIn();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    act(() => {
      screen.getByRole('button', { name: 'Delete my account' }).click();
    });
    expect(screen.getByText('Are you sure you want to delete your account?')).toBeInTheDocument();
    await act(async () => {
      screen.getByRole('button', { name: 'Yes' }).click();
    });
    expect(deleteAccount).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Your account details have been successfully deleted !');
    // the message modal says so too
    expect(grabbed.ui!.getState().modals.message?.data).toMatchObject({
      title: 'Your account details have been successfully deleted !',
      btnData: { btnText: 'OK' },
    });
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(requestLogout).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(requestLogout).toHaveBeenCalled();
    expect(loadPage).toHaveBeenCalledWith('/');
  });

  it("shows the deletion's message in the message modal, whose OK logs out and goes home at once", async () => {
    renderWithStores(
      <>
        <GrabUi />
        <DeleteAccount />
        <DialogsHost />
      </>,
    );
    act(() => {
      grabbed.ui!.getState().modals.login!.data.onLogin!();
      vi.advanceTimersByTime(2000);
    });
    act(() => {
      screen.getByRole('button', { name: 'Delete my account' }).click();
    });
    await act(async () => {
      screen.getByRole('button', { name: 'Yes' }).click();
    });
    const message = screen.getByRole('dialog', { name: 'Your account details have been successfully deleted !' });
    await act(async () => {
      within(message).getByRole('button', { name: 'OK' }).click();
    });
    expect(requestLogout).toHaveBeenCalledTimes(1);
    expect(loadPage).toHaveBeenCalledWith('/');
    expect(screen.queryByRole('dialog', { name: 'Your account details have been successfully deleted !' })).not.toBeInTheDocument();
    // and the 1.5 s later does not log out a second time
    await act(async () => {
      vi.advanceTimersByTime(1500);
    });
    expect(requestLogout).toHaveBeenCalledTimes(1);
  });

  it('No keeps the account; Cancel goes to /account', () => {
    renderAndSignIn();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    act(() => {
      screen.getByRole('button', { name: 'Delete my account' }).click();
    });
    act(() => {
      screen.getByRole('button', { name: 'No' }).click();
    });
    expect(deleteAccount).not.toHaveBeenCalled();
    act(() => {
      screen.getByRole('button', { name: 'Cancel' }).click();
    });
    expect(navigation.router.push).toHaveBeenCalledWith('/account');
  });
});
