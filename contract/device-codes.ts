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
