import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

// More rows pressed when the rows' code cannot be fetched (a new release, a moment offline): the
// press opens the next rows as a page, as the link does without JavaScript, and leaves no
// unhandled failure behind.

vi.mock('@/components/catalogue/more-rows-body', () => {
  throw new Error('Failed to load chunk');
});
const { MoreRows } = await import('@/components/catalogue/more-rows');

afterEach(() => vi.unstubAllGlobals());

describe('MoreRows without its code', () => {
  it('opens the next rows as a page when pressed', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<MoreRows page="home" start={2} contentLimit={20} />);
    fireEvent.click(screen.getByRole('link', { name: 'More rows' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/?start=2'));
    warn.mockRestore();
  });
});
