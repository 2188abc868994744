import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, type LazyComponent } from '@/components/ui/lazy-component';

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

  it('renders the component that arrives in slices, so that the page can answer between them', async () => {
    // a part of 60 rows, each of which takes 5 ms to render; the page asks for its own work (a
    // timer) as the first row renders
    const rows = { rendered: 0, whenAnswered: -1 };
    const renderRow = () => {
      const until = performance.now() + 5;
      while (performance.now() < until);
      rows.rendered += 1;
      if (rows.rendered === 1) setTimeout(() => (rows.whenAnswered = rows.rendered), 0);
    };
    function Slow() {
      renderRow();
      return <li>row</li>;
    }
    function Heavy({ name }: { name: string }) {
      return (
        <ul aria-label={name}>
          {Array.from({ length: 60 }, (_, i) => (
            <Slow key={i} />
          ))}
        </ul>
      );
    }
    let arrived!: (component: typeof Heavy) => void;
    const Lazy = lazyComponent<{ name: string }>(() => new Promise((resolve) => (arrived = resolve)));
    // React as a browser runs it: its scheduler's tasks, not a test's act() that renders in one go
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    try {
      render(<Lazy name="Rows" />);
      await waitFor(() => expect(arrived).toBeTypeOf('function'));
      arrived(Heavy);
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(60), { timeout: 3000 });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(rows.whenAnswered).toBeGreaterThan(0);
    expect(rows.whenAnswered).toBeLessThan(60);
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
});
