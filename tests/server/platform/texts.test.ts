import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import enErrors from '@/contract/messages/en/errors.json' with { type: 'json' };
import enNotifications from '@/contract/messages/en/notifications.json' with { type: 'json' };
import { LOCALES } from '@/contract/locales';
import { MESSAGES, validatePassword } from '@/contract/account-rules';
import { USER_CODE_TEXTS } from '@/contract/device-codes';
import { DOWNLOADS_PREMIUM_PROMPT } from '@/contract/entitlements';
import { MAX_PROFILES, PIN_LOCK_MINUTES, PROFILE_MESSAGES } from '@/contract/schemas/profiles';
import { keyOfEnglish, render, text, translateEnglish, type TextKey } from '@/server/platform/texts';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '@/server/platform/errors';

// The origin's words (server/platform/texts.ts): `text('errors.…')` names a message of the
// catalogues, checked by tsc; its English is the English the origin always answered with; every
// message of the `errors` and `notifications` namespaces is used, and every language renders it.

const ROOT = path.resolve(import.meta.dirname, '../../..');

function filesUnder(dir: string, ending: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file, ending) : file.endsWith(ending) ? [file] : [];
  });
}

/** Every message key of a catalogue, dotted from its namespace. */
function keysOf(namespace: string, node: Record<string, unknown>, prefix = `${namespace}.`): string[] {
  return Object.entries(node).flatMap(([name, value]) =>
    value && typeof value === 'object' ? keysOf(namespace, value as Record<string, unknown>, `${prefix}${name}.`) : [`${prefix}${name}`],
  );
}

const SERVER_SOURCES = filesUnder(path.join(ROOT, 'server'), '.ts').map((file) => ({
  file: path.relative(ROOT, file),
  source: readFileSync(file, 'utf8'),
}));

