/** 5400 → '1h 30m'; 240 → '4m'; 45 → '45s'. */
export function formatDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return minutes > 0 ? `${hours}h ${minutes}m` : `${hours}h`;
  if (minutes > 0) return `${minutes}m`;
  return `${seconds}s`;
}

/** spec 001 §5: a page description over 160 characters is cut to 157 plus '...'. */
export function pageDescription(text: string): string {
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}
