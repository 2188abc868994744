// spec 001 §3 "Snackbar": what the UI store holds (the rules to show one are in snackbar-rules.ts).

export type SnackbarType = 'success' | 'error' | 'info';

export interface SnackbarData {
  message: string;
  type?: SnackbarType;
  /** Milliseconds before it hides; without it the snackbar stays until closed. */
  time?: number;
  action?: () => void;
  actionText?: string;
  isClosable?: boolean;
}

export interface ShownSnackbar extends SnackbarData {
  type: SnackbarType;
  /** Tells two equal messages apart, so that each restarts the timer. */
  id: number;
}

export function snackbarType(type: unknown): SnackbarType {
  return type === 'success' || type === 'error' ? type : 'info';
}