describe('the origin’s texts', () => {
  it('checks a key against the English catalogue (a wrong key fails tsc)', () => {
    // @ts-expect-error: not a message of errors.json
    const wrong = text('errors.auth.noSuchMessage');
    expect(wrong.key).toBe('errors.auth.noSuchMessage');
    expect(text('errors.auth.invalidPassword')).toEqual({ key: 'errors.auth.invalidPassword' });
  });

  it('uses every message of errors.json and notifications.json, each by a text(…) call in server/ (or a rule it renders), and names none that is missing', () => {
    // (drizzle's text('column') in server/db/schema names a column, not a message)
    const used = new Set(
      SERVER_SOURCES.flatMap(({ source }) =>
        [...source.matchAll(/\btext\(\s*'((?:errors|notifications)\.[\w.]+)'/g)].map((match) => match[1]),
      ),
    );
    // the password rule (contract/account-rules.ts) answers with keys the origin renders by text(problem)
    for (const password of ['', 'short']) used.add(validatePassword(password)!);
    const keys = [...keysOf('errors', enErrors), ...keysOf('notifications', enNotifications)];
    expect(keys.filter((key) => !used.has(key))).toEqual([]);
    expect([...used].filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('throws no error with words of its own outside the catalogue (the operators’ media ingest aside)', () => {
    const literal = /new (?:Validation|Unauthorized|Forbidden|NotFound|Conflict|TooManyRequests|ServiceUnavailable)Error\(\s*['`"]/;
    const offenders = SERVER_SOURCES.filter(({ file, source }) => !file.includes('media-ingest') && literal.test(source)).map(
      ({ file }) => file,
    );
    expect(offenders).toEqual([]);
  });

  it('speaks English as the origin always did, and the contract’s English words for the web are the catalogue’s', () => {
    const profileWords = Object.entries(PROFILE_MESSAGES).filter(([, value]) => typeof value === 'string') as Array<[string, string]>;
    for (const [name, english] of profileWords) {
      const values: Record<string, number> | undefined =
        name === 'tooMany' ? { max: MAX_PROFILES } : name === 'pinLocked' ? { minutes: PIN_LOCK_MINUTES } : undefined;
      expect(render(text(`errors.profiles.${name}` as TextKey, values))).toBe(english);
    }
    for (const left of [1, 2, 4]) expect(render(text('errors.profiles.wrongPin', { left }))).toBe(PROFILE_MESSAGES.wrongPin(left));
    expect(render(text('errors.devices.codeMalformed'))).toBe(USER_CODE_TEXTS.malformed);
    expect(render(text('errors.devices.codeUnknown'))).toBe(USER_CODE_TEXTS.unknown);
    expect(render(text('errors.devices.codeExpired'))).toBe(USER_CODE_TEXTS.expired);
    expect(render(text('errors.devices.codeUsed'))).toBe(USER_CODE_TEXTS.used);
    expect(render(text('errors.downloads.premiumPrompt'))).toBe(DOWNLOADS_PREMIUM_PROMPT);
    expect(render(text('errors.rewards.notMember'))).toBe('Rewards are for MZaalo members. Join the free MZaalo plan to earn coins.');
    expect(render(text('errors.common.malformedPath'))).toBe('This address is not valid: it has a broken percent-encoding.');
    // the sign-in rules' keys (contract/account-rules.ts) give spec 000's words
    for (const [key, english] of [
      [MESSAGES.usernameEmpty, 'Username is empty'],
      [MESSAGES.emailInvalid, 'Email is not valid.'],
      [MESSAGES.mobileInvalid, 'Mobile number is not valid.'],
      [MESSAGES.passwordEmpty, 'Password is empty'],
      [MESSAGES.passwordShort, 'Password should be minimum 8 characters'],
      [MESSAGES.socialAccount, 'You already created an account using Google/Facebook. Please sign in instead.'],
      [MESSAGES.invalidPassword, 'Invalid password'],
    ] as const)
      expect(render(text(key))).toBe(english);
    expect(render(text('errors.auth.verified'))).toBe('Verification successfully.');
    expect(render(text('errors.users.accountDeleted'))).toBe('Your account details have been successfully deleted !');
    expect(render(text('notifications.support.topics.account'))).toBe('My account and sign-in');
    expect(render(text('errors.playback.streamLimit', { limit: 1 }))).toBe(
      'Your plan lets you watch on 1 screen at a time. Stop watching on one of them to watch here.',
    );
    expect(render(text('errors.playback.streamLimit', { limit: 4 }))).toBe(
      'Your plan lets you watch on 4 screens at a time. Stop watching on one of them to watch here.',
    );

    // the plurals, numbers and dates the English strings were built with
    expect(render(text('errors.payments.walletCodeInvalid', { left: 1 }))).toBe('The code is not valid. 1 attempt left.');
    expect(render(text('errors.payments.walletCodeInvalid', { left: 2 }))).toBe('The code is not valid. 2 attempts left.');
    expect(render(text('errors.devices.signedOutOthers', { count: 1 }))).toBe('Signed out of 1 other device.');
    expect(render(text('errors.devices.signedOutOthers', { count: 3 }))).toBe('Signed out of 3 other devices.');
    expect(render(text('errors.library.playlistFull', { max: 5000 }))).toBe('A playlist can hold at most 5,000 items.');
    expect(render(text('errors.common.tryAgainIn', { seconds: 30 }))).toBe('Too many attempts. Please try again in 30 seconds.');
    const day = new Date('2026-03-05T00:00:00Z');
    expect(render(text('errors.payments.renewsOn', { date: day }))).toBe('Your subscription will renew on 5 Mar 2026.');
    expect(render(text('errors.payments.cancelledUntil', { until: day }))).toBe(
      'Your subscription is cancelled. You keep access until 5 Mar 2026.',
    );
    expect(render(text('errors.payments.renewsOn', { date: day }), 'hi')).toBe('आपका सब्सक्रिप्शन 5 मार्च 2026 को रिन्यू होगा।');
  });

  it('keeps an error’s English as its message and renders it in any language', () => {
    const error = new ForbiddenError(text('errors.profiles.wrongPin', { left: 3 }), 'WRONG_PIN');
    expect(error.message).toBe('Wrong PIN. 3 tries left.');
    expect(error.messageIn('hi')).toBe('गलत PIN। 3 कोशिशें बाकी हैं।');
    expect(new UnauthorizedError().message).toBe('Please sign in to continue.');
    expect(new NotFoundError().messageIn('bn')).toBe('আমরা এটি খুঁজে পাইনি।');
    // a text from elsewhere (a gateway's own words) is sent as it is
    expect(new ForbiddenError('Insufficient balance').messageIn('ta')).toBe('Insufficient balance');
  });

  it('finds every validation message of contract/schemas in errors.json (the one reverse lookup)', () => {
    const schemaFiles = filesUnder(path.join(ROOT, 'contract/schemas'), '.ts').filter((file) => !file.endsWith('catalogue-import.ts'));
    const messages = schemaFiles.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      // a check's message: the string a check ends with, no other call between (`.max(20).describe('…')` is not one)
      const checks = [...source.matchAll(/\.(?:min|max|length|regex|uuid|email|url|refine)\(([^'\n]*)'((?:[^'\\\n]|\\.)+)'\)/g)]
        .filter((match) => !match[1].includes(').') && !match[1].includes('z.'))
        .map((match) => match[2]);
      return [...checks, ...[...source.matchAll(/\bmessage: '((?:[^'\\\n]|\\.)+)'/g)].map((match) => match[1])];
    });
    expect(messages).toContain('A PIN is 4 digits.');
    expect(messages).toContain('Please tell us a little more (at least 10 characters).');
    expect(messages.filter((message) => !keyOfEnglish(message))).toEqual([]);
    expect(translateEnglish('A PIN is 4 digits.', 'ta')).toBe('PIN என்பது 4 இலக்கங்கள்.');
    expect(translateEnglish('Request body is too large', 'hi')).toBe('अनुरोध का बॉडी बहुत बड़ा है');
    // a payment's failure reason, kept in English: ours are translated, a gateway's own words are not
    expect(translateEnglish('Payment declined by the bank.', 'hi')).toBe('बैंक ने पेमेंट अस्वीकार कर दिया।');
    expect(translateEnglish('Your wallet balance is too low for this payment.', 'hi')).toBe(
      'Your wallet balance is too low for this payment.',
    );
    // what the catalogue does not hold stays as it is
    expect(translateEnglish('Invalid input: expected string, received number', 'hi')).toBe(
      'Invalid input: expected string, received number',
    );
  });

  it('renders every message in every language with its placeholders filled', () => {
    const sample = (elements: MessageFormatElement[], values: Record<string, string | number | Date>) => {
      for (const element of elements) {
        if (element.type === TYPE.plural || element.type === TYPE.number) values[element.value] = 2;
        else if (element.type === TYPE.date) values[element.value] = new Date('2026-03-05T00:00:00Z');
        else if (element.type === TYPE.argument) values[element.value] ??= `«${element.value}»`;
        if (element.type === TYPE.plural || element.type === TYPE.select)
          for (const option of Object.values(element.options)) sample(option.value, values);
      }
      return values;
    };
    const keys = [...keysOf('errors', enErrors), ...keysOf('notifications', enNotifications)] as TextKey[];
    const english = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], {
        errors: enErrors,
        notifications: enNotifications,
      }) as string;
    const faults: string[] = [];
    for (const key of keys) {
      const values = sample(parse(english(key)), {});
      for (const locale of LOCALES) {
        const rendered = render(text(key, values), locale);
        if (!rendered.trim() || rendered === key) faults.push(`${locale} ${key}: nothing rendered`);
        for (const [name, value] of Object.entries(values))
          if (typeof value === 'string' && !rendered.includes(value)) faults.push(`${locale} ${key}: {${name}} is not shown`);
      }
    }
    expect(faults).toEqual([]);
  });
});
