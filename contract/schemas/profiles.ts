import { z } from 'zod';
import { MATURITY_RATINGS } from '../maturity';
import { LOCALES } from '../locales';

// Profiles (issue 49): the viewers of one account. Every call answers for the session's account
// only; a profile of another account is not found, whichever id is named.

export const MAX_PROFILES = 5;
/** The drawn avatars a profile picks from (components/profiles draws each). */
export const PROFILE_AVATARS = ['sunrise', 'peacock', 'lotus', 'tiger', 'kite', 'mango', 'monsoon', 'rangoli'] as const;
export type ProfileAvatar = (typeof PROFILE_AVATARS)[number];
/** A profile lock: four digits. */
export const PIN_PATTERN = /^\d{4}$/;
/** Wrong PINs in a row that lock a profile, and for how long. */
export const PIN_MAX_TRIES = 5;
export const PIN_LOCK_MINUTES = 15;

const Pin = z.string().regex(PIN_PATTERN, 'A PIN is 4 digits.');
const Name = z.string().trim().min(1, 'Please enter a name.').max(20, 'A profile name is at most 20 characters.');
const Maturity = z.enum(MATURITY_RATINGS);
/** A catalogue language's code (contract/languages.ts), e.g. tam. */
const ContentLanguage = z.string().regex(/^[a-z]{3}$/, 'Please choose one of the listed languages.');

export const Profile = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.enum(PROFILE_AVATARS),
  kids: z.boolean(),
  /** the highest rating the profile is shown */
  maturity: Maturity,
  /** the profile has a PIN: choosing it asks for it */
  locked: z.boolean(),
  /** the account holder's own profile: it cannot be removed or made a kids one */
  primary: z.boolean(),
  /** the interface language it chose (issue 50); null: the browser's */
  language: z.enum(LOCALES).nullable(),
  /** the dub and the subtitles a title starts in when it has them; null: the title's own */
  audio_language: z.string().nullable(),
  subtitle_language: z.string().nullable(),
});
export type Profile = z.infer<typeof Profile>;

/** GET /api/v2/secured/profiles */
export const ProfilesListResponse = z.object({
  status: z.literal('success'),
  data: z.object({
    profiles: z.array(Profile),
    /** the profile this session watches as */
    current: z.string(),
    /** whether this session chose it ("Who's watching?" otherwise, when there are several) */
    chosen: z.boolean(),
    /** parental control: adding a profile asks the primary profile's PIN */
    pin_to_add: z.boolean(),
  }),
});

export const ProfileResponse = z.object({ status: z.literal('success'), data: Profile });

export const ProfileParams = z.object({ profileId: z.string().uuid('This profile was not found.') });

/** The profile's languages (issue 50): null, or left out, lets the browser or the title decide. */
const Languages = {
  language: z.enum(LOCALES).nullable().optional(),
  audio_language: ContentLanguage.nullable().optional(),
  subtitle_language: ContentLanguage.nullable().optional(),
};

/** POST /api/v2/secured/profiles; `pin`: the primary profile's, when the account asks it to add one. */
export const ProfileCreateBody = z.object({
  name: Name,
  avatar: z.enum(PROFILE_AVATARS).default('peacock'),
  kids: z.boolean().default(false),
  maturity: Maturity.optional(),
  pin: Pin.optional(),
  ...Languages,
});

/**
 * PATCH /api/v2/secured/profiles/{profileId}. A change of kids or maturity asks for the account's
 * password (`password`) unless the session signed in within the last few minutes.
 */
export const ProfileUpdateBody = z.object({
  name: Name.optional(),
  avatar: z.enum(PROFILE_AVATARS).optional(),
  kids: z.boolean().optional(),
  maturity: Maturity.optional(),
  password: z.string().max(200).optional(),
  /** the profile's languages (null clears one); a kids profile may change its own */
  ...Languages,
});

/** POST /api/v2/secured/profiles/{profileId}/select: `pin` when the profile has one. */
export const ProfileSelectBody = z.object({ pin: Pin.optional() });

/**
 * PUT /api/v2/secured/profiles/{profileId}/pin sets or changes a PIN (`current_pin` to change
 * one); DELETE removes it and POST …/pin/reset (a forgotten PIN) too, each with the account's
 * `password` unless the session signed in within the last few minutes.
 */
export const ProfilePinBody = z.object({ pin: Pin, current_pin: Pin.optional(), password: z.string().max(200).optional() });
export const PasswordBody = z.object({ password: z.string().max(200).optional() });

/** PUT /api/v2/secured/profiles/settings */
export const ProfileSettingsBody = z.object({ pin_to_add: z.boolean(), password: z.string().max(200).optional() });

/** The words of the profile calls (English; the catalogues of issue 50 translate them). */
export const PROFILE_MESSAGES = {
  notFound: 'This profile was not found.',
  tooMany: `An account can have up to ${MAX_PROFILES} profiles.`,
  nameTaken: 'A profile with this name already exists.',
  primaryKept: 'The account holder’s profile cannot be removed.',
  primaryNotKids: 'The account holder’s profile cannot be a kids profile.',
  kidsCeiling: 'A kids profile can only be shown titles rated U or UA.',
  kidsCannotManage: 'A kids profile cannot change profiles. Please switch to a grown-up’s profile.',
  pinRequired: 'Please enter this profile’s PIN.',
  wrongPin: (left: number) => `Wrong PIN. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  pinLocked: `Too many wrong PINs. Please try again in ${PIN_LOCK_MINUTES} minutes.`,
  pinToAdd: 'Please enter the PIN of the account holder’s profile to add a profile.',
  passwordRequired: 'Please enter your account password to make this change.',
  wrongPassword: 'The password is not correct.',
  notOnProfile: 'This title is not available on this profile.',
  unknownLanguage: 'Please choose one of the listed languages.',
} as const;
