import { hashPassword, verifyPassword } from '../../platform/passwords';
import { ForbiddenError, NotFoundError, TooManyRequestsError, ValidationError } from '../../platform/errors';
import { text, type Text } from '../../platform/texts';
import { enforceLimits, type RateLimiter } from '../../platform/rate-limit';
import { REAUTH_WINDOW_MS } from '../session/fresh-sign-in';
import type { RequestSession } from '../session/session.guard';
import { DEFAULT_KIDS_RATING, KIDS_RATINGS, type MaturityRating } from '../../../contract/maturity';
import { localeOf, type Locale } from '../../../contract/locales';
import { PIN_LOCK_MINUTES, PIN_MAX_TRIES, type Profile, type ProfileAvatar } from '../../../contract/schemas/profiles';
import type { ProfileRow, ProfilesRepository } from './profiles.repository';

// Who's watching (issue 49): the account's profiles, choosing one for a session, the kids ceiling,
// profile PINs and the parental controls. A kids profile changes nothing but its own PIN-free
// choice of another profile; what protects the grown-ups' profiles is their PIN, and what
// protects a ceiling or a PIN's removal is the account's password.

/** Account password checks made here: a few, then a wait (the sign-in lock counts its own). */
const PASSWORD_TRIES = 5;
const PASSWORD_WINDOW_SECONDS = 15 * 60;

export interface ProfilesServiceDeps {
  repository: ProfilesRepository;
  limiter: RateLimiter;
  now?: () => number;
}

/** The fields of a profile's languages (issue 50). */
const LANGUAGE_FIELDS = new Set(['language', 'audio_language', 'subtitle_language']);

/** A profile's languages (issue 50); null clears one. */
interface ProfileLanguages {
  language?: Locale | null;
  audio_language?: string | null;
  subtitle_language?: string | null;
}

export interface ProfileUpdate extends ProfileLanguages {
  name?: string;
  avatar?: ProfileAvatar;
  kids?: boolean;
  maturity?: MaturityRating;
  password?: string;
}

export function formatProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar as ProfileAvatar,
    kids: row.kids,
    maturity: row.maturity as MaturityRating,
    locked: row.pinHash !== null,
    primary: row.isPrimary,
    language: localeOf(row.language),
    audio_language: row.audioLanguage,
    subtitle_language: row.subtitleLanguage,
  };
}

