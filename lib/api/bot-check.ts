import type { z } from 'zod';
import type { ChallengeResponse } from '@/contract/schemas/auth';
import { get } from '@/lib/api/lazy-client';

export type BotChallenge = z.infer<typeof ChallengeResponse>['data'];

// GET /api/v1/user/recaptcha/challenge – which bot check runs, and its challenge
export async function fetchBotChallenge(): Promise<BotChallenge> {
  return (await get<{ data: BotChallenge }>('/api/v1/user/recaptcha/challenge', { withoutCountry: true })).data;
}
