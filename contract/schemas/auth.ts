import { z } from 'zod';
import { CODE_LENGTH, PASSWORD_MAX_LENGTH } from '../account-rules';
import { UserProfile } from './users';

// Requests and answers of the sign-in, registration and recovery calls (spec 000 §3 and §7).
// An account is named by `email`, or by `mobile` plus `calling_code`; the service checks the
// formats so that the answers carry the spec's messages.

export const IdentifierFields = z.object({
  email: z.string().max(256).optional(),
  mobile: z.string().max(20).optional(),
  calling_code: z.string().max(8).optional(),
});
export type IdentifierFields = z.infer<typeof IdentifierFields>;

const Password = z.string().max(PASSWORD_MAX_LENGTH);
const Code = z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), 'must be 6 digits');
/** registration (a new account), password_reset, or verification (an existing account's unverified e-mail or mobile). */
export const CodePurpose = z.enum(['registration', 'password_reset', 'verification']);
export type CodePurpose = z.infer<typeof CodePurpose>;

export const BotTokenHeaders = z.object({ 'x-recaptcha-token': z.string().max(4096).optional() });

export const VerifyBody = IdentifierFields;
export const VerifyResponse = z.object({
  status: z.literal('success'),
  data: z.object({
    /** U001 existing account, U002 new user, U003 a Google account, U004 a Facebook account. */
    user_status: z.enum(['U001', 'U002', 'U003', 'U004']),
    /** False when the account's e-mail or mobile is not verified yet (the dialog offers Verify). */
    is_verified: z.boolean(),
  }),
});

export const LoginBody = IdentifierFields.extend({ password: Password });
export const SignedInResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({
    /** When the session (and its cookie) ends, in epoch seconds. */
    auth_token_expiry: z.number().int(),
    user: UserProfile,
  }),
});

export const SendCodeBody = IdentifierFields.extend({
  /** registration (default), password_reset or verification. */
  type: CodePurpose.default('registration'),
});
export const CodeSentResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({ resend_after: z.number().int(), expires_in: z.number().int() }),
});

export const VerifyCodeBody = SendCodeBody.extend({ otp: Code });
export const MessageResponse = z.object({ status: z.literal('success'), message: z.string() });

export const SetPasswordBody = IdentifierFields.extend({
  /** The registration code; without it the account is created unverified (the bot check applies instead). */
  otp: Code.optional(),
  password: Password,
  firstname: z.string().max(100).optional(),
  lastname: z.string().max(100).optional(),
});
export const ForgotPasswordBody = IdentifierFields;
export const ResetPasswordBody = IdentifierFields.extend({ otp: Code, password: Password });

export const ChallengeResponse = z.object({
  status: z.literal('success'),
  data: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('pow'), challenge: z.string(), bits: z.number().int() }),
    z.object({ mode: z.literal('recaptcha'), site_key: z.string().nullable() }),
    z.object({ mode: z.literal('off') }),
  ]),
});
export const RecaptchaVerifyBody = z.object({
  recaptcha_site_key: z.string().max(200).optional(),
  token: z.string().max(4096),
  recaptcha_action: z.string().max(100).optional(),
  user_ip_address: z.string().max(64).optional(),
});
export const RecaptchaVerifyResponse = z.object({ status: z.literal('success'), score: z.number() });

export const EmailSendBody = z.object({ email: z.string().max(256).optional() });
export const EmailCodeVerifyBody = z.object({ email: z.string().max(256), code: Code });
export const ProfileMessageResponse = z.object({ status: z.literal('success'), message: z.string(), data: UserProfile });
