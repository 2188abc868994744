import { IntlMessageFormat } from 'intl-messageformat';
import {
  fieldTypeOf,
  identifierOf,
  normaliseCallingCode,
  usernameMaxLength,
  validatePassword,
  validateUsername,
} from '@/contract/account-rules';
import { DEFAULT_LOCALE, loadMessages } from '@/contract/messages';

// spec 000 §5 and §9: the sign-in rules and their messages, keys of the catalogues whose English
// is the spec's.

const english = loadMessages(DEFAULT_LOCALE, ['auth', 'errors']);
/** The English text of a rule's answer (a key, or null), as the login dialog shows it. */
async function shown(key: string | null): Promise<string | null> {
  if (key === null) return null;
  const message = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], await english);
  return new IntlMessageFormat(message as string, 'en').format() as string;
}

describe('username', () => {
  it.each([
    ['', 'Username is empty'],
    ['   ', 'Username is empty'],
    ['asha@example.com', null],
    ['asha@example', 'Email is not valid.'],
    ['asha', 'Email is not valid.'],
    ['9876543210', null],
    ['1234', null],
    ['123', 'Mobile number is not valid.'],
    ['123456789012', null],
    ['1234567890123', 'Mobile number is not valid.'],
    ['12e4', 'Email is not valid.'],
  ])('%j gives %j', async (username, message) => {
    expect(await shown(validateUsername(username))).toBe(message);
  });

  it.each([
    ['', 'Username is empty'],
    ['ravi@gmail.com', 'Enter your HCL email Id'],
    ['9876543210', 'Enter your HCL email Id'],
    ['ravi@hcl.com', null],
  ])('corporate-partner mode: %j gives %j', async (username, message) => {
    expect(await shown(validateUsername(username, { partnerDomain: 'hcl.com' }))).toBe(message);
  });

  it.each([
    ['9876543210', 'mobile', 15],
    ['1e5', 'email', 256],
    ['', 'email', 256],
    ['asha@example.com', 'email', 256],
  ])('%j is a %s field of at most %i characters', (username, type, max) => {
    expect(fieldTypeOf(username)).toBe(type);
    expect(usernameMaxLength(username)).toBe(max);
  });
});

describe('password', () => {
  it.each([
    ['', 'Password is empty'],
    ['1234567', 'Password should be minimum 8 characters'],
    ['12345678', null],
    ['a very long passphrase '.repeat(20), null],
  ])('%j gives %j', async (password, message) => {
    expect(await shown(validatePassword(password))).toBe(message);
  });
});

describe('what is sent', () => {
  it.each([
    ['asha@example.com', '+44', { email: 'asha@example.com' }],
    ['9876543210', '+44', { mobile: '9876543210', calling_code: '+44' }],
    ['9876543210', null, { mobile: '9876543210', calling_code: '+91' }],
    ['9876543210', '971', { mobile: '9876543210', calling_code: '+971' }],
  ])('%j with calling code %j sends %j', (username, callingCode, identifier) => {
    expect(identifierOf(username, callingCode)).toEqual(identifier);
  });

  it('defaults the calling code to +91', () => {
    expect(normaliseCallingCode(undefined)).toBe('+91');
    expect(normaliseCallingCode('nonsense')).toBe('+91');
  });
});
