import { render, screen } from '@testing-library/react';
import { MemberSessionLoader } from '@/components/auth/member-session-loader';
import { AccountActions } from '@/components/layout/account-menu';
import { StoreProvider } from '@/stores/store-provider';

// A member's page is the cached page of its variant, drawn without the session: the account
// button keeps its place until the browser has asked the origin for the session
// (GET /api/v2/secured/user/profile), then shows the member.

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);
const getMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/client', () => ({ api: { get: getMock } }));
const logout = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@/stores/session-actions', () => ({ requestLogout: logout }));

const user = { uuid: 'u-1', firstname: 'Asha', lastname: 'Rao', email: 'asha@example.com', activeUserPlan: 'basic' };

function memberPage() {
  return render(
    <StoreProvider>
      <MemberSessionLoader />
      <AccountActions />
    </StoreProvider>,
  );
}

describe('a member page', () => {
  it('shows the account menu once the session has arrived', async () => {
    getMock.mockResolvedValueOnce({ data: { data: user } });
    memberPage();
    expect(screen.queryByRole('link', { name: "Let's Start" })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(getMock).toHaveBeenCalledWith('/api/v2/secured/user/profile', { skipAuthRedirect: true });
  });

  it("offers Let's Start and logs out when the auth cookie has gone stale", async () => {
    getMock.mockRejectedValueOnce({ response: { status: 401, data: { message: 'Unauthorized' } } });
    memberPage();
    expect(await screen.findByRole('link', { name: "Let's Start" })).toBeInTheDocument();
    await vi.waitFor(() => expect(logout).toHaveBeenCalled());
  });

  it("offers Let's Start without logging out when the session could not be asked for", async () => {
    logout.mockClear();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getMock.mockRejectedValueOnce({ response: { status: 503, data: { message: 'No connection' } } });
    memberPage();
    expect(await screen.findByRole('link', { name: "Let's Start" })).toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
