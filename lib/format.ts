/** 5400 → '1h 30m'; 240 → '4m'; 45 → '45s'. */
export function formatDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return minutes > 0 ? `${hours}h ${minutes}m` : `${hours}h`;
  if (minutes > 0) return `${minutes}m`;
  return `${seconds}s`;
}

/** 2_700_000 bytes → '2.7 MB'; a whole number of megabytes from 100 MB up. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(bytes >= 100_000_000 ? 0 : 1)} MB`;
}

/** spec 001 §5: a page description over 160 characters is cut to 157 plus '...'. */
export function pageDescription(text: string): string {
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

/** A YYYY-MM-DD or ISO date as '23 Dec 2026' (the origin's messages use the same form). */
export function formatDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** An ISO time as '25 Nov 2026, 2:05 pm' in India, where the service's day is kept. */
export function formatDateTime(value: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(value));
}

/** An ISO time as '2:05 pm' in India. */
export function formatTime(value: string): string {
  return new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }).format(new Date(value));
}
