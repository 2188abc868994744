import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildMainMenu, pickMenu, SIDE_NAV_IDS } from '@/lib/menu';
import { SideNav } from '@/components/layout/side-nav';
import { renderWithStores } from '../../render';
import { navigation } from '../../navigation-mock';

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);

const entries = pickMenu(buildMainMenu(), SIDE_NAV_IDS);
const user = { uuid: 'u-1', firstname: 'Asha', activeUserPlan: 'basic' };

beforeEach(() => {
  navigation.pathname = '/tv';
});

async function openSideNav() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  // the drawer's code loads on first open
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('SideNav (spec 000 §2, 001 §2)', () => {
  it('shows LOG IN and SUBSCRIBE NOW when signed out, and the items without rewards', async () => {
    renderWithStores(<SideNav entries={entries} />);
    const dialog = await openSideNav();
    expect(within(dialog).getByRole('link', { name: 'LOG IN' })).toHaveAttribute('href', '/login?rurl=%2Ftv');
    expect(within(dialog).getByRole('link', { name: 'SUBSCRIBE NOW' })).toHaveAttribute('href', '/purchase');
    expect(within(dialog).queryByRole('button', { name: 'LOG OUT' })).not.toBeInTheDocument();
    const nav = within(dialog).getByRole('navigation', { name: 'Mobile' });
    const titles = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === nav)
      .map((item) => within(item).getAllByRole('link')[0].textContent);
    expect(titles).toEqual(['Home', 'Movies', 'TV', 'Music', 'Quickie', 'Originals', 'Stars']);
  });

  it('shows the first name, Upgrade, LOG OUT and Rewards for an MZaalo user', async () => {
    renderWithStores(<SideNav entries={entries} />, { user: { ...user, activeUserPlan: 'MZaalo' } });
    const dialog = await openSideNav();
    expect(within(dialog).getByText('Asha')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/purchase');
    expect(within(dialog).getByRole('button', { name: 'LOG OUT' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /^Rewards/ })).toHaveAttribute('href', '/rewards');
    expect(within(dialog).queryByRole('link', { name: 'SUBSCRIBE NOW' })).not.toBeInTheDocument();
  });

  it('keeps one collapsible menu open at a time', async () => {
    renderWithStores(<SideNav entries={entries} />, { user });
    const dialog = await openSideNav();
    const movies = within(dialog).getByRole('button', { name: 'Movies submenu' });
    const music = within(dialog).getByRole('button', { name: 'Music submenu' });
    await userEvent.click(movies);
    expect(movies).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Most Popular' })).toBeVisible();
    await userEvent.click(music);
    expect(music).toHaveAttribute('aria-expanded', 'true');
    expect(movies).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('link', { name: 'Most Popular' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Top Charts' })).toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to its button', async () => {
    renderWithStores(<SideNav entries={entries} />);
    await openSideNav();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
