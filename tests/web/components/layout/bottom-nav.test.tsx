import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { BottomNav } from '@/components/layout/bottom-nav';
import { navigation } from '../../navigation-mock';

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);

beforeEach(() => {
  navigation.pathname = '/';
});

describe('BottomNav (spec 001 §2)', () => {
  it('has four entries: Home, MOVIES, TV, ORIGINALS', () => {
    render(<BottomNav />);
    const links = within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['MOVIES', '/movies'],
      ['TV', '/tv'],
      ['ORIGINALS', '/originals'],
    ]);
  });

  it.each([
    ['/', 'Home'],
    ['/movies', 'MOVIES'],
    ['/movie/watch/10/dhoom', 'MOVIES'],
    ['/tv/live', 'TV'],
    ['/original/watch/8/the-show', 'ORIGINALS'],
  ])('marks the current entry on %s: %s', (pathname, current) => {
    navigation.pathname = pathname;
    render(<BottomNav />);
    const marked = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(marked.map((link) => link.textContent)).toEqual([current]);
  });

  it('marks nothing on other pages', () => {
    navigation.pathname = '/music';
    render(<BottomNav />);
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(0);
  });
});
