// The queries of the search benchmarks: what people type, one to a few letters, whole words,
// typos, initials and transliterations.

export const QUERIES = [
  'k',
  'd',
  's',
  'ka',
  'di',
  'mer',
  'kabhi',
  'kabhi k',
  'kabhi kushi',
  'kbhi khushi',
  'dil',
  'dil ki',
  'safar',
  'zindagi na',
  'K3G',
  'DDLJ',
  'pyar',
  'ishq',
  'raat ki',
  'tere',
  'sajna',
  'mohabbat',
  'dilwale dulhaniya',
  'qqzx',
];

export const suggestUrl = (query: string) => `/api/v2/search/suggest?q=${encodeURIComponent(query)}&optimized=true`;

/** The p-th percentile of an ascending list. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
