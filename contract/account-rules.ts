import { DEFAULT_CALLING_CODE } from './constants';

// Sign-in validation of spec 000 §5 and §9, shared by the login dialog and the origin, so both
// give the same messages, in the reader's language.

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only bounds the hashing work. */
export const PASSWORD_MAX_LENGTH = 1024;
export const MOBILE_MIN_DIGITS = 4;
export const MOBILE_MAX_DIGITS = 12;
export const USERNAME_MAX_LENGTH = { mobile: 15, email: 256 } as const;
export const CODE_LENGTH = 6;

/**
 * The rules' messages, as full keys of the catalogues (contract/messages/{locale}/): the login
 * dialog renders them through next-intl; the origin answers with the `errors` ones by `text(key)`.
 */
export const MESSAGES = {
  usernameEmpty: 'errors.auth.usernameEmpty',
  emailInvalid: 'errors.auth.emailInvalid',
  mobileInvalid: 'errors.auth.mobileInvalid',
  passwordEmpty: 'errors.auth.passwordEmpty',
  passwordShort: 'errors.auth.passwordShort',
  // the login dialog's own: the origin has no sign-in limited to a partner's domain
  partnerDomain: 'auth.loginDialog.partnerDomain',
  socialAccount: 'errors.auth.socialAccount',
  invalidPassword: 'errors.auth.invalidPassword',
} as const;
export type AccountMessage = (typeof MESSAGES)[keyof typeof MESSAGES];
export type PasswordMessage = typeof MESSAGES.passwordEmpty | typeof MESSAGES.passwordShort;

export type FieldType = 'mobile' | 'email';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** spec 000 §5: mobile when the text is numeric (no 'e', not blank), else e-mail. */
export function fieldTypeOf(username: string): FieldType {
  const text = username.trim();
  return text !== '' && !/e/i.test(text) && /^\+?\d+$/.test(text) ? 'mobile' : 'email';
}

export function usernameMaxLength(username: string): number {
  return USERNAME_MAX_LENGTH[fieldTypeOf(username)];
}

/** The error message's key for a username, or null when it is valid. */
export function validateUsername(username: string, options: { partnerDomain?: string } = {}): AccountMessage | null {
  const text = username.trim();
  if (options.partnerDomain) {
    if (text === '') return MESSAGES.usernameEmpty;
    return isEmail(text) && text.toLowerCase().endsWith(`@${options.partnerDomain.toLowerCase()}`) ? null : MESSAGES.partnerDomain;
  }
  if (text === '') return MESSAGES.usernameEmpty;
  if (fieldTypeOf(text) === 'mobile') return isMobile(text) ? null : MESSAGES.mobileInvalid;
  return isEmail(text) ? null : MESSAGES.emailInvalid;
}

export function isEmail(text: string): boolean {
  return text.length <= USERNAME_MAX_LENGTH.email && EMAIL_PATTERN.test(text);
}

export function isMobile(text: string): boolean {
  return new RegExp(`^\\d{${MOBILE_MIN_DIGITS},${MOBILE_MAX_DIGITS}}$`).test(text);
}

/** The error message's key for a password, or null when it is valid. */
export function validatePassword(password: string): PasswordMessage | null {
  if (password === '') return MESSAGES.passwordEmpty;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordShort;
  return null;
}

export type Identifier = { email: string } | { mobile: string; calling_code: string };

/** spec 000 §5: a username with @ is sent as e-mail, otherwise as mobile with the calling code. */
export function identifierOf(username: string, callingCode: string | null | undefined): Identifier {
  const text = username.trim();
  if (text.includes('@')) return { email: text };
  return { mobile: text, calling_code: normaliseCallingCode(callingCode) };
}

/** '+91', '91' and ' 91 ' all give '+91'; anything else gives the default +91. */
export function normaliseCallingCode(callingCode: string | null | undefined): string {
  const digits = (callingCode ?? '').replace(/[^\d]/g, '');
  return digits && digits.length <= 4 ? `+${digits}` : DEFAULT_CALLING_CODE;
}
