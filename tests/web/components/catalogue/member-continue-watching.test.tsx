import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemberContinueWatching } from '@/components/catalogue/member-continue-watching';
import { renderWithStores } from '../../render';
import { catalogueItem } from '../../catalogue-fixtures';

// A member's home is the cached page; the browser asks the origin for their unfinished titles
// (GET /api/v2/secured/user/continue-watching) once the session says who is watching, and draws
// the row itself.

vi.mock('next/navigation', async () => (await import('../../navigation-mock')).navigationMock);
const getMock = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/client', () => ({ api: { get: getMock } }));

const unfinished = {
  ...catalogueItem({ asset_id: 7, content_id: 70, duration: 7200, play_content_id: 70 }),
  progress: { progress: 1800, completed: false, duration: 7200 },
};

describe("a member's Continue watching", () => {
  it('asks for the unfinished titles once signed in and shows how far each got', async () => {
    getMock.mockResolvedValueOnce({ data: { data: [unfinished] } });
    renderWithStores(<MemberContinueWatching />, { user: { uuid: 'u-1', firstname: 'Asha' } });
    expect(await screen.findByRole('heading', { name: 'Continue watching' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Watched of Dhoom' })).toHaveAttribute('aria-valuenow', '25');
    expect(getMock).toHaveBeenCalledWith('/api/v2/secured/user/continue-watching', { params: { img_quality: 2, rows: 20 } });
  });

  it('asks for nothing and shows nothing for a visitor', async () => {
    getMock.mockClear();
    const { container } = renderWithStores(<MemberContinueWatching />, { user: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getMock).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });
});
