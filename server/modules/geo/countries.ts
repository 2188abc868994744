// The countries offered at sign-up (spec 000 §3 "Country"); `top` ones are listed first with
// is_top=true. A small built-in table: the origin needs no geo database to start.

export interface CountryRow {
  country: string;
  country_code: string;
  calling_code: string;
  top?: boolean;
}

export const COUNTRIES: readonly CountryRow[] = [
  { country: 'India', country_code: 'IN', calling_code: '+91', top: true },
  { country: 'United States', country_code: 'US', calling_code: '+1', top: true },
  { country: 'United Kingdom', country_code: 'GB', calling_code: '+44', top: true },
  { country: 'United Arab Emirates', country_code: 'AE', calling_code: '+971', top: true },
  { country: 'Canada', country_code: 'CA', calling_code: '+1', top: true },
  { country: 'Australia', country_code: 'AU', calling_code: '+61', top: true },
  { country: 'Pakistan', country_code: 'PK', calling_code: '+92', top: true },
  { country: 'Bangladesh', country_code: 'BD', calling_code: '+880', top: true },
  { country: 'Nepal', country_code: 'NP', calling_code: '+977', top: true },
  { country: 'Sri Lanka', country_code: 'LK', calling_code: '+94', top: true },
  { country: 'Saudi Arabia', country_code: 'SA', calling_code: '+966' },
  { country: 'Qatar', country_code: 'QA', calling_code: '+974' },
  { country: 'Kuwait', country_code: 'KW', calling_code: '+965' },
  { country: 'Oman', country_code: 'OM', calling_code: '+968' },
  { country: 'Bahrain', country_code: 'BH', calling_code: '+973' },
  { country: 'Singapore', country_code: 'SG', calling_code: '+65' },
  { country: 'Malaysia', country_code: 'MY', calling_code: '+60' },
  { country: 'New Zealand', country_code: 'NZ', calling_code: '+64' },
  { country: 'South Africa', country_code: 'ZA', calling_code: '+27' },
  { country: 'Kenya', country_code: 'KE', calling_code: '+254' },
  { country: 'Mauritius', country_code: 'MU', calling_code: '+230' },
  { country: 'Fiji', country_code: 'FJ', calling_code: '+679' },
  { country: 'Germany', country_code: 'DE', calling_code: '+49' },
  { country: 'France', country_code: 'FR', calling_code: '+33' },
  { country: 'Netherlands', country_code: 'NL', calling_code: '+31' },
  { country: 'Italy', country_code: 'IT', calling_code: '+39' },
  { country: 'Spain', country_code: 'ES', calling_code: '+34' },
  { country: 'Ireland', country_code: 'IE', calling_code: '+353' },
  { country: 'Sweden', country_code: 'SE', calling_code: '+46' },
  { country: 'Brazil', country_code: 'BR', calling_code: '+55' },
  { country: 'Mexico', country_code: 'MX', calling_code: '+52' },
  { country: 'Turkey', country_code: 'TR', calling_code: '+90' },
  { country: 'Egypt', country_code: 'EG', calling_code: '+20' },
  { country: 'Russia', country_code: 'RU', calling_code: '+7' },
  { country: 'Philippines', country_code: 'PH', calling_code: '+63' },
  { country: 'Vietnam', country_code: 'VN', calling_code: '+84' },
  { country: 'Afghanistan', country_code: 'AF', calling_code: '+93' },
  { country: 'Bhutan', country_code: 'BT', calling_code: '+975' },
];

export function countryByCode(code: string | null | undefined): CountryRow | undefined {
  return code ? COUNTRIES.find((row) => row.country_code === code.toUpperCase()) : undefined;
}
