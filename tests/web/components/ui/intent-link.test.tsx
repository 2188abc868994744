import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntentLink } from '@/components/ui/intent-link';

// The shell's links ask Next.js for their page ahead only once the visitor reaches for them. The
// router's link is a stand-in that shows the prefetch it was given.

vi.mock('next/link', () => ({
  default: ({ prefetch, children, ...props }: { prefetch?: boolean | null; children: ReactNode; href: string }) => (
    <a {...props} data-prefetch={String(prefetch)}>
      {children}
    </a>
  ),
}));

const link = () => screen.getByRole('link', { name: 'Movies' });

describe('a shell link', () => {
  afterEach(cleanup);

  it('asks for nothing ahead while it is only on the screen', () => {
    render(<IntentLink href="/movies">Movies</IntentLink>);
    expect(link()).toHaveAttribute('data-prefetch', 'false');
  });

  it.each([
    ['the pointer comes to it', (element: HTMLElement) => fireEvent.pointerEnter(element)],
    ['a finger goes down on it', (element: HTMLElement) => fireEvent.touchStart(element)],
    ['it takes keyboard focus', (element: HTMLElement) => fireEvent.focus(element)],
  ])('hands the prefetch back to Next.js once %s, and still calls its own handlers', (_, reach) => {
    const onFocus = vi.fn();
    const onPointerEnter = vi.fn();
    const onTouchStart = vi.fn();
    render(
      <IntentLink href="/movies" onFocus={onFocus} onPointerEnter={onPointerEnter} onTouchStart={onTouchStart}>
        Movies
      </IntentLink>,
    );
    reach(link());
    expect(link()).toHaveAttribute('data-prefetch', 'null');
    expect(onFocus.mock.calls.length + onPointerEnter.mock.calls.length + onTouchStart.mock.calls.length).toBe(1);
  });
});
