// spec 000 §4 "Other" and §9: the GDPR banner shows to anonymous visitors in the EU country list
// (51 codes: the EU, the EEA, the UK, Switzerland and the other European states and territories)
// until the consent cookie is set.

export const GDPR_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'CH',
  'GB',
  'AD',
  'AL',
  'BA',
  'BY',
  'FO',
  'GI',
  'GG',
  'IM',
  'JE',
  'MC',
  'MD',
  'ME',
  'MK',
  'RS',
  'SM',
  'UA',
  'VA',
  'XK',
  'AX',
]);

/** The cookie the origin sets on POST /api/v2/user/gdpr/consent. */
export const CONSENT_COOKIE = 'gdpr_consent';

export function showsConsentBanner(input: { isLoggedIn: boolean; country: string | undefined; consent: string | undefined }): boolean {
  return !input.isLoggedIn && !input.consent && input.country !== undefined && GDPR_COUNTRIES.has(input.country.toUpperCase());
}
