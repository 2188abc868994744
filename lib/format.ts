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

/** ['Hindi', 'Tamil'] → 'Hindi, Tamil', as the language lists its items (hi-IN: 'हिंदी, तमिल'). */
export function formatNameList(names: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(names);
}

/** A language's name in the page's language, for a code or tag the catalogues do not name ('ori' → 'Odia'). */
export function displayLanguageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** spec 001 §5: a page description over 160 characters is cut to 157 plus '...'. */
export function pageDescription(text: string): string {
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}
