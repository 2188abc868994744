import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StoreProvider } from '@/stores/store-provider';
import { TitleLinkIntent } from '@/components/player/title-link-intent';

const warmPlayer = vi.fn();
vi.mock('@/components/player/warm-player', () => ({ warmPlayer: (...args: unknown[]) => warmPlayer(...args) }));

/** A page's links (cards, menus, another site) beside the host, which listens on the document. */
function page() {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<a href="/movie/watch/114/chandni-ke-mela"><span>Chandni Ke Mela</span></a>
     <a href="/tv/watch/12/daily-show">Daily Show</a>
     <a href="/movies">Movies</a>
     <a href="https://elsewhere.example/movie/watch/1/x">Elsewhere</a>`,
  );
  return render(
    <StoreProvider initialSession={{ user: null }}>
      <TitleLinkIntent />
    </StoreProvider>,
  );
}

describe('the player code fetched on the intent to open a title', () => {
  beforeEach(() => {
    warmPlayer.mockReset();
    warmPlayer.mockReturnValue(Promise.resolve({}));
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('fetches it, with the ad part for a visitor, when a title card is pressed, and only once', () => {
    page();
    fireEvent.pointerDown(screen.getByText('Chandni Ke Mela'));
    fireEvent.pointerDown(screen.getByText('Daily Show'));
    expect(warmPlayer).toHaveBeenCalledTimes(1);
    expect(warmPlayer).toHaveBeenCalledWith({ ads: true, media: true });
  });

  it('fetches it when keyboard focus comes to a title link', () => {
    page();
    act(() => screen.getByText('Daily Show').focus());
    expect(warmPlayer).toHaveBeenCalledTimes(1);
  });

  it('fetches it once the pointer rests on a title link, not while it passes over', () => {
    page();
    fireEvent.pointerOver(screen.getByText('Chandni Ke Mela'));
    act(() => vi.advanceTimersByTime(50));
    fireEvent.pointerOver(screen.getByText('Movies'));
    act(() => vi.advanceTimersByTime(500));
    expect(warmPlayer).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByText('Daily Show'));
    act(() => vi.advanceTimersByTime(100));
    expect(warmPlayer).toHaveBeenCalledTimes(1);
  });

  it('handles code that did not arrive, which Play asks for again, so the page is not reloaded over it', () => {
    const failed = Promise.reject(new Error('Failed to load chunk'));
    const handled = vi.spyOn(failed, 'catch');
    warmPlayer.mockReturnValueOnce(failed);
    page();
    fireEvent.pointerDown(screen.getByText('Chandni Ke Mela'));
    expect(warmPlayer).toHaveBeenCalledTimes(1);
    expect(handled).toHaveBeenCalled();
  });

  it('leaves other links and other sites alone', () => {
    page();
    fireEvent.pointerDown(screen.getByText('Movies'));
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    act(() => screen.getByText('Movies').focus());
    act(() => vi.advanceTimersByTime(500));
    expect(warmPlayer).not.toHaveBeenCalled();
  });
});
