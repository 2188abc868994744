import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireSession } from '../session/session.guard';
import { deviceIdOf } from '../session/viewer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale, say, text } from '../../platform/texts';
import { toUserProfile } from '../users/users.format';
import type { AuthService, CallContext, NewSession } from './auth.service';
import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS } from './auth.service';
import { clearSessionCookies, setSessionCookies, type CookieSettings } from '../session/session.cookies';
import { readAuthToken, type SessionUser } from '../session/session.guard';
import {
  BotTokenHeaders,
  ChallengeResponse,
  CodeSentResponse,
  EmailCodeVerifyBody,
  EmailSendBody,
  ProfileMessageResponse,
  ForgotPasswordBody,
  LoginBody,
  MessageResponse,
  RecaptchaVerifyBody,
  RecaptchaVerifyResponse,
  ResetPasswordBody,
  SendCodeBody,
  SetPasswordBody,
  SignedInResponse,
  VerifyBody,
  VerifyCodeBody,
  VerifyResponse,
} from '../../../contract/schemas/auth';

export interface AuthRoutesOptions {
  service: AuthService;
  cookies: CookieSettings;
  /** Told of each signed-in user who signs out (the rewards provider's logout), after the session has ended. */
  onSignedOut?: (user: SessionUser) => void;
}

const TAGS = ['auth'];
const LIMITED = 'Rate limited per IP and per identifier: 429 with Retry-After when over.';

function contextOf(request: FastifyRequest): CallContext {
  const token = request.headers['x-recaptcha-token'];
  return {
    ip: request.ip,
    botToken: typeof token === 'string' ? token : undefined,
    deviceId: deviceIdOf(request),
    locale: requestLocale(request),
  };
}

type AuthApp = Parameters<FastifyPluginAsyncZod>[0];

/** Sets the session cookies and answers the signed-in user. */
function signedIn(reply: FastifyReply, cookies: CookieSettings, session: NewSession, message: string) {
  setSessionCookies(reply, cookies, { token: session.token, expiresAt: session.expiresAt, plan: session.user.activeUserPlan });
  return {
    status: 'success' as const,
    message,
    data: { auth_token_expiry: Math.floor(session.expiresAt.getTime() / 1000), user: toUserProfile(session.user) },
  };
}

const codeSent = (message: string) => ({
  status: 'success' as const,
  message,
  data: { resend_after: CODE_RESEND_SECONDS, expires_in: CODE_TTL_SECONDS },
});

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { service, cookies, onSignedOut }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  signInRoutes(app, service, cookies, onSignedOut);
  codeRoutes(app, service);
  passwordResetRoutes(app, service);
  emailProofRoutes(app, service);
  botCheckRoutes(app, service);
};

/** Who has an account, password sign-in, completing a registration, and sign-out. */
function signInRoutes(app: AuthApp, service: AuthService, cookies: CookieSettings, onSignedOut?: (user: SessionUser) => void) {
  // POST /api/v1/auth/users/verify – is there an account for this e-mail or mobile (user_status)
  app.post(
    '/api/v1/auth/users/verify',
    {
      schema: {
        tags: TAGS,
        description: `Bot check token in x-recaptcha-token. ${LIMITED}`,
        headers: BotTokenHeaders,
        body: VerifyBody,
        response: { 200: VerifyResponse },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.verify(request.body, contextOf(request)) }),
  );
  // POST /api/v1/auth/users/login – password sign-in; a wrong password answers status_code E006
  app.post(
    '/api/v1/auth/users/login',
    {
      schema: {
        tags: TAGS,
        description: `Sets the auth_token and plan cookies. A wrong password: 400 'Invalid password', status_code E006. ${LIMITED}`,
        headers: BotTokenHeaders,
        body: LoginBody,
        response: { 200: SignedInResponse },
      },
    },
    async (request, reply) => {
      const { password, ...fields } = request.body;
      return signedIn(
        reply,
        cookies,
        await service.login(fields, password, contextOf(request)),
        say(request, text('errors.auth.signedIn')),
      );
    },
  );
  // POST /api/v1/auth/users/set_password – completes a registration with its code and signs in
  app.post(
    '/api/v1/auth/users/set_password',
    {
      schema: {
        tags: TAGS,
        description: `Body: the identifier, the registration code (otp), the password (at least 8 characters) and optional names. Creates the account and sets the auth cookies. Without otp the account is created unverified (users/verify answers is_verified false until a verification code confirms it) and the bot check token in x-recaptcha-token is required. ${LIMITED}`,
        headers: BotTokenHeaders,
        body: SetPasswordBody,
        response: { 200: SignedInResponse },
      },
    },
    async (request, reply) =>
      signedIn(reply, cookies, await service.setPassword(request.body, contextOf(request)), say(request, text('errors.auth.accountReady'))),
  );
  // POST /api/v1/auth/users/logout – ends this session and clears its cookies
  app.post(
    '/api/v1/auth/users/logout',
    {
      // the session is optional (OpenAPI's empty requirement): a visitor's logout still clears cookies
      schema: { tags: TAGS, security: [{ authToken: [] }, {}], response: { 200: MessageResponse } },
    },
    async (request, reply) => {
      const session = await request.getSession();
      await service.logout(readAuthToken(request));
      clearSessionCookies(reply, cookies);
      if (session) onSignedOut?.(session.user);
      return { status: 'success' as const, message: say(request, text('errors.auth.signedOut')) };
    },
  );
}

