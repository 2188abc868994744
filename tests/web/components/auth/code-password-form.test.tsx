import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CodePasswordForm } from '@/components/auth/code-password-form';
import { renderWithStores } from '../../render';
import { navigation } from '../../navigation-mock';

// /set-password and /reset-password: the code, the new password, resend, and where they lead.

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);
const { setPassword, resetPassword, sendCode, loadPage } = vi.hoisted(() => ({
  setPassword: vi.fn(),
  resetPassword: vi.fn(),
  sendCode: vi.fn(),
  loadPage: vi.fn(),
}));
vi.mock('@/lib/api/auth', async (original) => ({
  ...(await original<typeof import('@/lib/api/auth')>()),
  setPassword,
  resetPassword,
  sendCode,
}));
vi.mock('@/components/auth/after-login', () => ({ loadPage }));

beforeEach(() => {
  vi.clearAllMocks();
  navigation.search = 'mobile=9876543210&calling_code=%2B91&rurl=%2Fmovies';
});

async function fill(code: string, password: string) {
  await userEvent.type(screen.getByLabelText('Code'), code);
  await userEvent.type(screen.getByLabelText(/password/i, { selector: 'input' }), password);
}

describe('CodePasswordForm', () => {
  it('completes a registration and goes to rurl', async () => {
    setPassword.mockResolvedValue({ uuid: 'u' });
    renderWithStores(<CodePasswordForm type="registration" />);
    expect(screen.getByText('+91 9876543210')).toBeInTheDocument();
    await fill('123456', 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/movies'));
    expect(setPassword).toHaveBeenCalledWith({ mobile: '9876543210', calling_code: '+91' }, '123456', 'long enough');
  });

  it('after a registration from /purchase with a plan chosen, goes on to the payment page (spec 000 §4)', async () => {
    setPassword.mockResolvedValue({ uuid: 'u' });
    navigation.search = `mobile=9876543210&calling_code=%2B91&rurl=${encodeURIComponent('/purchase?rurl=%2Fmovies&src=en&pr=1000003')}`;
    renderWithStores(<CodePasswordForm type="registration" />);
    await fill('123456', 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/payment?pr=1000003&rurl=%2Fmovies'));
  });

  it('after a registration from /purchase with a promo code, goes back to /purchase', async () => {
    setPassword.mockResolvedValue({ uuid: 'u' });
    navigation.search = `mobile=9876543210&calling_code=%2B91&rurl=${encodeURIComponent('/purchase?pr=1000003&vou=WELCOME20')}`;
    renderWithStores(<CodePasswordForm type="registration" />);
    await fill('123456', 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/purchase?pr=1000003&vou=WELCOME20'));
  });

  it.each([
    ['12345', 'long enough', 'Enter the 6-digit code.'],
    ['123456', 'short', 'Password should be minimum 8 characters'],
  ])('code %j with password %j shows %j', async (code, password, message) => {
    renderWithStores(<CodePasswordForm type="registration" />);
    await fill(code, password);
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(setPassword).not.toHaveBeenCalled();
  });

  it("shows the server's message for a wrong code", async () => {
    setPassword.mockRejectedValue(
      Object.assign(new Error('400'), { response: { status: 400, data: { message: 'The code is not valid.' } } }),
    );
    renderWithStores(<CodePasswordForm type="registration" />);
    await fill('000000', 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('The code is not valid.')).toBeInTheDocument();
  });

  it('registers without the code after the bot check (Verify later): the account starts unverified', async () => {
    setPassword.mockResolvedValue({ uuid: 'u' });
    vi.doMock('@/lib/bot-check-client', () => ({ prepareBotCheck: async () => async (action: string) => `token-for-${action}` }));
    renderWithStores(<CodePasswordForm type="registration" />);
    expect(screen.getByText('No code? Set your password now and verify your account later from the sign-in dialog.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify later' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password is empty');
    await userEvent.type(screen.getByLabelText(/password/i, { selector: 'input' }), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Verify later' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/movies'));
    expect(setPassword).toHaveBeenCalledWith({ mobile: '9876543210', calling_code: '+91' }, null, 'long enough', 'token-for-set_password');
    vi.doUnmock('@/lib/bot-check-client');
  });

  it('offers no Verify later on /reset-password', () => {
    renderWithStores(<CodePasswordForm type="password_reset" />);
    expect(screen.queryByRole('button', { name: 'Verify later' })).not.toBeInTheDocument();
  });

  it('resets the password and goes to /login with the message and rurl', async () => {
    resetPassword.mockResolvedValue('Your password has been reset. Please sign in with your new password.');
    renderWithStores(<CodePasswordForm type="password_reset" />);
    expect(screen.getByRole('button', { name: /Resend code in 30 s/ })).toBeDisabled();
    await fill('654321', 'new long password');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalled());
    const target = new URL(loadPage.mock.calls[0][0] as string, 'http://site');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('rurl')).toBe('/movies');
    expect(JSON.parse(atob(target.searchParams.get('sb')!))).toMatchObject({
      message: 'Your password has been reset. Please sign in with your new password.',
      type: 'success',
    });
  });
});
