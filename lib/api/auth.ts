'use client';

import { api } from '@/lib/api/client';
import type { Identifier } from '@/contract/account-rules';
import type { SessionUser } from '@/contract/schemas/users';

// Browser calls of the sign-in, registration and recovery flows (spec 000 §7). The client lifts
// recaptchaToken into the x-recaptcha-token header. Login-module failures are rethrown to the
// caller (spec 001 §8), which shows their message.

export type UserStatus = 'U001' | 'U002' | 'U003' | 'U004';
export type CodeType = 'registration' | 'password_reset' | 'verification';

const quiet = { skipAuthRedirect: true, withoutCountry: true } as const;

// POST /api/v1/auth/users/verify
export async function verifyUser(identifier: Identifier, recaptchaToken: string) {
  const response = await api.post<{ data: { user_status: UserStatus; is_verified: boolean } }>(
    '/api/v1/auth/users/verify',
    { ...identifier, recaptchaToken },
    quiet,
  );
  return response.data.data;
}

// POST /api/v1/auth/users/login
export async function login(identifier: Identifier, password: string, recaptchaToken: string): Promise<SessionUser> {
  const response = await api.post<{ data: { user: SessionUser } }>(
    '/api/v1/auth/users/login',
    { ...identifier, password, recaptchaToken },
    quiet,
  );
  return response.data.data.user;
}

// POST /api/v1/auth/users/forgot_password
export async function forgotPassword(identifier: Identifier, recaptchaToken: string): Promise<void> {
  await api.post('/api/v1/auth/users/forgot_password', { ...identifier, recaptchaToken }, quiet);
}

// POST /api/v1/auth/otp/resend – behind the bot check
export async function sendCode(identifier: Identifier, type: CodeType, recaptchaToken: string): Promise<void> {
  await api.post('/api/v1/auth/otp/resend', { ...identifier, type, recaptchaToken }, quiet);
}

// POST /api/v1/auth/otp/verify – a verification code verifies the account; answers 'Verification successfully.'
export async function verifyCode(identifier: Identifier, type: CodeType, otp: string): Promise<string> {
  const response = await api.post<{ message: string }>('/api/v1/auth/otp/verify', { ...identifier, type, otp }, quiet);
  return response.data.message;
}

// POST /api/v1/auth/users/set_password – with the registration code; or, to verify later, with a bot check token instead
export async function setPassword(identifier: Identifier, otp: string, password: string): Promise<SessionUser>;
export async function setPassword(identifier: Identifier, otp: null, password: string, recaptchaToken: string): Promise<SessionUser>;
export async function setPassword(
  identifier: Identifier,
  otp: string | null,
  password: string,
  recaptchaToken?: string,
): Promise<SessionUser> {
  const body = otp === null ? { ...identifier, password, recaptchaToken } : { ...identifier, otp, password };
  const response = await api.post<{ data: { user: SessionUser } }>('/api/v1/auth/users/set_password', body, quiet);
  return response.data.data.user;
}

// POST /api/v1/auth/users/reset_password
export async function resetPassword(identifier: Identifier, otp: string, password: string): Promise<string> {
  const response = await api.post<{ message: string }>('/api/v1/auth/users/reset_password', { ...identifier, otp, password }, quiet);
  return response.data.message;
}

// DELETE /api/v2/secured/user/account
export async function deleteAccount(): Promise<string> {
  const response = await api.delete<{ message: string }>('/api/v2/secured/user/account', quiet);
  return response.data.message;
}

/** The identifier carried in a /set-password or /reset-password address (spec 000 §2). */
export function identifierFromQuery(query: URLSearchParams): Identifier | null {
  const email = query.get('email');
  if (email) return { email };
  const mobile = query.get('mobile');
  if (mobile) return { mobile, calling_code: query.get('calling_code') ?? '+91' };
  return null;
}

export function identifierToQuery(identifier: Identifier): Record<string, string> {
  return 'email' in identifier ? { email: identifier.email } : { mobile: identifier.mobile, calling_code: identifier.calling_code };
}
