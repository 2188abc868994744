import { LANDSCAPE_LOCK_DELAY_MS, isSamsungApp, samsungFullscreen } from '@/lib/webview';

describe('Samsung app webview', () => {
  it('is recognised by the flag proxy.ts keeps from the address, not by a browser', () => {
    expect(isSamsungApp()).toBe(false);
    document.cookie = 'webview=samsung; path=/';
    expect(isSamsungApp()).toBe(true);
    document.cookie = 'webview=; path=/; max-age=0';
  });

  it('asks for fullscreen, locks to landscape 5 s after entering it, and only logs a failed lock', async () => {
    vi.useFakeTimers();
    const frame = document.createElement('div');
    frame.requestFullscreen = vi.fn(async () => undefined);
    const lock = vi.fn(async () => {
      throw new Error('not supported');
    });
    Object.defineProperty(screen, 'orientation', { configurable: true, value: { lock } });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => frame });
    const log = vi.fn();
    const stop = samsungFullscreen(frame, log);
    expect(frame.requestFullscreen).toHaveBeenCalled();
    document.dispatchEvent(new Event('fullscreenchange'));
    vi.advanceTimersByTime(LANDSCAPE_LOCK_DELAY_MS - 1);
    expect(lock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(lock).toHaveBeenCalledWith('landscape');
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Screen orientation lock failed: Error: not supported'));
    stop();
    vi.useRealTimers();
  });
});
