import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginDialog } from '@/components/auth/login-dialog';
import { AccountLink } from '@/components/auth/social/account-link';
import type { ProviderButtonProps } from '@/components/auth/social/provider-props';
import { ProviderButton, APPLE_ICON } from '@/components/auth/social/provider-button';
import { cleanup, render } from '@testing-library/react';
import { renderWithStores } from '../../render';
import { navigation } from '../../navigation-mock';

// spec 001 §2 "Social buttons" in the login dialog, spec 000 §4 (Google notice, deep-link
// attributes lead to /account-link) and §8 (client failures read 'Internal server error'), and
// the /account-link page completing the link.

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);

const { getMock, postMock, goTo, afterLogin, providerAnswer } = vi.hoisted(() => ({
  getMock: vi.fn(),
  postMock: vi.fn(),
  goTo: vi.fn(),
  afterLogin: vi.fn(),
  // what the next click on a provider's stand-in button does
  providerAnswer: { fail: false },
}));
vi.mock('@/lib/api/client', () => ({ api: { get: getMock, post: postMock } }));
vi.mock('@/components/auth/after-login', () => ({ goTo, afterLogin, currentReturnPath: () => '/movies' }));

// The provider SDKs cannot load here: each provider module is replaced by a button that answers
// the way the SDK would.
function standIn(name: string, payload: Parameters<ProviderButtonProps['onToken']>[0]) {
  return {
    default: ({ onToken, onFailure, form }: ProviderButtonProps) => (
      <button
        type="button"
        data-form={form}
        onClick={() => (providerAnswer.fail ? onFailure(new Error('popup closed')) : onToken(payload))}
      >
        {name}
      </button>
    ),
  };
}
vi.mock('@/components/auth/social/google-button', () => standIn('Google', { provider: 'google', id_token: 'google-id-token' }));
vi.mock('@/components/auth/social/apple-button', () =>
  standIn('Apple', { provider: 'apple', id_token: 'apple-id-token', nonce: 'nonce-123456' }),
);
vi.mock('@/components/auth/social/facebook-button', () =>
  standIn('Facebook', { provider: 'facebook', uid: '42', access_token: 'fb-token' }),
);

const NOTICE = 'To sign in with Google, be signed in to Google in the browser and enable third-party sign-in in site settings.';
const ALL = { google: 'g-client', apple: 'a-client', facebook: 'f-app' };
const USER = { uuid: 'u-1', firstname: 'Asha', email: 'asha@example.com', activeUserPlan: 'basic' };

function failure(status: number, message: string) {
  return Object.assign(new Error(message), { response: { status, data: { status: 'error', message } } });
}

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  providerAnswer.fail = false;
  navigation.search = '';
  getMock.mockImplementation(async (path: string) =>
    path.endsWith('/challenge') ? { data: { data: { mode: 'off' } } } : { data: { data: [] } },
  );
});

function open(social = {}) {
  const onDone = vi.fn();
  renderWithStores(<LoginDialog data={{}} onClose={vi.fn()} onDone={onDone} social={social} />);
  return { onDone };
}

