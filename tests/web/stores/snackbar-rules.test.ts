import { describe, expect, it } from 'vitest';
import { autoHideAfter, decodeSnackbarParam, isSnackbarClosable, snackbarType } from '@/stores/snackbar-rules';

function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

describe('snackbar rules (spec 001 §4, §5)', () => {
  it.each([
    [{ isClosable: true, time: 3500 }, true],
    [{ time: 3500 }, false],
    [{}, true],
    [{ isClosable: false }, true],
    [{ isClosable: false, time: 4000 }, false],
  ])('%o is closable: %s', (snackbar, closable) => {
    expect(isSnackbarClosable(snackbar)).toBe(closable);
  });

  it.each([
    ['success', 'success'],
    ['error', 'error'],
    ['info', 'info'],
    [undefined, 'info'],
    ['warning', 'info'],
  ])('type %s shows as %s (default info)', (type, shown) => {
    expect(snackbarType(type)).toBe(shown);
  });

  it.each([
    [{ time: 3500 }, 3500],
    [{ time: 0 }, null],
    [{}, null],
  ])('%o hides after %s ms', (snackbar, after) => {
    expect(autoHideAfter(snackbar)).toBe(after);
  });
});

describe('the sb query parameter (spec 000 §2)', () => {
  it('reads a JSON payload', () => {
    expect(decodeSnackbarParam(base64(JSON.stringify({ message: 'Subscription successful', type: 'success', time: 4000 })))).toEqual({
      message: 'Subscription successful',
      type: 'success',
      time: 4000,
    });
  });

  it('reads a plain message, in any script', () => {
    expect(decodeSnackbarParam(base64('Back online'))).toEqual({ message: 'Back online', type: 'info' });
    expect(decodeSnackbarParam(base64('स्वागत है'))).toEqual({ message: 'स्वागत है', type: 'info' });
  });

  it.each([null, '', '%%%', base64('{"nomessage":1}')])('ignores %j', (value) => {
    expect(decodeSnackbarParam(value)).toBeNull();
  });
});

describe('encodeSnackbarParam', () => {
  it('round-trips through the sb parameter, Unicode included', async () => {
    const { encodeSnackbarParam } = await import('@/stores/snackbar-rules');
    const snackbar = { message: 'Subscription successful — शुभकामनाएँ', type: 'success' as const, time: 4000 };
    expect(decodeSnackbarParam(encodeSnackbarParam(snackbar))).toEqual(snackbar);
  });
});
