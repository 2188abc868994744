import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildMainMenu } from '@/lib/menu';
import { Header } from '@/components/layout/header';
import { StoreProvider } from '@/stores/store-provider';
import { renderWithStores } from '../../render';
import { navigation } from '../../navigation-mock';

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);

const menu = buildMainMenu({
  movie: { assets: [], genre: [{ id: 1, type: 'MOVIE', title: 'Action', slug: 'action' }] },
  providers: { data: [{ provider_id: 1, provider_name: 'Fashion TV', provider_code: 'fashiontv' }] },
});
const user = { uuid: 'u-1', firstname: 'Asha', lastname: 'Rao', email: 'asha@example.com', activeUserPlan: 'basic' };

beforeEach(() => {
  navigation.pathname = '/movies';
  navigation.search = '';
});

describe('Header', () => {
  it('shows the logo, the top menu and the search box', () => {
    renderWithStores(<Header menu={menu} />);
    expect(screen.getByRole('link', { name: 'Chalchitra home' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const title of ['Movies', 'Originals', 'Music', 'Quickie', 'TV', 'Stars']) {
      expect(within(nav).getByRole('link', { name: new RegExp(`^${title}`) })).toBeInTheDocument();
    }
    const search = screen.getByRole('search');
    expect(search).toHaveAttribute('action', '/search');
    expect(within(search).getByLabelText('Search')).toHaveAttribute('name', 'q');
  });

  it('shows Skip only on routes that ask for it, leading to the return address or home', () => {
    const { unmount } = renderWithStores(<Header menu={menu} />);
    expect(screen.queryByRole('link', { name: 'Skip' })).not.toBeInTheDocument();
    unmount();

    navigation.pathname = '/purchase';
    navigation.search = 'rurl=%2Frewards';
    const again = renderWithStores(<Header menu={menu} />);
    expect(screen.getByRole('link', { name: 'Skip' })).toHaveAttribute('href', '/rewards');
    again.unmount();

    navigation.search = 'rurl=https%3A%2F%2Fevil.example%2F';
    renderWithStores(<Header menu={menu} />);
    expect(screen.getByRole('link', { name: 'Skip' })).toHaveAttribute('href', '/');
  });

  it("shows Let's Start when signed out, returning to the current page", () => {
    renderWithStores(<Header menu={menu} />);
    expect(screen.getByRole('link', { name: "Let's Start" })).toHaveAttribute('href', '/login?rurl=%2Fmovies');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('shows Upgrade and the account menu to a signed-in basic user', async () => {
    renderWithStores(<Header menu={menu} />, { user });
    expect(screen.queryByRole('link', { name: "Let's Start" })).not.toBeInTheDocument();
    // a member's actions come in code of their own, after the header's
    expect(await screen.findByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/purchase');

    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await screen.findByRole('link', { name: 'My Profile' });
    for (const item of ['My Profile', 'Account Settings', 'Redeem promo code', 'Help Center', 'Contact Us']) {
      expect(screen.getByRole('link', { name: item })).toBeVisible();
    }
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Rewards' })).not.toBeInTheDocument();
  });

  it('shows Rewards to an MZaalo user and no Upgrade to a premium user', async () => {
    const { unmount } = renderWithStores(<Header menu={menu} />, {
      user: { ...user, activeUserPlan: 'MZaalo' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/rewards');
    unmount();

    renderWithStores(<Header menu={menu} />, { user: { ...user, activeUserPlan: 'premium' } });
    const accountButton = await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
    await userEvent.click(accountButton);
    await screen.findByRole('link', { name: 'My Profile' });
    expect(screen.queryByRole('link', { name: 'Redeem promo code' })).not.toBeInTheDocument();
  });

  it('opens a menu with Enter and closes it with Escape, focus back on its button', async () => {
    renderWithStores(<Header menu={menu} />);
    const button = screen.getByRole('button', { name: 'Movies menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Most Popular' })).not.toBeInTheDocument();

    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // the panels' code arrives once focus has come to the menu
    expect(await screen.findByRole('link', { name: 'Most Popular' })).toHaveAttribute('href', '/movies/mostpopular');
    expect(screen.getByRole('link', { name: 'Action' })).toHaveAttribute('href', '/movies/genres/1/action');

    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it("draws a menu panel's links while it is open; a crawler's page has them all", async () => {
    const { container, unmount } = renderWithStores(<Header menu={menu} />);
    const panelLink = () => container.querySelector('a[href="/movies/mostpopular"]');
    expect(panelLink()).toBeNull();
    const button = screen.getByRole('button', { name: 'Movies menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(panelLink()).toBeVisible());
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelLink()).toBeNull();
    unmount();

    const crawler = renderWithStores(<Header menu={menu} crawler />);
    expect(crawler.container.querySelector('a[href="/movies/mostpopular"]')).not.toBeNull();
    expect(crawler.container.querySelector('a[href="/movies/genres/1/action"]')).not.toBeNull();
  });

  it("shows the 'New' label on TV when fashiontv is a provider", () => {
    renderWithStores(<Header menu={menu} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /^TV/ })).toHaveTextContent('TVNew');
  });

  it('hides the search box on /account', () => {
    navigation.pathname = '/account';
    renderWithStores(<Header menu={menu} />, { user });
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('shows the back button and heading on routes that ask for them', () => {
    navigation.pathname = '/purchase';
    renderWithStores(<Header menu={menu} />);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByText('Choose your plan')).toBeInTheDocument();
  });

  it('matches the route table again after a client navigation', async () => {
    // the layout's header is rendered once (a cached page's shell); the app router then changes the path
    const { rerender } = renderWithStores(<Header menu={menu} />);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    navigation.pathname = '/purchase';
    rerender(
      <StoreProvider initialSession={{ user: null }}>
        <Header menu={menu} />
      </StoreProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByText('Choose your plan')).toBeInTheDocument();

    navigation.pathname = '/movies';
    rerender(
      <StoreProvider initialSession={{ user: null }}>
        <Header menu={menu} />
      </StoreProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});
