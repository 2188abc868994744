import Cookies from 'js-cookie';
import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, endExpiredSession } from '@/lib/api/client';
import { isChunkLoadFailure, reloadOnceFor } from '@/components/ui/chunk-reload';

// spec 001 §8: 401s, no response, and chunk-load failures.

const answering =
  (status: number, data: object): AxiosAdapter =>
  async (config) => {
    if (status < 400) return { data, status, statusText: '', headers: {}, config };
    throw Object.assign(new Error(`status ${status}`), {
      isAxiosError: true,
      config,
      response: { data, status, statusText: '', headers: {}, config },
    });
  };

afterEach(() => {
  Cookies.remove('plan');
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('the API client', () => {
  it('ends the session on a 401, except where the caller handles it or the status_code says flagged or IP block (never the words)', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({ onUnauthorized });
    client.defaults.adapter = answering(401, { message: 'Please sign in to continue.' });
    await expect(client.get('/api/v2/secured/user/watchlists')).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(client.get('/api/v2/catalog/profiles/0.1/1', { skipAuthRedirect: true })).rejects.toThrow();
    client.defaults.adapter = answering(401, { message: 'संदिग्ध गतिविधि के कारण आपका खाता फ़्लैग किया गया है।', status_code: 'ACCOUNT_FLAGGED' });
    await expect(client.get('/api/v2/secured/user/watchlists')).rejects.toThrow();
    client.defaults.adapter = answering(401, { message: 'IP blocked', status_code: 'IP_BLOCKED' });
    await expect(client.get('/api/v2/secured/user/watchlists')).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('treats a call with no response as 503', async () => {
    const client = createApiClient();
    client.defaults.adapter = async (config) => {
      throw Object.assign(new Error('Network Error'), { isAxiosError: true, config });
    };
    await expect(client.get('/api/v1/common/countries')).rejects.toMatchObject({ response: { status: 503 } });
  });

  it('logs a signed-in browser out and reloads once; a visitor’s page never reloads', async () => {
    const post = vi.fn().mockResolvedValue({ data: {} });
    const reload = vi.fn();
    endExpiredSession({ post } as never, reload);
    expect(post).not.toHaveBeenCalled();
    Cookies.set('plan', 'basic');
    endExpiredSession({ post } as never, reload);
    endExpiredSession({ post } as never, reload);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/v1/auth/users/logout', {}, expect.objectContaining({ skipAuthRedirect: true }));
  });
});

describe('a page whose code failed to load', () => {
  it.each([
    [{ name: 'ChunkLoadError', message: 'Loading chunk 123 failed.' }, true],
    [{ code: 'CSS_CHUNK_LOAD_FAILED', message: 'Loading CSS chunk 7 failed' }, true],
    [new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/a.js'), true],
    [new Error('Something else'), false],
  ])('%o is a chunk-load failure: %s', (reason, expected) => {
    expect(isChunkLoadFailure(reason)).toBe(expected);
  });

  it('loads again once, after 200 ms', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    expect(reloadOnceFor({ name: 'ChunkLoadError' }, reload)).toBe(true);
    vi.advanceTimersByTime(199);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    // the same address failing again is not reloaded in a loop
    expect(reloadOnceFor({ name: 'ChunkLoadError' }, reload)).toBe(false);
    expect(reloadOnceFor(new Error('other'), reload)).toBe(false);
  });
});
