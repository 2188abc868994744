import { render, screen } from '@testing-library/react';
import { MemberSessionLoader } from '@/components/auth/member-session-loader';
import { AccountActions } from '@/components/layout/account-menu';
import { StoreProvider } from '@/stores/store-provider';
import type { InitialSession } from '@/lib/session-types';

// A member's page is the cached page of its variant, drawn without the session: the account
// button keeps its place until the browser has asked for the session, then shows the member.

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);
const answer = vi.hoisted(() => ({ session: null as InitialSession | null }));
vi.mock('@/components/auth/load-member-session', () => ({
  loadMemberSession: async () => answer.session,
}));
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
    answer.session = { user };
    memberPage();
    expect(screen.queryByRole('link', { name: "Let's Start" })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it("offers Let's Start and logs out when the auth cookie has gone stale", async () => {
    answer.session = { user: null, staleToken: true };
    memberPage();
    expect(await screen.findByRole('link', { name: "Let's Start" })).toBeInTheDocument();
    await vi.waitFor(() => expect(logout).toHaveBeenCalled());
  });
});
