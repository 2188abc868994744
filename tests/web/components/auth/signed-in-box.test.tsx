import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignedInBox } from '@/components/auth/signed-in-box';
import { renderWithStores } from '../../render';

// spec 001 §2 "Signed-in box" and the change-user box of spec 000 §2.

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);
const { requestLogout, loadPage } = vi.hoisted(() => ({ requestLogout: vi.fn(), loadPage: vi.fn() }));
vi.mock('@/stores/session-actions', () => ({ requestLogout }));
vi.mock('@/components/auth/after-login', () => ({ loadPage }));

beforeEach(() => {
  vi.clearAllMocks();
  requestLogout.mockResolvedValue(undefined);
});

describe('SignedInBox', () => {
  it.each([
    ['basic', 'You are Signed In'],
    ['mzaalo', 'You are Signed In'],
    ['premium', 'You are Signed In and Subscribed'],
    ['plus', 'You are Signed In and Subscribed'],
  ])('a %s user reads %j', (plan, heading) => {
    renderWithStores(<SignedInBox returnTo="/activate" />, { user: { uuid: 'u', firstname: 'Asha', activeUserPlan: plan } });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(heading);
  });

  it("shows 'Account' and +{calling_code}-{mobile} for a nameless mobile user, and switches user", async () => {
    renderWithStores(<SignedInBox returnTo="/activate" />, {
      user: { uuid: 'u', firstname: '', mobile: '9876543210', calling_code: '+91', activeUserPlan: 'premium' },
    });
    expect(screen.getByRole('heading', { name: 'You are Signed In and Subscribed' })).toBeInTheDocument();
    expect(screen.getByText('Account')).toBeInTheDocument();
    expect(screen.getByText('+91-9876543210')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a different account' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/login?rurl=%2Factivate'));
    expect(requestLogout).toHaveBeenCalled();
  });
});
