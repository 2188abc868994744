import { describe, expect, it, vi, beforeEach } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LandingRows } from '@/components/catalogue/landing-rows';

// MoreRows (spec 001 §9: 2 rows in server rendering, then 5 a page): the skeleton row while a page
// loads, the rows appended in order, the More rows link moving on, and Retry after a failure.

const loadLandingRows = vi.fn<(page: string, start: number) => Promise<LandingRows>>();
vi.mock('@/components/catalogue/load-landing-rows', () => ({
  loadLandingRows: (page: string, start: number) => loadLandingRows(page, start),
}));
const { MoreRows } = await import('@/components/catalogue/more-rows');

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const rows = (...titles: string[]) =>
  titles.map((title) => (
    <section key={title} aria-label={title}>
      <h2>{title}</h2>
      <a href={`/playlist/${title}`}>{title} first card</a>
    </section>
  ));

beforeEach(() => {
  loadLandingRows.mockReset();
  // nothing is seen scrolling: rows load when asked for
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    },
  );
});

describe('MoreRows', () => {
  it('shows a skeleton row while the next rows load, then the rows, and moves the link on', async () => {
    const answer = deferred<LandingRows>();
    loadLandingRows.mockReturnValueOnce(answer.promise);
    const { container } = render(<MoreRows page="home" start={2} />);
    const more = screen.getByRole('link', { name: 'More rows' });
    expect(more).toHaveAttribute('href', '?start=2');

    // pressed before the rows' code has arrived (one synchronous click, right after the render):
    // the press is kept and the rows load once it has
    fireEvent.click(more);
    await waitFor(() => expect(loadLandingRows).toHaveBeenCalledWith('home', 2));
    expect(loadLandingRows).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading more rows');
    expect(container.querySelectorAll('[aria-hidden="true"] li')).toHaveLength(8);

    answer.resolve({ rows: rows('Trending', 'New releases'), next: 7 });
    expect(await screen.findByRole('heading', { name: 'Trending' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Trending', 'New releases']);
    expect(container.querySelectorAll('[aria-hidden="true"] li')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('');
    // focus moves once the new rows have painted
    await waitFor(() => expect(screen.getByRole('link', { name: 'Trending first card' })).toHaveFocus());
    expect(screen.getByRole('link', { name: 'More rows' })).toHaveAttribute('href', '?start=7');
  });

  it('drops the link after the last rows', async () => {
    loadLandingRows.mockResolvedValueOnce({ rows: rows('Last row'), next: null });
    render(<MoreRows page="music" start={2} />);
    await userEvent.click(screen.getByRole('link', { name: 'More rows' }));
    expect(await screen.findByRole('heading', { name: 'Last row' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'More rows' })).toBeNull();
  });

  it('says when the rows could not be loaded and loads the same rows on Retry', async () => {
    loadLandingRows.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ rows: rows('Comedy'), next: null });
    render(<MoreRows page="movies" start={2} />);
    await userEvent.click(screen.getByRole('link', { name: 'More rows' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More rows could not be loaded.');
    expect(screen.queryByRole('link', { name: 'More rows' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Comedy' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Comedy first card' })).toHaveFocus());
    expect(loadLandingRows.mock.calls).toEqual([
      ['movies', 2],
      ['movies', 2],
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
