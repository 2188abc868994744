import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from '@/components/share/share-button';
import { ShareHost } from '@/components/share/share-host';
import { openShareWindow, shareAddress } from '@/components/share/share-window';
import { renderWithStores } from '../../render';

// spec 001 §3 "Share modal", §4 (the 626 x 436 popup, closure polled every 500 ms) and §7 (the
// music share event).

const path = '/music/watch/7/aashiqui/42/tum-hi-ho';
const url = `${window.location.origin}${path}`;

function renderButton() {
  renderWithStores(
    <>
      <ShareHost />
      <ShareButton contentId={42} title="Tum Hi Ho" path={path} />
    </>,
  );
  return screen.getByRole('button', { name: 'Share Tum Hi Ho' });
}

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('ShareButton', () => {
  it('uses the system share sheet where there is one, and reports the share', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const button = renderButton();
    await act(async () => fireEvent.click(button));
    expect(share).toHaveBeenCalledWith({ title: 'Tum Hi Ho', url });
    expect(window.dataLayer).toEqual([{ event: 'music_share', content_id: 42, title: 'Tum Hi Ho', method: 'share' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reports nothing when the viewer closes the share sheet', async () => {
    Object.defineProperty(navigator, 'share', {
      value: vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError')),
      configurable: true,
    });
    const button = renderButton();
    await act(async () => fireEvent.click(button));
    expect(window.dataLayer).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the share modal elsewhere: a network opens in a 626 x 436 popup and is reported', async () => {
    const popup = { closed: false };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as Window);
    const button = renderButton();
    await act(async () => fireEvent.click(button));
    const dialog = await screen.findByRole('dialog', { name: 'Share Tum Hi Ho' });
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveValue(url);
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Share on WhatsApp' }));
    expect(open).toHaveBeenCalledWith(
      shareAddress('whatsapp', { url, title: 'Tum Hi Ho' }),
      'share',
      expect.stringContaining('width=626,height=436'),
    );
    expect(window.dataLayer).toEqual([{ event: 'music_share', content_id: 42, title: 'Tum Hi Ho', method: 'whatsapp' }]);
    // the modal closes once the viewer closes the network's window
    popup.closed = true;
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(dialog).not.toBeInTheDocument();
  });

  it('copies the link from the modal and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const button = renderButton();
    await act(async () => fireEvent.click(button));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    expect(window.dataLayer).toEqual([{ event: 'music_share', content_id: 42, title: 'Tum Hi Ho', method: 'copy' }]);
  });

  it('says so when the browser blocks the popup', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const button = renderButton();
    await act(async () => fireEvent.click(button));
    fireEvent.click(await screen.findByRole('button', { name: 'Share on Facebook' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your browser blocked the share window. Copy the link instead.');
    expect(window.dataLayer).toEqual([]);
  });
});

describe('share windows', () => {
  it("builds each network's share address", () => {
    const share = { url: 'https://chalchitra.test/s', title: 'Tum Hi Ho', hashtags: ['bollywood', 'love'] };
    expect(shareAddress('facebook', share)).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fchalchitra.test%2Fs');
    expect(shareAddress('x', share)).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fchalchitra.test%2Fs&text=Tum+Hi+Ho&hashtags=bollywood%2Clove',
    );
    expect(shareAddress('whatsapp', share)).toBe('https://api.whatsapp.com/send?text=Tum+Hi+Ho+https%3A%2F%2Fchalchitra.test%2Fs');
  });

  it('notices a closed popup by polling every 500 ms, once', () => {
    vi.useFakeTimers();
    const popup = { closed: false };
    vi.spyOn(window, 'open').mockReturnValue(popup as Window);
    const onOpen = vi.fn();
    const onClose = vi.fn();
    expect(openShareWindow('https://example.test', { onOpen, onClose })).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(onClose).not.toHaveBeenCalled();
    popup.closed = true;
    vi.advanceTimersByTime(499);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(5000);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
