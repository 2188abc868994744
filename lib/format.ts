// Durations and sizes as the page shows them, in the page's language: each takes its BCP 47 tag
// (next-intl's useLocale() / getLocale(): 'hi-IN'), so units and grouping come from the language's
// own data (CLDR). Dates go through next-intl's formatter.

/** 5400 → '1h 30m'; 240 → '4m'; 45 → '45s' (hi-IN: '1 घं 30 मि'). */
export function formatDuration(seconds: number, locale: string): string {
  const unit = (value: number, name: 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return minutes > 0 ? `${unit(hours, 'hour')} ${unit(minutes, 'minute')}` : unit(hours, 'hour');
  if (minutes > 0) return unit(minutes, 'minute');
  return unit(seconds, 'second');
}

/** 2_700_000 bytes → '2.7 MB'; a whole number of megabytes from 100 MB up. */
export function formatMegabytes(bytes: number, locale: string): string {
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
