import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Footer } from '@/components/layout/footer';
import { renderWithStores } from '../../render';
import { catalogueItem as item, editorialPlaylist } from '../../catalogue-fixtures';

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);

const trending = editorialPlaylist({
  page: 'footer',
  location: 8,
  display: 'list',
  total: 2,
  contents: [item(), item({ asset_id: 2, asset_title: 'Rang De Basanti', asset_slug: 'rang-de-basanti' })],
});

describe('Footer', () => {
  it('shows the copyright with the current year', () => {
    renderWithStores(<Footer playlists={[]} />);
    expect(screen.getByText(`© ${new Date().getFullYear()} Chalchitra`)).toBeInTheDocument();
  });

  it.each([
    ['Terms', '/termsofuse'],
    ['Privacy', '/privacypolicy'],
    ['Help Center', '/helpcenter'],
    ['Caution Notice', '/caution_notice'],
  ])('links %s to %s', (name, href) => {
    renderWithStores(<Footer playlists={[]} />);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('links the footer playlists and their items', () => {
    renderWithStores(<Footer playlists={[trending]} />);
    expect(screen.getByRole('link', { name: 'Trending Movies' })).toHaveAttribute('href', '/playlist/12/trending-movies');
    expect(screen.getByRole('link', { name: 'Dhoom' })).toHaveAttribute('href', '/movie/watch/1/dhoom');
    expect(screen.getByRole('link', { name: 'Rang De Basanti' })).toHaveAttribute('href', '/movie/watch/2/rang-de-basanti');
  });

  it('shows products and company links, Investor Relations opening another site', () => {
    renderWithStores(<Footer playlists={[]} />);
    expect(screen.getByRole('link', { name: 'Devices' })).toHaveAttribute('href', '/devices');
    expect(screen.getByRole('link', { name: 'Originals' })).toHaveAttribute('href', '/originals');
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about_us');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /Investor Relations/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Facebook/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Google Play/ })).toBeInTheDocument();
  });

  it.each([
    ['signed out', null, true],
    ['basic', 'basic', true],
    ['MZaalo', 'MZaalo', true],
    ['plus', 'plus', false],
    ['premium', 'premium', false],
  ])('shows the Subscription link to a %s visitor: %s', (_who, plan, shown) => {
    const session = plan ? { user: { uuid: 'u', firstname: 'A', activeUserPlan: plan } } : { user: null };
    renderWithStores(<Footer playlists={[]} />, session);
    const link = screen.queryByRole('link', { name: 'Subscription' });
    if (shown) expect(link).toHaveAttribute('href', '/purchase');
    else expect(link).not.toBeInTheDocument();
  });
});
