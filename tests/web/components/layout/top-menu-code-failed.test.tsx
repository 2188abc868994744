import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildMainMenu, pickMenu, TOP_MENU_IDS } from '@/lib/menu';
import { TopMenu } from '@/components/layout/top-menu';
import { renderWithStores } from '../../render';

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);
// the panels' code cannot be fetched (a dropped connection)
vi.mock('@/components/layout/menu-columns', () => {
  throw new Error('Failed to fetch the chunk');
});

describe('TopMenu when the panels’ code cannot be fetched', () => {
  it('reaching the menu leaves no unhandled failure, and its buttons and links still work', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithStores(<TopMenu entries={pickMenu(buildMainMenu(), TOP_MENU_IDS)} />);
    fireEvent.pointerEnter(screen.getByRole('list'));
    const button = screen.getByRole('button', { name: 'Movies menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Movies' })).toHaveAttribute('href', '/movies');
    // the open panel tried again and said so
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});
