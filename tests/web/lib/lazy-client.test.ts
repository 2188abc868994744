import type { AxiosInstance } from 'axios';

// The browser's API client, loaded on the first call, unless a page's own code hands it over.

afterEach(() => vi.resetModules());

describe('the lazy API client', () => {
  it('is the instance a page hands over, without loading its module', async () => {
    const loaded = vi.fn();
    vi.doMock('@/lib/api/client', () => {
      loaded();
      return { api: { name: 'loaded' } };
    });
    const { adoptClient, client } = await import('@/lib/api/lazy-client');
    const handed = { name: 'handed' } as unknown as AxiosInstance;
    adoptClient(handed);
    expect(await client()).toBe(handed);
    expect(loaded).not.toHaveBeenCalled();
  });

  it('keeps the instance already loaded when one is handed over later', async () => {
    vi.doMock('@/lib/api/client', () => ({ api: { name: 'loaded' } }));
    const { adoptClient, client } = await import('@/lib/api/lazy-client');
    const first = await client();
    adoptClient({ name: 'handed' } as unknown as AxiosInstance);
    expect(await client()).toBe(first);
    expect(first).toEqual({ name: 'loaded' });
  });
});
