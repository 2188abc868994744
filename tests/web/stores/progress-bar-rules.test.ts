import { describe, expect, it } from 'vitest';
import {
  advanceProgress,
  failProgress,
  finishProgress,
  idleProgress,
  isProgressPaused,
  progressColour,
  shouldScheduleHide,
  startProgress,
} from '@/stores/progress-bar-rules';

// spec 001 §4 "Top progress bar" and §9 constants.
describe('top progress bar rules', () => {
  it('starts visible at 0', () => {
    expect(startProgress()).toEqual({ visible: true, percent: 0, failed: false });
  });

  it('advances by a random step', () => {
    const slow = advanceProgress(startProgress(), 0.1);
    const fast = advanceProgress(startProgress(), 0.9);
    expect(slow.percent).toBeGreaterThan(0);
    expect(fast.percent).toBeGreaterThan(slow.percent);
  });

  it('reaches the pause point in about the default duration (3000 ms) at the mean step', () => {
    let state = startProgress();
    for (let tick = 0; tick < 30; tick += 1) state = advanceProgress(state, 0.5);
    expect(state.percent).toBeGreaterThanOrEqual(84);
    expect(state.percent).toBeLessThan(95);
  });

  it('pauses above 85 percent', () => {
    const paused = { visible: true, percent: 86, failed: false };
    expect(isProgressPaused(paused)).toBe(true);
    expect(advanceProgress(paused, 0.99)).toBe(paused);
    expect(isProgressPaused({ visible: true, percent: 85, failed: false })).toBe(false);
  });

  it('never advances a hidden bar', () => {
    expect(advanceProgress(idleProgress, 0.9)).toBe(idleProgress);
  });

  it('finishes at 100 and then schedules hiding (after 500 ms)', () => {
    const finished = finishProgress({ visible: true, percent: 60, failed: false });
    expect(finished.percent).toBe(100);
    expect(shouldScheduleHide(finished)).toBe(true);
    expect(shouldScheduleHide({ visible: true, percent: 60, failed: false })).toBe(false);
  });

  it('does not show a bar that never started when finishing', () => {
    expect(finishProgress(idleProgress)).toEqual(idleProgress);
  });

  it.each([
    [startProgress(), '#00bff2'],
    [failProgress(), '#ff0000'],
  ])('uses the colour of spec 001 §9', (state, colour) => {
    expect(progressColour(state)).toBe(colour);
  });
});