/** The 6-digit codes of a registration, a password reset or a verification. */
function codeRoutes(app: AuthApp, service: AuthService) {
  // POST /api/v1/auth/otp/resend – sends a 6-digit code (again, 30 s after the last one)
  app.post(
    '/api/v1/auth/otp/resend',
    {
      schema: {
        tags: TAGS,
        description: `Sends a registration, password_reset or verification code by e-mail or SMS; valid 10 minutes. Bot check token in x-recaptcha-token. The answer is the same whether or not an account exists: a registration code goes only to a new identifier (an existing account gets a notice instead), a password_reset code only to an account, a verification code only to an account whose e-mail or mobile is not verified. A second send within 30 s: 429 with Retry-After. ${LIMITED}`,
        headers: BotTokenHeaders,
        body: SendCodeBody,
        response: { 200: CodeSentResponse },
      },
    },
    async (request) => {
      const { type, ...fields } = request.body;
      await service.resendCode(fields, type, contextOf(request));
      return codeSent(say(request, text('errors.auth.codeSent')));
    },
  );
  // POST /api/v1/auth/otp/verify – checks a code without spending it; a verification code is spent and verifies the account
  app.post(
    '/api/v1/auth/otp/verify',
    {
      schema: {
        tags: TAGS,
        description: `A registration or password_reset code is checked without being spent; a verification code is spent and the account's e-mail or mobile becomes verified. After 5 wrong tries the code is locked (429, status_code OTP_LOCKED); an expired one answers status_code OTP_EXPIRED. ${LIMITED}`,
        body: VerifyCodeBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      const { type, otp, ...fields } = request.body;
      await service.verifyCode(fields, type, otp, contextOf(request));
      return { status: 'success' as const, message: say(request, text('errors.auth.verified')) };
    },
  );
}

/** A forgotten password: the code, then the new password. */
function passwordResetRoutes(app: AuthApp, service: AuthService) {
  // POST /api/v1/auth/users/forgot_password – sends a password reset code
  app.post(
    '/api/v1/auth/users/forgot_password',
    {
      schema: {
        tags: TAGS,
        description: `Bot check token in x-recaptcha-token. The answer is the same whether or not an account exists; the code goes only to an account (one made by a social sign-in gets a password by the reset). ${LIMITED}`,
        headers: BotTokenHeaders,
        body: ForgotPasswordBody,
        response: { 200: CodeSentResponse },
      },
    },
    async (request) => {
      await service.forgotPassword(request.body, contextOf(request));
      return codeSent(say(request, text('errors.auth.resetCodeSent')));
    },
  );
  // POST /api/v1/auth/users/reset_password – the reset that follows forgot_password
  app.post(
    '/api/v1/auth/users/reset_password',
    {
      schema: {
        tags: TAGS,
        description: `Body: the identifier, the reset code (otp) and the new password. Ends every session of the account; sign in afterwards. ${LIMITED}`,
        body: ResetPasswordBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await service.resetPassword(request.body, contextOf(request));
      return { status: 'success' as const, message: say(request, text('errors.auth.passwordReset')) };
    },
  );
}

/** A signed-in user proves an e-mail address with a code sent to it. */
function emailProofRoutes(app: AuthApp, service: AuthService) {
  // POST /api/v1/email/send/ – e-mails a code that proves an address (caller-defined body)
  app.post(
    '/api/v1/email/send/',
    {
      schema: {
        tags: TAGS,
        security: [{ authToken: [] }],
        description: `Body {email?}: sends a 6-digit code (10 minutes) to that address, or to the account's own e-mail. ${LIMITED}`,
        body: EmailSendBody,
        response: { 200: CodeSentResponse },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      await service.sendEmailCode(session.user, request.body.email, contextOf(request));
      return codeSent(say(request, text('errors.auth.codeSent')));
    },
  );
  // POST /api/v1/auth/users/code/verify – checks the e-mailed code; the address becomes the account's, verified
  app.post(
    '/api/v1/auth/users/code/verify',
    {
      schema: {
        tags: TAGS,
        security: [{ authToken: [] }],
        description: `Body {email, code}: the code sent by /api/v1/email/send/. Answers the updated profile. ${LIMITED}`,
        body: EmailCodeVerifyBody,
        response: { 200: ProfileMessageResponse },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      const user = await service.verifyEmailCode(session.user, request.body.email, request.body.code, contextOf(request));
      return { status: 'success' as const, message: say(request, text('errors.auth.verified')), data: toUserProfile(user) };
    },
  );
}

/** The bot check: its challenge, and a token's score. */
function botCheckRoutes(app: AuthApp, service: AuthService) {
  // GET /api/v1/user/recaptcha/challenge – what the browser needs to pass the bot check
  app.get(
    '/api/v1/user/recaptcha/challenge',
    {
      schema: {
        tags: TAGS,
        description:
          "mode pow: find a nonce such that sha256(challenge + ':' + nonce) starts with `bits` zero bits and send challenge:nonce as x-recaptcha-token (one use, 5 minutes). mode recaptcha: run reCAPTCHA Enterprise with site_key. mode off: any token.",
        response: { 200: ChallengeResponse },
      },
    },
    async () => ({ status: 'success' as const, data: service.challenge() }),
  );
  // POST /api/v1/user/recaptcha/verify – the score of a bot check token (0.5 or more passes)
  app.post(
    '/api/v1/user/recaptcha/verify',
    {
      schema: { tags: TAGS, body: RecaptchaVerifyBody, response: { 200: RecaptchaVerifyResponse } },
    },
    async (request) => ({
      status: 'success' as const,
      score: await service.score({
        token: request.body.token,
        action: request.body.recaptcha_action,
        ip: request.body.user_ip_address ?? request.ip,
        siteKey: request.body.recaptcha_site_key,
      }),
    }),
  );
}
