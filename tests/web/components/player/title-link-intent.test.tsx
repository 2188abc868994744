import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StoreProvider } from '@/stores/store-provider';
import { TitleLinkIntent } from '@/components/player/title-link-intent';
import type { InitialSession } from '@/lib/session-types';

const warmPlayer = vi.fn();
const preparePlay = vi.fn();
vi.mock('@/components/player/warm-player', () => ({ warmPlayer: (...args: unknown[]) => warmPlayer(...args) }));

/** A page's links (cards, menus, another site) beside the host, which listens on the document. */
/**
 * `session`: what the server knew of the viewer (null: nothing yet, as before a profile fetch);
 * `plays`: with links that name the play their page opens with (free titles' cards).
 */
function page({ session = { user: null }, plays = false }: { session?: InitialSession | null; plays?: boolean } = {}) {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<a href="/movie/watch/114/chandni-ke-mela"><span>Chandni Ke Mela</span></a>
     <a href="/tv/watch/12/daily-show">Daily Show</a>
     ${plays ? '<a href="/movie/watch/115/raat-ki-rani" data-play="1150"><span>Raat Ki Rani</span></a>' : ''}
     ${plays ? '<a href="/original/watch/31/pehli-baarish" data-play="3101">Pehli Baarish</a>' : ''}
     <a href="/movies">Movies</a>
     <a href="https://elsewhere.example/movie/watch/1/x">Elsewhere</a>`,
  );
  return render(
    <StoreProvider initialSession={session ?? undefined}>
      <TitleLinkIntent />
    </StoreProvider>,
  );
}

describe('the player code fetched on the intent to open a title', () => {
  beforeEach(() => {
    warmPlayer.mockReset();
    preparePlay.mockReset();
    warmPlayer.mockReturnValue(Promise.resolve({ preparePlay }));
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

  it("prepares the play a pressed link names, for a visitor, while its page is on its way; each link's own", async () => {
    page({ plays: true });
    fireEvent.pointerDown(screen.getByText('Raat Ki Rani'));
    fireEvent.pointerDown(screen.getByText('Pehli Baarish'));
    await act(async () => undefined);
    expect(warmPlayer).toHaveBeenCalledWith({ ads: true, media: false });
    expect(preparePlay.mock.calls).toEqual([
      [1150, null, { ads: true }],
      [3101, null, { ads: true }],
    ]);
    // the code was fetched with the preparation: resting on a link fetches nothing more
    fireEvent.pointerOver(screen.getByText('Daily Show'));
    act(() => vi.advanceTimersByTime(500));
    expect(warmPlayer).toHaveBeenCalledTimes(2);
  });

  it("prepares it when the page's loader presses a link again, held while the page hydrated (a click with no pointer before it)", async () => {
    page({ plays: true });
    const followed = (event: Event) => event.preventDefault();
    document.addEventListener('click', followed);
    screen.getByText('Raat Ki Rani').closest('a')!.click();
    document.removeEventListener('click', followed);
    await act(async () => undefined);
    expect(preparePlay).toHaveBeenCalledWith(1150, null, { ads: true });
  });

  it('prepares it for the signed-in viewer, without the ad part on a plan without ads, and on Enter', async () => {
    page({ session: { user: { uuid: 'u-7', activeUserPlan: 'premium' } as never }, plays: true });
    fireEvent.keyDown(screen.getByText('Pehli Baarish'), { key: 'Enter' });
    await act(async () => undefined);
    expect(preparePlay).toHaveBeenCalledWith(3101, 'u-7', { ads: false });
  });

  it('only fetches the code for a press that opens the page elsewhere, or before the viewer is known', async () => {
    page({ plays: true });
    // (a mouse event: this document has no PointerEvent to carry the modifier key)
    fireEvent(screen.getByText('Raat Ki Rani'), new MouseEvent('pointerdown', { bubbles: true, ctrlKey: true }));
    await act(async () => undefined);
    expect(warmPlayer).toHaveBeenCalledWith({ ads: true, media: true });
    cleanup();
    document.body.innerHTML = '';
    page({ session: null, plays: true });
    fireEvent.pointerDown(screen.getByText('Raat Ki Rani'));
    await act(async () => undefined);
    expect(preparePlay).not.toHaveBeenCalled();
  });

  it("fetches the preparation's code once the page is idle where a link prepares a play, and not elsewhere", () => {
    page();
    act(() => vi.advanceTimersByTime(5000));
    expect(warmPlayer).not.toHaveBeenCalled();
    cleanup();
    document.body.innerHTML = '';
    page({ plays: true });
    act(() => vi.advanceTimersByTime(5000));
    expect(warmPlayer.mock.calls).toEqual([[{ ads: true, media: false }]]);
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
