import { PROGRESS_BAR } from '@/contract/constants';

// spec 001 §4 "Top progress bar": starts, advances randomly, pauses above 85 percent, finishes at
// 100, and hides after about 0.5 seconds. Constants: spec 001 §9 (PROGRESS_BAR).

import type { ProgressState } from './progress-state';

export { idleProgress, type ProgressState } from './progress-state';

/** How often the bar advances while running. */
export const PROGRESS_TICK_MS = 100;

export function startProgress(): ProgressState {
  return { visible: true, percent: 0, failed: false };
}

/**
 * One random step. random lies in [0, 1); the mean step reaches the pause point in the default
 * duration (3000 ms). Once above 85 percent the bar waits for finishProgress.
 */
export function advanceProgress(state: ProgressState, random: number, durationMs: number = PROGRESS_BAR.durationMs): ProgressState {
  if (!state.visible || state.percent === 100 || isProgressPaused(state)) return state;
  const ticks = Math.max(1, durationMs / PROGRESS_TICK_MS);
  const step = ((2 * PROGRESS_BAR.pauseAbovePercent) / ticks) * Math.min(Math.max(random, 0), 1);
  return { ...state, percent: Math.min(99, state.percent + step) };
}

export function isProgressPaused(state: ProgressState): boolean {
  return state.percent > PROGRESS_BAR.pauseAbovePercent && state.percent < 100;
}

/** Completes a running bar; a bar that never started stays hidden. */
export function finishProgress(state: ProgressState): ProgressState {
  return state.visible ? { ...state, percent: 100 } : state;
}

/** Completes the bar in the failure colour. */
export function failProgress(): ProgressState {
  return { visible: true, percent: 100, failed: true };
}

/** A finished bar hides after PROGRESS_BAR.hideAfterMs. */
export function shouldScheduleHide(state: ProgressState): boolean {
  return state.visible && state.percent === 100;
}

export function progressColour(state: ProgressState): string {
  return state.failed ? PROGRESS_BAR.failureColour : PROGRESS_BAR.colour;
}
