// The maturity ceiling of a profile (issue 49), on the catalogue's own Indian rating scale: CBFC's
// U, UA (U/A 7+), U/A 13+, U/A 16+ and A. A title is within a ceiling when its rank is at most the
// ceiling's. Live channels rate by age ('13+'); the nearest CBFC band above the age is taken.
// Unrated content counts as A: a kids profile never sees what nobody has rated.
//
// The database applies the same ranks (the maturity_rank function of migration 0028, which the
// assets' generated maturity_rank column uses); tests/contract/maturity.test.ts holds the two alike.

export const MATURITY_RATINGS = ['U', 'UA', 'U/A 13+', 'U/A 16+', 'A'] as const;
export type MaturityRating = (typeof MATURITY_RATINGS)[number];

/** Every rank; A, the top one, is no ceiling at all. */
export const NO_CEILING_RANK = MATURITY_RATINGS.length - 1;

/** The ceilings a kids profile may have: U/A 13+ and above are not for children. */
export const KIDS_RATINGS: readonly MaturityRating[] = ['U', 'UA'];
export const DEFAULT_KIDS_RATING: MaturityRating = 'UA';

const ALIASES: Record<string, number> = { U: 0, UA: 1, 'U/A': 1, 'U/A 7+': 1, 'U/A 13+': 2, 'U/A 16+': 3, A: 4, S: 4 };

/** The rank of a title's rating: 0 (U) to 4 (A); unrated or unknown is 4. */
export function maturityRank(rating: string | null | undefined): number {
  if (!rating) return NO_CEILING_RANK;
  const normal = rating.trim().toUpperCase().replace(/\s+/g, ' ');
  if (normal in ALIASES) return ALIASES[normal];
  const age = /^(\d{1,2})\+$/.exec(normal);
  if (!age) return NO_CEILING_RANK;
  const years = Number(age[1]);
  return years <= 0 ? 0 : years <= 7 ? 1 : years <= 13 ? 2 : years <= 16 ? 3 : 4;
}

export function rankOfCeiling(ceiling: MaturityRating): number {
  return MATURITY_RATINGS.indexOf(ceiling);
}

/** Whether a title rated `rating` may be shown under `ceiling`. */
export function withinCeiling(rating: string | null | undefined, ceiling: MaturityRating): boolean {
  return maturityRank(rating) <= rankOfCeiling(ceiling);
}
