import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { SearchBox } from '@/components/layout/search-box';
import { navigation } from '../../navigation-mock';
import { IntlProvider } from '@/tests/support/web-setup';

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);

const { getMock } = vi.hoisted(() => ({ getMock: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ api: { get: getMock } }));

beforeEach(() => {
  navigation.pathname = '/';
  vi.clearAllMocks();
  getMock.mockResolvedValue({ data: { suggestions: ['Dhoom', 'Dhoom 2', 'Dhoom 3', 'Dhadkan', 'Dhamaal', 'Dharam Veer'] } });
});

describe('SearchBox (spec 001 §4)', () => {
  it('shows at most 5 suggestions, moves with the arrow keys and searches the active one on Enter', async () => {
    render(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'd');
    expect(await screen.findAllByRole('option')).toHaveLength(5);
    expect(getMock).toHaveBeenCalledWith('/api/v2/search/suggest', expect.objectContaining({ params: { q: 'd', optimized: true } }));

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Dhoom 2' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(navigation.router.push).toHaveBeenCalledWith('/search?q=Dhoom%202');
  });

  it('submits the typed text when no suggestion is active, and Escape clears the list', async () => {
    render(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'dh');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(navigation.router.push).toHaveBeenCalledWith('/search?q=dh');
  });

  it("takes up what was typed before the page's code ran, as the server-rendered box hydrates", async () => {
    const container = document.createElement('div');
    // rendered and hydrated apart from Testing Library, so inside the page's message provider here
    container.innerHTML = renderToString(
      <IntlProvider>
        <SearchBox />
      </IntlProvider>,
    );
    document.body.append(container);
    container.querySelector('input')!.value = 'dh';
    await act(async () => {
      hydrateRoot(
        container,
        <IntlProvider>
          <SearchBox />
        </IntlProvider>,
      );
    });
    expect(await screen.findAllByRole('option')).toHaveLength(5);
    expect(getMock).toHaveBeenCalledWith('/api/v2/search/suggest', expect.objectContaining({ params: { q: 'dh', optimized: true } }));
    container.remove();
  });
});
