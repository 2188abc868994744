// Durations, sizes and dates as the page shows them. Each takes the page's language as a BCP 47
// tag (next-intl's useLocale() / getLocale(): 'hi-IN'), so units, digits, grouping and month
// names come in that language; without one, in English as before.

/** 5400 → '1h 30m'; 240 → '4m'; 45 → '45s' (hi-IN: '1 घं 30 मि'). */
export function formatDuration(seconds: number, locale: string = 'en-IN'): string {
  const unit = (value: number, name: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return minutes > 0 ? `${unit(hours, 'hour')} ${unit(minutes, 'minute')}` : unit(hours, 'hour');
  if (minutes > 0) return unit(minutes, 'minute');
  return unit(seconds, 'second');
}

/** 2_700_000 bytes → '2.7 MB'; a whole number of megabytes from 100 MB up. */
export function formatMegabytes(bytes: number, locale: string = 'en-IN'): string {
  const digits = bytes >= 100_000_000 ? 0 : 1;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(bytes / 1_000_000);
}

/** spec 001 §5: a page description over 160 characters is cut to 157 plus '...'. */
export function pageDescription(text: string): string {
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

/** A YYYY-MM-DD or ISO date as '23 Dec 2026' (the origin's messages use the same form). */
export function formatDate(value: string, locale: string = 'en-GB'): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** An ISO time as '25 Nov 2026, 2:05 pm' in India, where the service's day is kept. */
export function formatDateTime(value: string, locale: string = 'en-IN'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(value));
}

/** An ISO time as '2:05 pm' in India. */
export function formatTime(value: string, locale: string = 'en-IN'): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(new Date(value));
}
