import { describe, expect, it } from 'vitest';
import { toggleCollapse } from '@/components/layout/collapse-rules';

// spec 001 §4 "Collapse groups".
describe('collapse groups', () => {
  it.each([
    [[], 'movies', true, ['movies']],
    [['movies'], 'movies', true, []],
    [['movies'], 'music', true, ['music']],
    [['movies'], 'music', false, ['movies', 'music']],
    [['movies', 'music'], 'movies', false, ['music']],
  ])('open %j, toggling %s (only one: %s) gives %j', (open, id, onlyOne, expected) => {
    expect(toggleCollapse(open, id, onlyOne)).toEqual(expected);
  });
});
