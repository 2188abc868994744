import 'server-only';
import { originGet, originGetOrNull, OriginError } from '@/lib/api/server';
import type { UserProfile } from '@/contract/schemas/users';
import type { Country } from '@/contract/schemas/geo';

// Account reads for server components: one function per origin call.

export type { UserProfile };

/** GET /api/v2/secured/user/profile; null when not signed in. */
export async function getProfile(): Promise<UserProfile | null> {
  try {
    return (await originGet<{ data: UserProfile }>('/api/v2/secured/user/profile')).data;
  } catch (error) {
    if (error instanceof OriginError && error.status === 401) return null;
    throw error;
  }
}

/** GET /api/v1/common/countries */
export async function getCountries(): Promise<Country[]> {
  return (await originGet<{ data: Country[] }>('/api/v1/common/countries')).data;
}

export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** GET /api/dev/outbox; null when the origin does not serve it (production, SMTP). */
export async function getDevOutbox(): Promise<OutboxMessage[] | null> {
  return (await originGetOrNull<{ data: OutboxMessage[] }>('/api/dev/outbox'))?.data ?? null;
}
