import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, ValidationError } from '../../platform/errors';
import { hashToken } from '../../platform/tokens';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { BOT_CHECK_FAILED, PASS_SCORE, type BotCheck } from '../../platform/bot-check';
import { enforceLimits, RateLimitedError, type RateLimiter } from '../../platform/rate-limit';
import type { MessageSender } from '../../platform/messages';
import { render, text, type Locale } from '../../platform/texts';
import { AUTH_COOKIE_LIFE_MS } from '../../../contract/constants';
import { CODE_LENGTH, isEmail, isMobile, normaliseCallingCode, validatePassword } from '../../../contract/account-rules';
import { DEFAULT_LOCALE } from '../../../contract/locales';
import type { AccountKey, AuthRepository, CodeRow, UserRow } from './auth.repository';
import type { CodePurpose, IdentifierFields } from '../../../contract/schemas/auth';

// Sign-in, registration and recovery rules (spec 000 §4, §5, §7, §9; issue 3 "Rules").

/** One-time codes: valid 10 minutes, at most 5 wrong tries, resend after 30 s. */
export const CODE_TTL_SECONDS = 600;
export const CODE_MAX_TRIES = 5;
export const CODE_RESEND_SECONDS = 30;
const RATE_WINDOW_SECONDS = 900;

export type LimitedCall = 'verify' | 'login' | 'code' | 'forgot' | 'reset';
export interface CallContext {
  ip: string;
  botToken?: string;
  /** The caller's device id (cookie or x-device-id): a device that signed in before is known. */
  deviceId?: string;
  /** The request's language: the e-mails and SMS it causes speak it (English when not given). */
  locale?: Locale;
}
export interface NewSession {
  token: string;
  expiresAt: Date;
  user: UserRow;
}

export interface AuthServiceDeps {
  repository: AuthRepository;
  botCheck: BotCheck;
  limiter: RateLimiter;
  sender: MessageSender;
  limits: { perIp: number; perIdentifier: number };
  log: FastifyBaseLogger;
  now?: () => number;
}

interface Account {
  key: AccountKey;
  identifier: string;
  to: string;
  channel: 'email' | 'sms';
}

/** Reads email, or mobile plus calling_code, with the spec's messages for bad formats. */
export function accountOf(fields: IdentifierFields): Account {
  const email = fields.email?.trim();
  if (email) {
    if (!isEmail(email)) throw new ValidationError(text('errors.auth.emailInvalid'));
    return { key: { email }, identifier: `e:${email.toLowerCase()}`, to: email, channel: 'email' };
  }
  const mobile = fields.mobile?.trim();
  if (mobile) {
    if (!isMobile(mobile)) throw new ValidationError(text('errors.auth.mobileInvalid'));
    const callingCode = normaliseCallingCode(fields.calling_code);
    return { key: { mobile, callingCode }, identifier: `m:${callingCode}:${mobile}`, to: `${callingCode}${mobile}`, channel: 'sms' };
  }
  throw new ValidationError(text('errors.auth.usernameEmpty'));
}

/** Whether the e-mail or mobile that names `account` is verified on `user`. */
function isVerified(user: UserRow, account: Account): boolean {
  return account.channel === 'email' ? user.emailVerified : user.mobileVerified;
}

/** The password account behind `account` while its e-mail or mobile is not verified (spec 000 §4 "Verify"). */
function unverifiedAccount(user: UserRow | undefined, account: Account): UserRow {
  if (!user) throw new NotFoundError(text('errors.auth.accountNotFound'));
  if (!user.passwordHash) throw new ValidationError(text('errors.auth.socialAccount'));
  if (isVerified(user, account)) throw new ConflictError(text('errors.auth.alreadyVerified'));
  return user;
}

/** What a resend delivers: a sign-up code only to a new identifier, the others only to an account that can use them. */
function deliveryOf(purpose: CodePurpose, account: Account, user: UserRow | undefined): 'code' | 'account-exists' | 'nothing' {
  if (purpose === 'registration') return user ? 'account-exists' : 'code';
  if (purpose === 'password_reset') return user ? 'code' : 'nothing';
  return user?.passwordHash && !isVerified(user, account) ? 'code' : 'nothing';
}

function checkNewPassword(password: string): void {
  // contract/account-rules.ts's rule, the login dialog's too; its words from the catalogue
  const problem = validatePassword(password);
  if (problem) throw new ValidationError(text(problem));
}

