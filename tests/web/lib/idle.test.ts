import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenQuiet } from '@/lib/idle';

// Background work (the service worker's first install) waits for the page to go quiet: no press,
// key or scroll for the whole wait, then an idle moment.

describe('whenQuiet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // no requestIdleCallback in jsdom: the idle step is its short timer
  });
  afterEach(() => vi.useRealTimers());

  it('runs once the page has been quiet for the wait', () => {
    const callback = vi.fn();
    whenQuiet(callback, 5000);
    vi.advanceTimersByTime(4999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(callback).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(10_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('starts the wait again at each press, key or scroll', () => {
    const callback = vi.fn();
    whenQuiet(callback, 5000);
    for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart']) {
      vi.advanceTimersByTime(4000);
      window.dispatchEvent(new Event(type));
    }
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5300);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const callback = vi.fn();
    const cancel = whenQuiet(callback, 5000);
    vi.advanceTimersByTime(2000);
    cancel();
    vi.advanceTimersByTime(20_000);
    expect(callback).not.toHaveBeenCalled();
  });
});
