import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentBar } from '@/components/layout/consent-bar';
import { ConnectionStatus } from '@/components/layout/connection-status';
import { PartnerSignIn } from '@/components/auth/partner-sign-in';
import { Snackbar } from '@/components/ui/snackbar';
import { showsConsentBanner } from '@/lib/consent-rules';
import { renderWithStores } from '../../render';
import { navigation } from '../../navigation-mock';

// The consent bar, the offline and online snackbars (spec 000 §4, §8) and partner sign-in (§4).

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);
const { postMock, loadPage } = vi.hoisted(() => ({ postMock: vi.fn(), loadPage: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ api: { post: postMock } }));
vi.mock('@/components/auth/after-login', () => ({ loadPage }));

function clearCookies() {
  for (const name of ['country', 'gdpr_consent']) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

beforeEach(() => {
  vi.clearAllMocks();
  clearCookies();
  navigation.search = '';
  postMock.mockResolvedValue({ data: { status: 'success' } });
});

describe('consent bar', () => {
  it.each([
    [{ isLoggedIn: false, country: 'DE', consent: undefined }, true],
    [{ isLoggedIn: false, country: 'gb', consent: undefined }, true],
    [{ isLoggedIn: false, country: 'IN', consent: undefined }, false],
    [{ isLoggedIn: true, country: 'FR', consent: undefined }, false],
    [{ isLoggedIn: false, country: 'FR', consent: 'Yes' }, false],
  ])('%j shows the banner: %s', (input, shown) => {
    expect(showsConsentBanner(input)).toBe(shown);
  });

  it("stores consent with 'I Understand' and hides", async () => {
    document.cookie = 'country=FR; path=/';
    renderWithStores(<ConsentBar />);
    await userEvent.click(screen.getByRole('button', { name: 'I Understand' }));
    expect(postMock).toHaveBeenCalledWith(
      '/api/v2/user/gdpr/consent',
      { consent_status: 'Yes', device_type: 'web', session_id: expect.any(Number) },
      expect.anything(),
    );
    expect(screen.queryByRole('button', { name: 'I Understand' })).not.toBeInTheDocument();
  });

  it('stays away in India', () => {
    document.cookie = 'country=IN; path=/';
    renderWithStores(<ConsentBar />);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });
});

describe('connection snackbars', () => {
  it("shows 'No connection' offline and 'Back online' when the connection returns", () => {
    renderWithStores(
      <>
        <ConnectionStatus />
        <Snackbar />
      </>,
    );
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('No connection')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('Back online')).toBeInTheDocument();
  });
});

describe('partner sign-in', () => {
  it('signs in with the partner token and reloads without it', async () => {
    navigation.search = 'partner_code=SAMG&sso_token=abc';
    window.history.replaceState(null, '', '/movies?partner_code=SAMG&sso_token=abc&ap=1');
    renderWithStores(<PartnerSignIn />);
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/movies?partner_code=SAMG&ap=1'));
    expect(postMock).toHaveBeenCalledWith(
      '/api/v1/partner/get_user_details',
      { partner_code: 'SAMG', sso_token: 'abc' },
      expect.objectContaining({ headers: { 'x-partner-code': 'SAMG' } }),
    );
  });

  it("shows 'Partner login failed!' when the partner refuses", async () => {
    postMock.mockRejectedValue(new Error('400'));
    navigation.search = 'partner_code=SAMG&token=bad';
    window.history.replaceState(null, '', '/?partner_code=SAMG&token=bad');
    renderWithStores(
      <>
        <PartnerSignIn />
        <Snackbar />
      </>,
    );
    expect(await screen.findByText('Partner login failed!')).toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalled();
  });
});
