import { describe, expect, it, vi, beforeEach } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { PlaylistsAllResponse } from '@/contract/schemas/catalogue';
import { renderWithStores } from '../../render';
import { catalogueItem, editorialPlaylist } from '../../catalogue-fixtures';
import { deferred } from '../../../support/deferred';

// MoreRows (spec 001 §9: 2 rows in server rendering, then 5 a page): the browser asks the origin for
// the next rows (GET /api/v2/catalog/playlists-all) and draws them: the skeleton row while a page
// loads, the rows appended in order, the More rows link moving on, and Retry after a failure.

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);
const getMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/client', () => ({ api: { get: getMock } }));
const { MoreRows } = await import('@/components/catalogue/more-rows');

/** The rows asked for, as the page and start of each call. */
const askedFor = () =>
  getMock.mock.calls.map((call) => {
    const [url, config] = call as [string, { params: Record<string, unknown> }];
    expect(url).toBe('/api/v2/catalog/playlists-all');
    return [config.params.page, config.params.start];
  });

/** A row of one free film, `<title> first card`. */
const playlist = (title: string, index: number) =>
  editorialPlaylist({
    playlist_id: 100 + index,
    title,
    slug: title.toLowerCase(),
    position: index,
    contents: [catalogueItem({ asset_id: 200 + index, asset_title: `${title} first card`, asset_slug: 'first-card', release_year: null })],
  });

/** The origin's answer: these rows, and `total` rows in all on the page. */
const rows = (total: number, ...titles: string[]): { data: PlaylistsAllResponse } => ({
  data: { data: titles.map(playlist), total },
});

const render = (element: ReactElement) => renderWithStores(element);

beforeEach(() => {
  getMock.mockReset();
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
    const answer = deferred<ReturnType<typeof rows>>();
    getMock.mockReturnValueOnce(answer.promise);
    const { container } = render(<MoreRows page="home" start={2} contentLimit={20} />);
    const more = screen.getByRole('link', { name: 'More rows' });
    expect(more).toHaveAttribute('href', '?start=2');

    // pressed before the rows' code has arrived (one synchronous click, right after the render):
    // the press is kept and the rows load once it has
    fireEvent.click(more);
    await waitFor(() => expect(askedFor()).toEqual([['home', 2]]));
    expect(getMock.mock.calls[0][1].params).toMatchObject({ rows: 5, content_limit: 20 });
    expect(screen.getByRole('status')).toHaveTextContent('Loading more rows');
    expect(container.querySelectorAll('[aria-hidden="true"] li')).toHaveLength(8);

    answer.resolve(rows(12, 'Trending', 'New releases'));
    expect(await screen.findByRole('heading', { name: 'New releases' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Trending', 'New releases']);
    expect(container.querySelectorAll('[aria-hidden="true"] li')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('');
    // focus moves once the new rows have painted
    await waitFor(() => expect(screen.getByRole('link', { name: /^Trending first card/ })).toHaveFocus());
    // rows 2 and 3 of 12 have come: the next start at 4
    expect(screen.getByRole('link', { name: 'More rows' })).toHaveAttribute('href', '?start=4');
  });

  it('keeps the focus on More rows when the code comes and the link gives way to its own', async () => {
    // a fresh copy, whose code has not come yet
    vi.resetModules();
    const { MoreRows: FirstVisit } = await import('@/components/catalogue/more-rows');
    render(<FirstVisit page="movies" start={2} contentLimit={10} />);
    const first = screen.getByRole('link', { name: 'More rows' });
    first.focus();
    await waitFor(() => expect(screen.getByRole('link', { name: 'More rows' })).not.toBe(first));
    // handed on in the new link's effect, which can come a task after its commit
    await waitFor(() => expect(screen.getByRole('link', { name: 'More rows' })).toHaveFocus());
    expect(getMock).not.toHaveBeenCalled();
  });

  it('adds the rows one at a time, each in a task of its own, so no long task holds a tap', async () => {
    getMock.mockResolvedValueOnce(rows(12, 'Trending', 'New releases', 'Comedy'));
    const { container } = render(<MoreRows page="home" start={2} contentLimit={20} />);
    // each callback is one task's DOM changes: the rows added in it, and whether the skeleton row
    // was still there after them (the first row takes its place, so nothing below it moves)
    const addedPerTask: number[] = [];
    const skeletonAfterRows: number[] = [];
    const observer = new MutationObserver((records) => {
      if (screen.queryAllByRole('heading').length > 0) skeletonAfterRows.push(container.querySelectorAll('[aria-hidden="true"] li').length);
      const added = records
        .flatMap((record) => [...record.addedNodes])
        .flatMap((node) => (node instanceof HTMLElement ? [node, ...node.querySelectorAll('*')] : []))
        .filter((node) => node.matches('section'));
      if (added.length > 0) addedPerTask.push(added.length);
    });
    observer.observe(container, { childList: true, subtree: true });
    await userEvent.click(screen.getByRole('link', { name: 'More rows' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'More rows' })).toHaveAttribute('href', '?start=5'));
    observer.disconnect();
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Trending', 'New releases', 'Comedy']);
    expect(addedPerTask).toEqual([1, 1, 1]);
    expect(skeletonAfterRows.every((cards) => cards === 0)).toBe(true);
    expect(skeletonAfterRows.length).toBeGreaterThan(0);
    // the focus moves in an effect after the last row's commit, which can come a task after it
    await waitFor(() => expect(screen.getByRole('link', { name: /^Trending first card/ })).toHaveFocus());
  });

  it('asks for the next rows once, even when More rows is pressed while they are being added', async () => {
    getMock.mockResolvedValueOnce(rows(12, 'Drama', 'Action', 'Romance'));
    const { container } = render(<MoreRows page="movies" start={2} contentLimit={20} />);
    const observer = new MutationObserver(() => {
      // pressed as soon as the first row shows, while the others are still to come
      if (screen.queryAllByRole('heading').length === 1) fireEvent.click(screen.getByRole('link', { name: 'More rows' }));
    });
    observer.observe(container, { childList: true, subtree: true });
    await userEvent.click(screen.getByRole('link', { name: 'More rows' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'More rows' })).toHaveAttribute('href', '?start=5'));
    observer.disconnect();
    expect(askedFor()).toEqual([['movies', 2]]);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Drama', 'Action', 'Romance']);
  });

  it('drops the link after the last rows', async () => {
    getMock.mockResolvedValueOnce(rows(3, 'Last row'));
    render(<MoreRows page="music" start={2} contentLimit={20} />);
    await userEvent.click(screen.getByRole('link', { name: 'More rows' }));
    expect(await screen.findByRole('heading', { name: 'Last row' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'More rows' })).toBeNull();
  });

  it('says when the rows could not be loaded and loads the same rows on Retry', async () => {
    getMock.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(rows(3, 'Comedy'));
    render(<MoreRows page="movies" start={2} contentLimit={20} />);
    await userEvent.click(screen.getByRole('link', { name: 'More rows' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More rows could not be loaded.');
    expect(screen.queryByRole('link', { name: 'More rows' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Comedy' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: /^Comedy first card/ })).toHaveFocus());
    expect(askedFor()).toEqual([
      ['movies', 2],
      ['movies', 2],
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
