// TV activation codes (issue 15, RFC 8628 §6.1): 8 characters a person reads off a TV and types,
// from an alphabet without look-alikes (no 0/O, no 1/I/L), shown as XXXX-XXXX and taken in either
// case, with or without the dash.

export const USER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const USER_CODE_LENGTH = 8;

/** The code as stored (8 upper-case characters), or null when it cannot be one. */
export function normaliseUserCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== USER_CODE_LENGTH) return null;
  for (const char of code) if (!USER_CODE_ALPHABET.includes(char)) return null;
  return code;
}

/** XXXX-XXXX */
export function formatUserCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** What a code entry answers when it cannot go on (the origin's errors, and the form's own check). */
export const USER_CODE_TEXTS = {
  malformed: 'Enter the 8-character code shown on your TV.',
  unknown: 'This code is not valid. Check the code on your TV and try again.',
  expired: 'This code has expired. Start again on your TV to get a new code.',
  used: 'This code has already been used. Start again on your TV to get a new code.',
} as const;
