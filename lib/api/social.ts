'use client';

import { api } from '@/lib/api/client';
import type { SessionUser } from '@/contract/schemas/users';

// Browser calls of social sign-in and account linking (spec 000 §3 "Social", §7). A provider
// account whose e-mail belongs to a password account answers data.deeplink_attrs instead of a
// session: the payload waits in sessionStorage while the user signs in on /account-link.

export type SocialProvider = 'google' | 'apple' | 'facebook';

/** The client ids the web process was configured with; a provider without one shows no button. */
export interface SocialClientIds {
  google?: string;
  apple?: string;
  facebook?: string;
}

export type SocialPayload =
  | { provider: 'google'; uid?: string; id_token: string }
  | { provider: 'facebook'; uid: string; access_token: string }
  | { provider: 'apple'; id_token: string; nonce: string; auth_code?: string; email?: string; first_name?: string; last_name?: string };

export type SocialOutcome = { user: SessionUser } | { linkWith: SocialProvider };

const PATHS: Record<SocialProvider, string> = {
  google: '/api/v1/auth/users/google_login',
  facebook: '/api/v1/auth/users/facebook_login',
  apple: '/api/v1/auth/users/apple_login',
};

const PENDING_LINK = 'chalchitra.pendingLink';
const quiet = { skipAuthRedirect: true, withoutCountry: true } as const;

interface SocialAnswer {
  data: { user?: SessionUser; deeplink_attrs?: { linkWith: SocialProvider } };
}

// POST /api/v1/auth/users/{google,facebook,apple}_login
export async function socialLogin(payload: SocialPayload): Promise<SocialOutcome> {
  const { provider, ...body } = payload;
  const response = await api.post<SocialAnswer>(PATHS[provider], body, quiet);
  const { user, deeplink_attrs: link } = response.data.data;
  if (link) {
    sessionStorage.setItem(PENDING_LINK, JSON.stringify(payload));
    return { linkWith: link.linkWith };
  }
  if (!user) throw new Error('The sign-in answer carried no user.');
  return { user };
}

/** The provider payload kept for /account-link, if it is for that provider. */
export function pendingLink(provider: string | null): SocialPayload | null {
  const saved = sessionStorage.getItem(PENDING_LINK);
  if (!saved || !provider) return null;
  try {
    const payload = JSON.parse(saved) as SocialPayload;
    return payload.provider === provider ? payload : null;
  } catch {
    return null;
  }
}

// POST /api/v1/user/link_account
export async function linkAccount(payload: SocialPayload): Promise<string> {
  const response = await api.post<{ message: string }>('/api/v1/user/link_account', payload, quiet);
  sessionStorage.removeItem(PENDING_LINK);
  return response.data.message;
}
