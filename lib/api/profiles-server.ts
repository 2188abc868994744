import 'server-only';
import type { z } from 'zod';
import type { ProfilesListResponse } from '@/contract/schemas/profiles';
import { OriginError, OriginUnreachableError, originGet } from '@/lib/api/server';

type ProfileList = z.infer<typeof ProfilesListResponse>['data'];

/**
 * GET /api/v2/secured/profiles – the account's profiles, for "Who's watching?" and Manage
 * profiles; null when the origin refused (a session that ended) or could not be reached. Anything
 * else (the framework's own signals while it renders) goes on up.
 */
export async function getProfiles(): Promise<ProfileList | null> {
  try {
    return (await originGet<z.infer<typeof ProfilesListResponse>>('/api/v2/secured/profiles', { withoutCountry: true })).data;
  } catch (error) {
    if (!(error instanceof OriginError || error instanceof OriginUnreachableError)) throw error;
    console.error('The profiles did not load', error);
    return null;
  }
}