export function createProfilesService({ repository, limiter, now = Date.now }: ProfilesServiceDeps) {
  async function profileOf(session: RequestSession, profileId: string): Promise<ProfileRow> {
    const row = await repository.find(session.user.id, profileId);
    if (!row) throw new NotFoundError(text('errors.profiles.notFound'), 'PROFILE_NOT_FOUND');
    return row;
  }

  /** Profiles are managed from a grown-up's profile only. */
  function requireGrownUp(session: RequestSession): void {
    if (session.profile.kids) throw new ForbiddenError(text('errors.profiles.kidsCannotManage'), 'KIDS_PROFILE');
  }

  /**
   * The account holder, asked again: a session signed in within the last few minutes, or the
   * account's password now. An account without a password (signed in with Google) signs in again.
   */
  async function confirmHolder(session: RequestSession, password: string | undefined): Promise<void> {
    if (now() - session.createdAt.getTime() <= REAUTH_WINDOW_MS) return;
    if (!password) throw new ForbiddenError(text('errors.profiles.passwordRequired'), 'REAUTH_REQUIRED');
    await enforceLimits(limiter, [
      { key: `profile-password:${session.user.id}`, limit: PASSWORD_TRIES, windowSeconds: PASSWORD_WINDOW_SECONDS },
    ]);
    const hash = await repository.passwordHashOf(session.user.id);
    if (!hash || !(await verifyPassword(hash, password))) throw new ForbiddenError(text('errors.profiles.wrongPassword'), 'WRONG_PASSWORD');
  }

  /**
   * A profile's PIN, checked with its limit: each try is counted before the check, and five wrong
   * ones in a row lock the profile for 15 minutes (429 with Retry-After).
   */
  async function checkPin(
    session: RequestSession,
    row: ProfileRow,
    pin: string | undefined,
    required: Text = text('errors.profiles.pinRequired'),
  ) {
    if (!row.pinHash) return;
    const at = new Date(now());
    const locked = () => {
      const until = row.pinLockedUntil && row.pinLockedUntil > at ? row.pinLockedUntil.getTime() : at.getTime() + PIN_LOCK_MINUTES * 60_000;
      return new TooManyRequestsError(
        text('errors.profiles.pinLocked', { minutes: PIN_LOCK_MINUTES }),
        'PIN_LOCKED',
        Math.max(1, Math.ceil((until - at.getTime()) / 1000)),
      );
    };
    if (row.pinLockedUntil && row.pinLockedUntil > at) throw locked();
    if (!pin) throw new ForbiddenError(required, 'PIN_REQUIRED');
    const attempt = await repository.beginPinAttempt(session.user.id, row.id, at);
    if (!attempt) throw locked();
    if (await verifyPassword(row.pinHash, pin)) {
      await repository.pinAccepted(session.user.id, row.id);
      return;
    }
    if (attempt.failures >= PIN_MAX_TRIES) throw locked();
    throw new ForbiddenError(text('errors.profiles.wrongPin', { left: PIN_MAX_TRIES - attempt.failures }), 'WRONG_PIN');
  }

  /** A kids profile shows U or UA at most; another profile any rating, A (everything) unless set. */
  function ceilingOf(kids: boolean, maturity: MaturityRating | undefined): MaturityRating {
    const ceiling = maturity ?? (kids ? DEFAULT_KIDS_RATING : 'A');
    if (kids && !KIDS_RATINGS.includes(ceiling)) throw new ValidationError(text('errors.profiles.kidsCeiling'));
    return ceiling;
  }

  return {
    async list(session: RequestSession) {
      const rows = await repository.list(session.user.id);
      return {
        profiles: rows.map(formatProfile),
        current: session.profile.id,
        chosen: session.profileChosen,
        pin_to_add: session.user.pinToAddProfile,
      };
    },

    async create(
      session: RequestSession,
      body: { name: string; avatar: ProfileAvatar; kids: boolean; maturity?: MaturityRating; pin?: string } & ProfileLanguages,
    ): Promise<Profile> {
      requireGrownUp(session);
      if (session.user.pinToAddProfile) {
        const primary = (await repository.list(session.user.id)).find((row) => row.isPrimary);
        if (primary) await checkPin(session, primary, body.pin, text('errors.profiles.pinToAdd'));
      }
      const row = await repository.create(session.user.id, {
        name: body.name,
        avatar: body.avatar,
        kids: body.kids,
        maturity: ceilingOf(body.kids, body.maturity),
        language: body.language ?? null,
        audioLanguage: body.audio_language ?? null,
        subtitleLanguage: body.subtitle_language ?? null,
      });
      return formatProfile(row);
    },

    /** A name or avatar changes freely; kids or the ceiling only with the account holder asked again. */
    async update(session: RequestSession, profileId: string, body: ProfileUpdate): Promise<Profile> {
      // a kids profile may choose its own languages, and change nothing else
      const languagesOnly = Object.keys(body).every((field) => LANGUAGE_FIELDS.has(field));
      if (!(languagesOnly && profileId === session.profile.id)) requireGrownUp(session);
      const row = await profileOf(session, profileId);
      const changes: Parameters<ProfilesRepository['update']>[2] = {
        name: body.name,
        avatar: body.avatar,
        language: body.language,
        audioLanguage: body.audio_language,
        subtitleLanguage: body.subtitle_language,
      };
      const kids = body.kids ?? row.kids;
      if (body.kids !== undefined || body.maturity !== undefined) {
        if (kids && row.isPrimary) throw new ValidationError(text('errors.profiles.primaryNotKids'));
        const maturity = ceilingOf(kids, body.maturity ?? (body.kids === undefined ? undefined : kids ? DEFAULT_KIDS_RATING : 'A'));
        if (kids !== row.kids || maturity !== row.maturity) {
          await confirmHolder(session, body.password);
          Object.assign(changes, { kids, maturity });
        }
      }
      const updated = await repository.update(session.user.id, profileId, changes);
      if (!updated) throw new NotFoundError(text('errors.profiles.notFound'), 'PROFILE_NOT_FOUND');
      return formatProfile(updated);
    },

    /** Removing a profile asks for its PIN when it has one; the primary profile stays. */
    async remove(session: RequestSession, profileId: string, pin: string | undefined): Promise<void> {
      requireGrownUp(session);
      const row = await profileOf(session, profileId);
      if (row.isPrimary) throw new ForbiddenError(text('errors.profiles.primaryKept'), 'PRIMARY_PROFILE');
      if (row.id !== session.profile.id) await checkPin(session, row, pin);
      if (!(await repository.remove(session.user.id, profileId)))
        throw new NotFoundError(text('errors.profiles.notFound'), 'PROFILE_NOT_FOUND');
    },

    /** "Who's watching?": this session watches as the profile; another's PIN is asked first. */
    async choose(session: RequestSession, profileId: string, pin: string | undefined): Promise<Profile> {
      const row = await profileOf(session, profileId);
      if (row.id !== session.profile.id) await checkPin(session, row, pin);
      await repository.choose(session.sessionId, session.user.id, row.id);
      return formatProfile(row);
    },

    /**
     * Sets or changes a profile's PIN: from that profile, or a grown-up's; a PIN already there is
     * named first (`current_pin`), or the account holder asked again.
     */
    async setPin(session: RequestSession, profileId: string, body: { pin: string; current_pin?: string; password?: string }) {
      const row = await profileOf(session, profileId);
      if (row.id !== session.profile.id) requireGrownUp(session);
      if (row.pinHash) {
        if (body.current_pin) await checkPin(session, row, body.current_pin);
        else await confirmHolder(session, body.password);
      }
      await repository.setPin(session.user.id, row.id, await hashPassword(body.pin));
      return formatProfile({ ...row, pinHash: 'set' });
    },

    /** Removes a PIN, a forgotten one too: only with the account holder asked again. */
    async removePin(session: RequestSession, profileId: string, password: string | undefined) {
      requireGrownUp(session);
      const row = await profileOf(session, profileId);
      await confirmHolder(session, password);
      await repository.setPin(session.user.id, row.id, null);
      return formatProfile({ ...row, pinHash: null });
    },

    /** The parental control: ask the primary profile's PIN before a profile is added. */
    async setPinToAdd(session: RequestSession, on: boolean, password: string | undefined): Promise<void> {
      requireGrownUp(session);
      await confirmHolder(session, password);
      await repository.setPinToAdd(session.user.id, on);
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
