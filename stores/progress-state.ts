// spec 001 §4 "Top progress bar": what the UI store holds (its rules are in progress-bar-rules.ts).

export interface ProgressState {
  visible: boolean;
  percent: number;
  failed: boolean;
}

export const idleProgress: ProgressState = { visible: false, percent: 0, failed: false };
