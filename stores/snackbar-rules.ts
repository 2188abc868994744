// spec 001 §3 "Snackbar", §4 and §5: type defaults to info; auto-hides after its time; closable when
// flagged so, or when no time is set. spec 000 §2: the sb query parameter carries a base64 payload.

import { snackbarType, type SnackbarData } from './snackbar-types';

export { snackbarType };
export type { ShownSnackbar, SnackbarData, SnackbarType } from './snackbar-types';

export function isSnackbarClosable(snackbar: Pick<SnackbarData, 'isClosable' | 'time'>): boolean {
  return snackbar.isClosable === true || snackbar.time === undefined || snackbar.time === null;
}

export function autoHideAfter(snackbar: Pick<SnackbarData, 'time'>): number | null {
  return typeof snackbar.time === 'number' && snackbar.time > 0 ? snackbar.time : null;
}

function decodeBase64(value: string): string {
  const normalised = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(normalised.padEnd(Math.ceil(normalised.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * Reads the sb query parameter: base64 of a JSON object {message, type?, time?, isClosable?}, or of
 * the plain message. Anything unreadable gives null.
 */
export function decodeSnackbarParam(value: string | null | undefined): SnackbarData | null {
  if (!value) return null;
  let text: string;
  try {
    text = decodeBase64(value).trim();
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'string') return { message: parsed, type: 'info' };
    if (parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string') {
      const payload = parsed as { message: string; type?: unknown; time?: unknown; isClosable?: unknown };
      return {
        message: payload.message,
        type: snackbarType(payload.type),
        ...(typeof payload.time === 'number' ? { time: payload.time } : {}),
        ...(payload.isClosable === true ? { isClosable: true } : {}),
      };
    }
    return null;
  } catch {
    return { message: text, type: 'info' };
  }
}

/** The sb query parameter for a snackbar to show after a full page load. */
export function encodeSnackbarParam(snackbar: SnackbarData): string {
  const bytes = new TextEncoder().encode(JSON.stringify(snackbar));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
