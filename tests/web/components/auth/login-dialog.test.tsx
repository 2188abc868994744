import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { LoginDialog } from '@/components/auth/login-dialog';
import { LOCALE_INFO } from '@/contract/locales';
import { loadMessages } from '@/contract/messages';
import { renderWithStores } from '../../render';
import { navigation } from '../../navigation-mock';

// The login dialog of spec 000 §4, §5 and §8.

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);

const { getMock, postMock, goTo, afterLogin } = vi.hoisted(() => ({
  getMock: vi.fn(),
  postMock: vi.fn(),
  goTo: vi.fn(),
  afterLogin: vi.fn(),
}));
vi.mock('@/lib/api/client', () => ({ api: { get: getMock, post: postMock } }));
vi.mock('@/components/auth/after-login', () => ({ goTo, afterLogin, currentReturnPath: () => '/movies' }));

const COUNTRIES = [
  { country: 'India', country_code: 'IN', calling_code: '+91' },
  { country: 'United Kingdom', country_code: 'GB', calling_code: '+44' },
];

function answers(byPath: Record<string, unknown>) {
  postMock.mockImplementation(async (path: string) => {
    const answer = byPath[path];
    if (answer instanceof Error) throw answer;
    return { data: answer ?? { status: 'success' } };
  });
}

function failure(status: number, message: string, statusCode?: string) {
  return Object.assign(new Error(message), { response: { status, data: { status: 'error', message, status_code: statusCode } } });
}

const verifyAs = (userStatus: string, isVerified = true) => ({
  status: 'success',
  data: { user_status: userStatus, is_verified: isVerified },
});

beforeEach(() => {
  vi.clearAllMocks();
  navigation.search = '';
  document.cookie = 'country=IN; path=/';
  getMock.mockImplementation(async (path: string) =>
    path.endsWith('/challenge') ? { data: { data: { mode: 'off' } } } : { data: { data: COUNTRIES } },
  );
});

function open(data = {}) {
  const onClose = vi.fn();
  const onDone = vi.fn();
  renderWithStores(<LoginDialog data={data} onClose={onClose} onDone={onDone} />);
  return { onClose, onDone, username: screen.getByPlaceholderText('Mobile Number or Email') };
}

