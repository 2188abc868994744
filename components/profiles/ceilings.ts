import { KIDS_RATINGS, MATURITY_RATINGS, type MaturityRating } from '@/contract/maturity';

// How a maturity ceiling reads on the manage page (CBFC's ratings, contract/maturity.ts): the key
// of its label in the profiles catalogue, under `ceilings`.

export const CEILING_KEYS: Record<MaturityRating, 'u' | 'ua' | 'ua13' | 'ua16' | 'a'> = {
  U: 'u',
  UA: 'ua',
  'U/A 13+': 'ua13',
  'U/A 16+': 'ua16',
  A: 'a',
};

/** The ceilings a profile may have: U or UA for a kids profile, any other profile any. */
export function ceilingsFor(kids: boolean): readonly MaturityRating[] {
  return kids ? KIDS_RATINGS : MATURITY_RATINGS;
}

/**
 * The line under a profile's name, as its key under `manage` (with the rating as `rating`):
 * Kids · UA, or a grown-up's ceiling below A; null for none.
 */
export function ceilingNote(profile: { kids: boolean; maturity: MaturityRating }): 'kidsNote' | 'ceilingNote' | null {
  if (profile.kids) return 'kidsNote';
  if (profile.maturity !== 'A') return 'ceilingNote';
  return null;
}
