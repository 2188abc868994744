import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEXT_COUNTDOWN_SECONDS, NextPreview } from '@/components/player/next-preview';

describe('next-content preview', () => {
  afterEach(() => vi.useRealTimers());

  it('counts down and then plays the next content', () => {
    vi.useFakeTimers();
    const onPlay = vi.fn();
    render(<NextPreview next={{ content_id: 7, title: 'Episode 2' }} onPlay={onPlay} onCancel={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(`Up next: Episode 2 in ${NEXT_COUNTDOWN_SECONDS} s`);
    for (let second = 0; second < 3; second += 1)
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    expect(screen.getByRole('status')).toHaveTextContent(`in ${NEXT_COUNTDOWN_SECONDS - 3} s`);
    expect(onPlay).not.toHaveBeenCalled();
    for (let second = 3; second < NEXT_COUNTDOWN_SECONDS; second += 1)
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('plays at once or cancels on request', async () => {
    const onPlay = vi.fn();
    const onCancel = vi.fn();
    render(<NextPreview next={{ content_id: 7, title: 'Episode 2' }} onPlay={onPlay} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
