import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { FIRST_INSTALL_QUIET_MS, REGISTER_ATTEMPTS, REGISTER_RETRY_MS, ServiceWorker } from '@/components/ui/service-worker';

// A first install (every static file of the build) waits until the loaded page has gone quiet, so
// that a first visit's first clicks have the connection; a worker already installed is checked for
// an update as soon as the page has loaded.

const register = vi.fn<(url: string, options: object) => Promise<void>>(() => Promise.resolve());
const installWorker = (controller: object | null) =>
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller, register, getRegistrations: () => Promise.resolve([]) },
  });

describe('ServiceWorker registration', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    register.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('installs for the first time only once the page has been quiet', () => {
    installWorker(null);
    render(<ServiceWorker enabled />);
    vi.advanceTimersByTime(FIRST_INSTALL_QUIET_MS - 1000);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(FIRST_INSTALL_QUIET_MS - 1000);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1300);
    expect(register).toHaveBeenCalledWith('/service-worker.js', { scope: '/' });
  });

  it('checks an installed worker at once', () => {
    installWorker({});
    render(<ServiceWorker enabled />);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('asks again for a worker script that did not come, a few times', async () => {
    installWorker({});
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    register.mockImplementation(() => Promise.reject(new TypeError('bad HTTP response code (500)')));
    render(<ServiceWorker enabled />);
    for (let attempt = 1; attempt < REGISTER_ATTEMPTS; attempt += 1) {
      expect(register).toHaveBeenCalledTimes(attempt);
      await vi.advanceTimersByTimeAsync(REGISTER_RETRY_MS);
    }
    expect(register).toHaveBeenCalledTimes(REGISTER_ATTEMPTS);
    await vi.advanceTimersByTimeAsync(REGISTER_RETRY_MS * 5);
    expect(register).toHaveBeenCalledTimes(REGISTER_ATTEMPTS);
    register.mockImplementation(() => Promise.resolve());
  });

  it('registers nothing when turned off', () => {
    installWorker(null);
    render(<ServiceWorker enabled={false} />);
    vi.advanceTimersByTime(FIRST_INSTALL_QUIET_MS * 3);
    expect(register).not.toHaveBeenCalled();
  });
});