export function createAuthService({ repository, botCheck, limiter, sender, limits, log, now = Date.now }: AuthServiceDeps) {
  const codeHash = (purpose: string, identifier: string, code: string) => hashToken(`${purpose}:${identifier}:${code}`);

  async function limit(call: LimitedCall, ip: string, identifier?: string): Promise<void> {
    await enforceLimits(limiter, [
      { key: `${call}:ip:${ip}`, limit: limits.perIp, windowSeconds: RATE_WINDOW_SECONDS },
      ...(identifier ? [{ key: `${call}:id:${identifier}`, limit: limits.perIdentifier, windowSeconds: RATE_WINDOW_SECONDS }] : []),
    ]);
  }

  async function assess(token: string | undefined, action: string, ip: string, siteKey?: string): Promise<number> {
    if (botCheck.mode !== 'off' && !token) return 0;
    try {
      return await botCheck.assess({ token: token ?? '', action, ip, siteKey });
    } catch (error) {
      // an unreachable assessment service fails closed, like a low score
      log.warn({ err: error }, 'bot check failed');
      return 0;
    }
  }

  async function assertHuman(context: CallContext, action: string): Promise<void> {
    if ((await assess(context.botToken, action, context.ip)) < PASS_SCORE) throw new ForbiddenError(BOT_CHECK_FAILED);
  }

  async function startSession(user: UserRow, deviceId?: string): Promise<NewSession> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now() + AUTH_COOKIE_LIFE_MS);
    await repository.createSession(user.id, hashToken(token), expiresAt, deviceId && hashToken(deviceId));
    return { token, expiresAt, user };
  }

  /**
   * The sign-in lock (issue 13): password attempts on an account count per 15 minutes, and a
   * right password clears the count. Attempts from devices the account does not know share one
   * counter, so guessing from anywhere locks out guessing from anywhere; a device the account has
   * signed in on before keeps a counter of its own, so the owner's devices stay open while
   * strangers are held. A password reset (the code reached the owner) clears the shared lock.
   */
  const sharedAttemptKey = (account: Account) => `login:id:${account.identifier}`;
  async function passwordAttemptKey(account: Account, user: UserRow | undefined, deviceId: string | undefined): Promise<string> {
    const shared = sharedAttemptKey(account);
    if (!user || !deviceId) return shared;
    const device = hashToken(deviceId);
    return (await repository.isKnownDevice(user.id, device)) ? `${shared}:device:${device}` : shared;
  }

  type Purpose = CodePurpose | 'email_verification';
  /**
   * What a code request delivers: the code; a notice that the account already exists (a sign-up
   * for a taken e-mail or mobile); or nothing (no account to send it to). Whatever it delivers, a
   * code row is kept, so the answer, the resend wait and a later wrong-code answer are the same
   * for identifiers with and without an account: code requests reveal nothing about accounts.
   */
  type Delivery = ReturnType<typeof deliveryOf>;

  async function sendCode(purpose: Purpose, account: Account, locale: Locale = DEFAULT_LOCALE, delivery: Delivery = 'code'): Promise<void> {
    const existing = await repository.findCode(purpose, account.identifier);
    const at = now();
    if (existing) {
      const wait = Math.ceil((existing.sentAt.getTime() + CODE_RESEND_SECONDS * 1000 - at) / 1000);
      if (wait > 0) throw new RateLimitedError(wait);
    }
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    await repository.saveCode({
      purpose,
      identifier: account.identifier,
      // a code that is not sent is one nobody can know
      codeHash: delivery === 'code' ? codeHash(purpose, account.identifier, code) : hashToken(randomBytes(32).toString('base64url')),
      sentAt: new Date(at),
      expiresAt: new Date(at + CODE_TTL_SECONDS * 1000),
    });
    if (delivery === 'nothing') return;
    if (delivery === 'account-exists') {
      await sender.send({
        channel: account.channel,
        to: account.to,
        subject: render(text('notifications.accountExists.subject'), locale),
        text: render(text('notifications.accountExists.text'), locale),
      });
      return;
    }
    const subject = {
      registration: text('notifications.code.registrationSubject'),
      password_reset: text('notifications.code.passwordResetSubject'),
      verification: text('notifications.code.verificationSubject'),
      email_verification: text('notifications.code.emailVerificationSubject'),
    }[purpose];
    await sender.send({
      channel: account.channel,
      to: account.to,
      subject: render(subject, locale),
      text: render(text('notifications.code.text', { code, minutes: CODE_TTL_SECONDS / 60 }), locale),
    });
  }

  /** The live code row when `code` matches; counts a wrong try otherwise. */
  async function checkCode(purpose: Purpose, account: Account, code: string): Promise<CodeRow> {
    const row = await repository.findCode(purpose, account.identifier);
    if (!row || row.expiresAt.getTime() <= now()) throw new ValidationError(text('errors.auth.codeExpired'), 'OTP_EXPIRED');
    // a locked code stays locked until it expires (or a new one is sent): Retry-After says when
    const locked = () =>
      new TooManyRequestsError(
        text('errors.auth.codeLocked'),
        'OTP_LOCKED',
        Math.max(1, Math.ceil((row.expiresAt.getTime() - now()) / 1000)),
      );
    if (row.attempts >= CODE_MAX_TRIES) throw locked();
    if (row.codeHash !== codeHash(purpose, account.identifier, code)) {
      await repository.countWrongCode(row.id);
      if (row.attempts + 1 >= CODE_MAX_TRIES) throw locked();
      throw new ValidationError(text('errors.auth.codeInvalid'), 'OTP_INVALID');
    }
    return row;
  }

  return {
    challenge: () => botCheck.challenge(),
    startSession,
    limit,

    /** POST /api/v1/user/recaptcha/verify */
    score: (input: { token: string; action?: string; ip: string; siteKey?: string }) =>
      assess(input.token, input.action ?? 'verify', input.ip, input.siteKey),

    /** spec 000 §4: U001 existing, U002 new, U003 Google, U004 Facebook. */
    async verify(fields: IdentifierFields, context: CallContext) {
      const account = accountOf(fields);
      await limit('verify', context.ip, account.identifier);
      await assertHuman(context, 'verify');
      const user = await repository.findUser(account.key);
      if (!user) return { user_status: 'U002' as const, is_verified: false };
      if (!user.passwordHash) {
        // an account made by a social sign-in: U004 for Facebook, U003 for Google (and Apple)
        const providers = await repository.providersOf(user.id);
        return {
          user_status: providers.includes('facebook') && !providers.includes('google') ? ('U004' as const) : ('U003' as const),
          is_verified: true,
        };
      }
      return { user_status: 'U001' as const, is_verified: isVerified(user, account) };
    },

    async login(fields: IdentifierFields, password: string, context: CallContext): Promise<NewSession> {
      const account = accountOf(fields);
      await limit('login', context.ip);
      await assertHuman(context, 'login');
      const user = await repository.findUser(account.key);
      const attempts = await passwordAttemptKey(account, user, context.deviceId);
      await enforceLimits(limiter, [{ key: attempts, limit: limits.perIdentifier, windowSeconds: RATE_WINDOW_SECONDS }]);
      if (!user) throw new NotFoundError(text('errors.auth.accountNotFoundRegister'));
      if (!user.passwordHash) throw new ValidationError(text('errors.auth.socialAccount'));
      if (!(await verifyPassword(user.passwordHash, password))) throw new ValidationError(text('errors.auth.invalidPassword'), 'E006');
      await limiter.reset(attempts, limits.perIdentifier, RATE_WINDOW_SECONDS);
      return startSession(user, context.deviceId);
    },

    /**
     * POST /api/v1/auth/otp/resend: sends (or sends again) a registration, reset or verification
     * code, behind the bot check. The answer is the same whether or not the account exists; only
     * the message that reaches the e-mail or mobile differs.
     */
    async resendCode(fields: IdentifierFields, purpose: CodePurpose, context: CallContext): Promise<void> {
      const account = accountOf(fields);
      await limit('code', context.ip, account.identifier);
      await assertHuman(context, 'otp_resend');
      await sendCode(purpose, account, context.locale, deliveryOf(purpose, account, await repository.findUser(account.key)));
    },

    /**
     * POST /api/v1/auth/otp/verify: checks a registration or reset code without spending it
     * (set_password or the reset spends it); a verification code is spent and verifies the
     * account's e-mail or mobile.
     */
    async verifyCode(fields: IdentifierFields, purpose: CodePurpose, code: string, context: CallContext): Promise<void> {
      const account = accountOf(fields);
      await limit('code', context.ip, account.identifier);
      if (purpose === 'verification') {
        // the code first: only its holder learns anything about the account
        const row = await checkCode(purpose, account, code);
        const user = unverifiedAccount(await repository.findUser(account.key), account);
        await repository.completeVerification(row.id, user.id, account.channel === 'email' ? 'email' : 'mobile');
        return;
      }
      const row = await checkCode(purpose, account, code);
      await repository.markCodeVerified(row.id, new Date(now()));
    },

    /**
     * Completes a registration and signs the account in. With the code, the e-mail or mobile is
     * proven and the account is verified. Without it (the code did not arrive, or the user goes
     * on without it) the bot check stands in, and the account is unverified: the login dialog
     * offers Verify until a verification code confirms it, and a password reset (whose code goes
     * to the same address) also verifies it.
     */
    async setPassword(
      fields: IdentifierFields & { otp?: string; password: string; firstname?: string; lastname?: string },
      context: CallContext,
    ): Promise<NewSession> {
      const account = accountOf(fields);
      await limit('code', context.ip, account.identifier);
      checkNewPassword(fields.password);
      // the code (or the bot check) before the account lookup: a taken e-mail shows only to its holder
      if (fields.otp === undefined) await assertHuman(context, 'set_password');
      const row = fields.otp === undefined ? null : await checkCode('registration', account, fields.otp);
      if (await repository.findUser(account.key)) throw new ConflictError(text('errors.auth.accountExists'));
      const verified = row !== null;
      const passwordHash = await hashPassword(fields.password);
      const user = await repository.completeRegistration(
        { codeId: row?.id, identifier: account.identifier },
        {
          ...('email' in account.key
            ? { email: account.key.email, emailVerified: verified }
            : { mobile: account.key.mobile, callingCode: account.key.callingCode, mobileVerified: verified }),
          firstname: fields.firstname?.trim() ?? '',
          lastname: fields.lastname?.trim() ?? '',
          passwordHash,
        },
      );
      return startSession(user, context.deviceId);
    },

    /**
     * A reset code to the account's e-mail or mobile, behind the bot check; the same answer when
     * there is no such account. An account made by a social sign-in gets a code too: the reset
     * gives it a password.
     */
    async forgotPassword(fields: IdentifierFields, context: CallContext): Promise<void> {
      const account = accountOf(fields);
      await limit('forgot', context.ip, account.identifier);
      await assertHuman(context, 'forgot_password');
      const user = await repository.findUser(account.key);
      await sendCode('password_reset', account, context.locale, user ? 'code' : 'nothing');
    },

    /** The reset that follows forgot_password: a new password, and every session of the account ends. */
    async resetPassword(fields: IdentifierFields & { otp: string; password: string }, context: CallContext): Promise<void> {
      const account = accountOf(fields);
      await limit('reset', context.ip, account.identifier);
      checkNewPassword(fields.password);
      const row = await checkCode('password_reset', account, fields.otp);
      const user = await repository.findUser(account.key);
      if (!user) throw new NotFoundError(text('errors.auth.accountNotFound'));
      // the reset code reached the e-mail or mobile: that proves it, as a verification code would
      await repository.completeReset(
        row.id,
        user.id,
        await hashPassword(fields.password),
        new Date(now()),
        account.channel === 'email' ? 'email' : 'mobile',
      );
      // the owner proved the e-mail or mobile: wrong passwords from elsewhere no longer hold the account
      await limiter.reset(sharedAttemptKey(account), limits.perIdentifier, RATE_WINDOW_SECONDS);
    },

    /** POST /api/v1/email/send/: a code that proves an e-mail address for the signed-in user. */
    async sendEmailCode(user: UserRow, email: string | undefined, context: CallContext): Promise<void> {
      const account = accountOf({ email: email ?? user.email ?? '' });
      await limit('code', context.ip, account.identifier);
      const owner = await repository.findUser(account.key);
      if (owner && owner.id !== user.id) throw new ConflictError(text('errors.auth.emailTaken'));
      await sendCode('email_verification', account, context.locale);
    },

    /** POST /api/v1/auth/users/code/verify: the e-mail becomes the user's, verified. */
    async verifyEmailCode(user: UserRow, email: string, code: string, context: CallContext): Promise<UserRow> {
      const account = accountOf({ email });
      await limit('code', context.ip, account.identifier);
      const row = await checkCode('email_verification', account, code);
      await repository.deleteCode(row.id);
      return repository.setVerifiedEmail(user.id, email);
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await repository.revokeSession(hashToken(token), new Date(now()));
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
