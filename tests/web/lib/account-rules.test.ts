import {
  fieldTypeOf,
  identifierOf,
  normaliseCallingCode,
  usernameMaxLength,
  validatePassword,
  validateUsername,
} from '@/contract/account-rules';

// spec 000 §5 and §9: the sign-in rules and their messages.

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
  ])('%j gives %j', (username, message) => {
    expect(validateUsername(username)).toBe(message);
  });

  it.each([
    ['', 'Username is empty'],
    ['ravi@gmail.com', 'Enter your HCL email Id'],
    ['9876543210', 'Enter your HCL email Id'],
    ['ravi@hcl.com', null],
  ])('corporate-partner mode: %j gives %j', (username, message) => {
    expect(validateUsername(username, { partnerDomain: 'hcl.com' })).toBe(message);
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
  ])('%j gives %j', (password, message) => {
    expect(validatePassword(password)).toBe(message);
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