describe('social buttons in the login dialog', () => {
  it('shows none, and no Google notice, when no client id is configured', () => {
    open();
    expect(screen.queryByRole('group', { name: 'Sign in with' })).not.toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('shows only the configured providers, with the Google notice next to Google', async () => {
    open({ google: 'g-client' });
    expect(await screen.findByRole('button', { name: 'Google' })).toBeInTheDocument();
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apple' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Facebook' })).not.toBeInTheDocument();
  });

  it('shows Apple, Facebook and Google when all are configured', async () => {
    open(ALL);
    // each provider's module loads on its own
    await Promise.all(['Apple', 'Facebook', 'Google'].map((name) => screen.findByRole('button', { name })));
    const group = screen.getByRole('group', { name: 'Sign in with' });
    expect([...group.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Apple', 'Facebook', 'Google']);
  });

  it('shows none in corporate-partner mode (e-mail only)', () => {
    navigation.search = 'partner=hcl';
    open(ALL);
    expect(screen.queryByRole('group', { name: 'Sign in with' })).not.toBeInTheDocument();
  });

  it.each([
    ['Google', '/api/v1/auth/users/google_login', { id_token: 'google-id-token' }],
    ['Apple', '/api/v1/auth/users/apple_login', { id_token: 'apple-id-token', nonce: 'nonce-123456' }],
    ['Facebook', '/api/v1/auth/users/facebook_login', { uid: '42', access_token: 'fb-token' }],
  ])('%s: sends the provider answer to the origin, closes and hands over to afterLogin', async (name, path, body) => {
    postMock.mockResolvedValue({ data: { status: 'success', data: { user: USER } } });
    const { onDone } = open(ALL);
    await userEvent.click(await screen.findByRole('button', { name }));
    await waitFor(() => expect(afterLogin).toHaveBeenCalled());
    expect(postMock).toHaveBeenCalledWith(path, body, expect.anything());
    expect(onDone).toHaveBeenCalled();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('goes to the password sign-in and then /account-link when the answer carries deep-link attributes', async () => {
    postMock.mockResolvedValue({
      data: { status: 'success', data: { deeplink_attrs: { provider: 'google', linkWith: 'google', email: 'asha@example.com' } } },
    });
    open(ALL);
    await userEvent.click(await screen.findByRole('button', { name: 'Google' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/login', { rurl: '/account-link?linkWith=google' }));
    expect(afterLogin).not.toHaveBeenCalled();
  });

  it("shows the server's message when the origin refuses the token", async () => {
    postMock.mockRejectedValue(failure(400, 'We could not verify your Google sign-in. Please try again.'));
    open(ALL);
    await userEvent.click(await screen.findByRole('button', { name: 'Google' }));
    expect(await screen.findByText('We could not verify your Google sign-in. Please try again.')).toBeInTheDocument();
    expect(afterLogin).not.toHaveBeenCalled();
  });

  it("shows 'Internal server error' when the provider fails in the browser", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    providerAnswer.fail = true;
    open(ALL);
    await userEvent.click(await screen.findByRole('button', { name: 'Facebook' }));
    expect(await screen.findByText('Internal server error')).toBeInTheDocument();
    expect(postMock).not.toHaveBeenCalled();
  });
});

describe('/account-link', () => {
  async function signInWithGoogleNeedingLink() {
    postMock.mockResolvedValueOnce({
      data: { status: 'success', data: { deeplink_attrs: { provider: 'google', linkWith: 'google', email: 'asha@example.com' } } },
    });
    const view = renderWithStores(<LoginDialog data={{}} onClose={vi.fn()} onDone={vi.fn()} social={ALL} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Google' }));
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    view.unmount();
  }

  it('links the provider account the social sign-in left waiting', async () => {
    await signInWithGoogleNeedingLink();
    postMock.mockResolvedValueOnce({ data: { status: 'success', message: 'Your account has been linked.' } });
    renderWithStores(<AccountLink linkWith="google" />, { user: USER });
    expect(await screen.findByText('Your account has been linked. You can now sign in with Google.')).toBeInTheDocument();
    expect(postMock).toHaveBeenLastCalledWith(
      '/api/v1/user/link_account',
      { provider: 'google', id_token: 'google-id-token' },
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/account');
  });

  it("shows the server's message when the link is refused", async () => {
    await signInWithGoogleNeedingLink();
    postMock.mockRejectedValueOnce(failure(409, 'This Google account is linked to another user.'));
    renderWithStores(<AccountLink linkWith="google" />, { user: USER });
    expect(await screen.findByRole('alert')).toHaveTextContent('This Google account is linked to another user.');
  });

  it('says there is nothing to link when no sign-in left a payload for that provider', async () => {
    await signInWithGoogleNeedingLink();
    renderWithStores(<AccountLink linkWith="facebook" />, { user: USER });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no Facebook account waiting to be linked. Sign in with it again from the login dialog.',
    );
    expect(postMock).toHaveBeenCalledTimes(1);
  });
});

describe('social buttons in text or icon form (spec 001 §2)', () => {
  function viewport(narrow: boolean) {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: narrow && query === '(max-width: 480px)',
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }),
    });
  }

  it('shows the providers in text form on wider screens and in icon form on phones', async () => {
    viewport(false);
    open(ALL);
    expect(await screen.findByRole('button', { name: 'Apple' })).toHaveAttribute('data-form', 'text');
    cleanup();
    viewport(true);
    open(ALL);
    expect(await screen.findByRole('button', { name: 'Apple' })).toHaveAttribute('data-form', 'icon');
    expect(screen.getByRole('button', { name: 'Facebook' })).toHaveAttribute('data-form', 'icon');
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('names an icon-form button for screen readers and shows its name in text form', () => {
    const { unmount } = render(<ProviderButton label="Sign in with Apple" icon={APPLE_ICON} form="icon" onClick={vi.fn()} />);
    const icon = screen.getByRole('button', { name: 'Sign in with Apple' });
    expect(icon).toHaveTextContent('');
    expect(icon.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    unmount();
    render(<ProviderButton label="Sign in with Apple" icon={APPLE_ICON} form="text" onClick={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Sign in with Apple' })).toHaveTextContent('Sign in with Apple');
  });
});
