import 'server-only';
import type { z } from 'zod';
import type { ProfilesListResponse } from '@/contract/schemas/profiles';
import type { LanguageResponse } from '@/contract/schemas/catalogue';
import { getLanguages } from '@/lib/api/browse';
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

/** The most languages the origin lists (LanguageQuery's limit). */
const ALL_LANGUAGES = 50;

/**
 * The catalogue's languages a profile may choose its dub and subtitles from (issue 50): those with
 * titles, films and shows alike; none when the origin could not answer (the form saves the rest).
 */
export async function getContentLanguages(): Promise<LanguageResponse['data']> {
  try {
    return await getLanguages('1', ALL_LANGUAGES);
  } catch (error) {
    if (!(error instanceof OriginError || error instanceof OriginUnreachableError)) throw error;
    console.error('The catalogue languages did not load', error);
    return [];
  }
}
