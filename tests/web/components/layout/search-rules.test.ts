import { describe, expect, it } from 'vitest';
import { chosenTerm, moveActive, readSuggestions, searchHref, wantsSuggestions } from '@/components/layout/search-rules';

// spec 001 §4 "Search", §5 and §9.
describe('search box rules', () => {
  it.each([
    [-1, 'ArrowDown', 3, 0],
    [0, 'ArrowDown', 3, 1],
    [2, 'ArrowDown', 3, -1],
    [-1, 'ArrowUp', 3, 2],
    [0, 'ArrowUp', 3, -1],
    [1, 'ArrowUp', 3, 0],
    [-1, 'ArrowDown', 0, -1],
  ] as const)('from %s, %s with %s suggestions goes to %s', (active, key, count, next) => {
    expect(moveActive(active, key, count)).toBe(next);
  });

  it('Enter takes the active suggestion, otherwise the typed text', () => {
    expect(chosenTerm('dho', ['Dhoom', 'Dhoom 2'], 1)).toBe('Dhoom 2');
    expect(chosenTerm(' dho ', ['Dhoom'], -1)).toBe('dho');
  });

  it('asks for suggestions from 1 character and shows at most 5', () => {
    expect(wantsSuggestions('')).toBe(false);
    expect(wantsSuggestions(' ')).toBe(false);
    expect(wantsSuggestions('d')).toBe(true);
    expect(readSuggestions({ suggestions: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(readSuggestions({ data: { suggestions: ['a'] } })).toEqual(['a']);
    expect(readSuggestions(null)).toEqual([]);
  });

  it('searches at /search?q=', () => {
    expect(searchHref('tom & jerry')).toBe('/search?q=tom%20%26%20jerry');
  });
});
