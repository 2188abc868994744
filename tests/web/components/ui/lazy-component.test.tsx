import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, type LazyComponent } from '@/components/ui/lazy-component';
import { isChunkLoadFailure } from '@/components/ui/chunk-reload';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Opener({ Lazy }: { Lazy: LazyComponent<{ name: string }> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen((value) => !value)}>
        Toggle
      </button>
      {open ? <Lazy name="Asha" /> : null}
    </>
  );
}

describe('lazyComponent', () => {
  it('fetches the code only when first shown, once, and shows the component as soon as it arrives', async () => {
    const loader = vi.fn(async () => Greeting);
    const Lazy = lazyComponent(loader);
    render(<Opener Lazy={Lazy} />);
    expect(loader).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button', { name: 'Toggle' }).click());
    expect(await screen.findByText('Hello Asha')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Toggle' }).click());
    expect(screen.queryByText('Hello Asha')).toBeNull();
    // shown again: at once, from the code already fetched
    act(() => screen.getByRole('button', { name: 'Toggle' }).click());
    expect(screen.getByText('Hello Asha')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('shares one fetch between early loads and tries again after a failed one', async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(Greeting);
    const Lazy = lazyComponent<{ name: string }>(loader);
    await expect(Lazy.load()).rejects.toThrow('chunk failed');
    const [first, second] = await Promise.all([Lazy.load(), Lazy.load()]);
    expect(first).toBe(Greeting);
    expect(second).toBe(Greeting);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('counts code that has not arrived in 120000 ms as failed to load (ChunkLoadError), and fetches it again on the next use', async () => {
    vi.useFakeTimers();
    try {
      const loader = vi
        .fn()
        .mockReturnValueOnce(new Promise(() => undefined))
        .mockResolvedValue(Greeting);
      const Lazy = lazyComponent<{ name: string }>(loader);
      const first = Lazy.load();
      const failed = expect(first).rejects.toMatchObject({ name: 'ChunkLoadError' });
      await vi.advanceTimersByTimeAsync(119_999);
      expect(loader).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await failed;
      await expect(first.catch((error: unknown) => isChunkLoadFailure(error))).resolves.toBe(true);
      await expect(Lazy.load()).resolves.toBe(Greeting);
      expect(loader).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