async function continueWith(text: string) {
  await userEvent.type(screen.getByPlaceholderText('Mobile Number or Email'), text);
  const button = screen.getByRole('button', { name: 'Continue' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

describe('verifyScreen', () => {
  it('keeps Continue disabled with no username and until the bot check is ready', async () => {
    const { username } = open();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(username).toHaveAccessibleName('Mobile Number or Email');
    await userEvent.type(username, 'a@b.co');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
  });

  it.each([
    ['123', 'Mobile number is not valid.'],
    ['1234567890123', 'Mobile number is not valid.'],
    ['asha@example', 'Email is not valid.'],
    ['asha', 'Email is not valid.'],
  ])('%j shows %j under the field', async (text, message) => {
    open();
    await continueWith(text);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(postMock).not.toHaveBeenCalled();
  });

  it('treats numbers as a mobile: calling code from the country cookie, at most 15 characters', async () => {
    document.cookie = 'country=GB; path=/';
    answers({ '/api/v1/auth/users/verify': verifyAs('U001') });
    const { username } = open();
    await userEvent.type(username, '7700900123');
    expect(await screen.findByText('+44')).toBeInTheDocument();
    expect(username).toHaveAttribute('maxLength', '15');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(postMock).toHaveBeenCalledWith(
      '/api/v1/auth/users/verify',
      { mobile: '7700900123', calling_code: '+44', recaptchaToken: 'off' },
      expect.anything(),
    );
  });

  it('allows 256 characters for an e-mail', () => {
    const { username } = open();
    expect(username).toHaveAttribute('maxLength', '256');
  });

  it('takes a whole e-mail pasted over a mobile number, and becomes an e-mail field', async () => {
    const { username } = open();
    await userEvent.type(username, '12345678901234');
    expect(username).toHaveAttribute('maxLength', '15');
    await userEvent.tripleClick(username);
    await userEvent.paste('averylongaddress@example.com');
    expect(username).toHaveValue('averylongaddress@example.com');
    expect(username).toHaveAttribute('maxLength', '256');
    expect(username).toHaveAttribute('inputMode', 'email');
    expect(screen.queryByText('+91')).not.toBeInTheDocument();
  });

  it('keeps a pasted mobile number within the mobile limit', async () => {
    const { username } = open();
    await userEvent.type(username, '98765');
    await userEvent.paste('43210987654321');
    expect(username).toHaveValue('987654321098765');
    expect(username).toHaveAttribute('inputMode', 'tel');
  });

  it('starts registration for a new user (U002): sends the code and goes to /set-password', async () => {
    answers({ '/api/v1/auth/users/verify': verifyAs('U002') });
    const onRegistration = vi.fn();
    const { onDone } = open({ onRegistration });
    await continueWith('new@example.com');
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/set-password', { email: 'new@example.com', rurl: '/movies' }));
    // the resend takes a bot check token of its own (the bot check runs 'off' here)
    expect(postMock).toHaveBeenCalledWith(
      '/api/v1/auth/otp/resend',
      { email: 'new@example.com', type: 'registration', recaptchaToken: 'off' },
      expect.anything(),
    );
    expect(onDone).toHaveBeenCalled();
    expect(onRegistration).toHaveBeenCalled();
  });

  it.each(['U003', 'U004'])('tells a %s account to sign in with its provider', async (status) => {
    answers({ '/api/v1/auth/users/verify': verifyAs(status) });
    open();
    await continueWith('social@example.com');
    expect(await screen.findByText('You already created an account using Google/Facebook. Please sign in instead.')).toBeInTheDocument();
  });

  it("shows the server's message, e.g. a failed bot check", async () => {
    answers({ '/api/v1/auth/users/verify': failure(403, 'reCAPTCHA verification failed. Please try again.') });
    open();
    await continueWith('bot@example.com');
    expect(await screen.findByText('reCAPTCHA verification failed. Please try again.')).toBeInTheDocument();
  });

  it('requires the corporate domain with ?partner=hcl', async () => {
    navigation.search = 'partner=hcl';
    renderWithStores(<LoginDialog data={{}} onClose={vi.fn()} onDone={vi.fn()} />);
    const username = screen.getByPlaceholderText('Enter your HCL email id');
    await userEvent.type(username, 'ravi@gmail.com');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.clear(username);
    await userEvent.type(username, 'ravi@hcl.com');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
  });
});

describe('loginScreen', () => {
  async function toLoginScreen(data = {}) {
    const opened = open(data);
    await continueWith('asha@example.com');
    await screen.findByPlaceholderText('Enter password');
    return opened;
  }

  it("answers 'Invalid password' for E006 and checks the password first: 'Password is empty', then its length", async () => {
    answers({ '/api/v1/auth/users/verify': verifyAs('U001'), '/api/v1/auth/users/login': failure(400, 'Invalid password', 'E006') });
    await toLoginScreen();
    const password = screen.getByPlaceholderText('Enter password');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password is empty');
    await userEvent.type(password, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password should be minimum 8 characters');
    window.dataLayer = [];
    await userEvent.type(password, '-but-wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid password')).toBeInTheDocument();
    // spec 000 §8: failure events are recorded for sign-in
    expect(window.dataLayer).toContainEqual({ event: 'login_failed', step: 'login', message: 'Invalid password' });
  });

  it('shows and hides the password', async () => {
    answers({ '/api/v1/auth/users/verify': verifyAs('U001') });
    await toLoginScreen();
    const password = screen.getByPlaceholderText('Enter password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in, closes and hands over to afterLogin', async () => {
    const user = { uuid: 'u1', firstname: 'Asha', activeUserPlan: 'basic' };
    answers({ '/api/v1/auth/users/verify': verifyAs('U001'), '/api/v1/auth/users/login': { status: 'success', data: { user } } });
    const { onDone } = await toLoginScreen();
    await userEvent.type(screen.getByPlaceholderText('Enter password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(afterLogin).toHaveBeenCalled());
    expect(onDone).toHaveBeenCalled();
    expect(postMock).toHaveBeenCalledWith(
      '/api/v1/auth/users/login',
      { email: 'asha@example.com', password: 'correct horse', recaptchaToken: 'off' },
      expect.anything(),
    );
  });

  it('Forgot password sends a code and goes to /reset-password', async () => {
    answers({ '/api/v1/auth/users/verify': verifyAs('U001') });
    const onForgotPassword = vi.fn();
    await toLoginScreen({ onForgotPassword });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/reset-password', { email: 'asha@example.com', rurl: '/movies' }));
    expect(onForgotPassword).toHaveBeenCalled();
  });

  it('shows a forgot-password failure under the username', async () => {
    answers({
      '/api/v1/auth/users/verify': verifyAs('U001'),
      '/api/v1/auth/users/forgot_password': failure(429, 'Too many requests. Please try again later.'),
    });
    await toLoginScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password' }));
    const alert = await screen.findByText('Too many requests. Please try again later.');
    // right after the username line, before the password field
    expect(screen.getByText('asha@example.com').nextElementSibling).toBe(alert);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('offers no Verify for a verified account', async () => {
    answers({ '/api/v1/auth/users/verify': verifyAs('U001') });
    await toLoginScreen();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it("verifies an unverified account with the code: 'Verification successfully.', then signs in", async () => {
    const user = { uuid: 'u1', firstname: 'Asha', activeUserPlan: 'basic' };
    answers({
      '/api/v1/auth/users/verify': verifyAs('U001', false),
      '/api/v1/auth/otp/verify': failure(400, 'The code is not valid.', 'OTP_INVALID'),
      '/api/v1/auth/users/login': { status: 'success', data: { user } },
    });
    await toLoginScreen();
    expect(screen.getByText('This account is not verified yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(postMock).toHaveBeenCalledWith(
      '/api/v1/auth/otp/resend',
      { email: 'asha@example.com', type: 'verification', recaptchaToken: 'off' },
      expect.anything(),
    );

    const code = await screen.findByLabelText('Code');
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend code in 30 s/ })).toBeDisabled();
    await userEvent.type(code, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the 6-digit code.');
    await userEvent.type(code, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not valid.')).toBeInTheDocument();

    answers({
      '/api/v1/auth/otp/verify': { status: 'success', message: 'Verification successfully.' },
      '/api/v1/auth/users/login': { status: 'success', data: { user } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Verification successfully.');
    expect(postMock).toHaveBeenCalledWith(
      '/api/v1/auth/otp/verify',
      { email: 'asha@example.com', type: 'verification', otp: '123459' },
      expect.anything(),
    );
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByPlaceholderText('Enter password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(afterLogin).toHaveBeenCalled());
  });

  it('returns from the code entry to the password, and a different account clears the unverified flag', async () => {
    answers({ '/api/v1/auth/users/verify': verifyAs('U001', false) });
    await toLoginScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a different account' }));
    answers({ '/api/v1/auth/users/verify': verifyAs('U001') });
    await userEvent.clear(screen.getByPlaceholderText('Mobile Number or Email'));
    await continueWith('ravi@example.com');
    await screen.findByPlaceholderText('Enter password');
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it("goes back to verifyScreen with 'Sign in with a different account'", async () => {
    answers({ '/api/v1/auth/users/verify': verifyAs('U001') });
    await toLoginScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a different account' }));
    expect(screen.getByPlaceholderText('Mobile Number or Email')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Enter password')).not.toBeInTheDocument();
  });
});

describe('in Hindi', () => {
  it("shows the sign-in rules' messages in the page's language (issue 50)", async () => {
    const messages = await loadMessages('hi', ['auth', 'errors']);
    const hindi = messages as { auth: { loginDialog: { usernamePlaceholder: string } }; errors: { auth: Record<string, string> } };
    renderWithStores(
      <NextIntlClientProvider locale={LOCALE_INFO.hi.tag} messages={messages} timeZone="Asia/Kolkata">
        <LoginDialog data={{}} onClose={vi.fn()} onDone={vi.fn()} />
      </NextIntlClientProvider>,
    );
    const username = screen.getByPlaceholderText(hindi.auth.loginDialog.usernamePlaceholder);
    await userEvent.type(username, '123');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(hindi.errors.auth.mobileInvalid)).toBeInTheDocument();
    expect(hindi.errors.auth.mobileInvalid).not.toBe('Mobile number is not valid.');
  });
});
