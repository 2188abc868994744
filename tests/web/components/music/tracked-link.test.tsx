import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TrackedLink } from '@/components/music/tracked-link';
import { renderWithStores } from '../../render';

// spec 001 §7 "Tag manager events": the music more-from-album and watch-movie links.

beforeEach(() => {
  window.dataLayer = [];
});

describe('TrackedLink', () => {
  it('reports its event when followed', () => {
    renderWithStores(
      <TrackedLink
        href="/movie/watch/3/aashiqui-2"
        event={{ event: 'music_watch_movie', from_asset_id: 7, asset_id: 3, title: 'Aashiqui 2' }}
      >
        Watch Aashiqui 2
      </TrackedLink>,
    );
    const link = screen.getByRole('link', { name: 'Watch Aashiqui 2' });
    expect(link).toHaveAttribute('href', '/movie/watch/3/aashiqui-2');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(window.dataLayer).toEqual([{ event: 'music_watch_movie', from_asset_id: 7, asset_id: 3, title: 'Aashiqui 2' }]);
  });
});
