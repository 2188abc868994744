import { KIDS_RATINGS, MATURITY_RATINGS, type MaturityRating } from '@/contract/maturity';

// How a maturity ceiling reads on the manage page (CBFC's ratings, contract/maturity.ts).

export const CEILING_LABELS: Record<MaturityRating, string> = {
  U: 'U: for all ages',
  UA: 'UA: 7 and over with a parent’s guidance',
  'U/A 13+': 'U/A 13+: 13 and over',
  'U/A 16+': 'U/A 16+: 16 and over',
  A: 'A: every title (no limit)',
};

/** The ceilings a profile may have: U or UA for a kids profile, any other profile any. */
export function ceilingsFor(kids: boolean): readonly MaturityRating[] {
  return kids ? KIDS_RATINGS : MATURITY_RATINGS;
}

/** The line under a profile's name: Kids · UA, or a grown-up's ceiling below A. */
export function ceilingNote(profile: { kids: boolean; maturity: MaturityRating }): string | null {
  if (profile.kids) return `Kids profile · titles rated ${profile.maturity} and below`;
  if (profile.maturity !== 'A') return `Titles rated ${profile.maturity} and below`;
  return null;
}
