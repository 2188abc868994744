import type { FastifyRequest } from 'fastify';
import { lte, type SQL } from 'drizzle-orm';
import { NO_CEILING_RANK, rankOfCeiling } from '../../../contract/maturity';
import { assets } from '../../db/schema';
import { ForbiddenError } from '../../platform/errors';
import { text } from '../../platform/texts';
import { maturityOf } from '../session/viewer';

// A profile's maturity ceiling (issue 49) as the origin applies it: the rank of the highest rating
// the viewer is shown (contract/maturity.ts), compared with the assets' generated maturity_rank.
// Routes read the ceiling from the viewer and pass it down to every query that lists titles; no
// query finds it by itself.

/** The viewer's ceiling as a rank: 0 (U) to 4 (A, which is no ceiling). */
export async function ceilingOf(request: FastifyRequest): Promise<number> {
  return rankOfCeiling(await maturityOf(request));
}

/** The assets shown under `ceiling`; no condition at all without one, so adults' queries stay as they were. */
export function assetsWithin(ceiling: number): SQL | undefined {
  return ceiling >= NO_CEILING_RANK ? undefined : lte(assets.maturityRank, ceiling);
}

/**
 * A title named by its id (its page, a play or a download) above the ceiling: 403 NOT_ON_PROFILE,
 * which the web shows as its own page rather than "not found".
 */
export function assertWithinCeiling(asset: { maturityRank: number }, ceiling: number): void {
  if (asset.maturityRank > ceiling) throw new ForbiddenError(text('errors.profiles.notOnProfile'), 'NOT_ON_PROFILE');
}
