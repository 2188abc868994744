// Referral links (issue 14): /?createAVOD=1&ref=CODE asks the friend to join the free MZaalo plan;
// proxy.ts keeps the code in a cookie until the new member claims it.

export const REFERRAL_PARAM = 'ref';
/** How long a referral link's code waits for its friend to join. */
export const REFERRAL_COOKIE_DAYS = 30;

/** A code as the origin issues it (letters and digits), or null. */
export function referralCodeOf(value: string | null | undefined): string | null {
  return value && /^[A-Za-z0-9]{4,32}$/.test(value) ? value.toUpperCase() : null;
}

export function referralPath(code: string): string {
  return `/?${new URLSearchParams({ createAVOD: '1', [REFERRAL_PARAM]: code }).toString()}`;
}
