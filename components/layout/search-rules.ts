// spec 001 §4 "Search" and §5, §9: suggestions from 1 character, at most 5 shown; arrow keys move
// the active item; Enter selects the active item or submits the typed text; Escape or blur clears.

export const SEARCH_MIN_CHARS = 1;
export const SEARCH_SUGGESTION_LIMIT = 5;

/** The next active index; -1 stands for the typed text (no suggestion active). */
export function moveActive(active: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return active + 1 >= count ? -1 : active + 1;
  return active <= -1 ? count - 1 : active - 1;
}

/** What Enter searches for: the active suggestion, otherwise the typed text. */
export function chosenTerm(typed: string, suggestions: readonly string[], active: number): string {
  return (active >= 0 && active < suggestions.length ? suggestions[active] : typed).trim();
}

export function wantsSuggestions(typed: string): boolean {
  return typed.trim().length >= SEARCH_MIN_CHARS;
}

/** Reads the suggest answer ({suggestions: string[]}, possibly inside data), keeping at most 5. */
export function readSuggestions(body: unknown): string[] {
  const holder = body as { suggestions?: unknown; data?: { suggestions?: unknown } } | null;
  const list = holder?.suggestions ?? holder?.data?.suggestions;
  if (!Array.isArray(list)) return [];
  return list.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, SEARCH_SUGGESTION_LIMIT);
}

export function searchHref(term: string): string {
  return `/search?q=${encodeURIComponent(term)}`;
}
