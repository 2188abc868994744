// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDuration, formatMegabytes, pageDescription } from '@/lib/format';

// Durations and sizes in the page's language (issue 50), from each language's own data.
describe('durations and sizes', () => {
  it.each([
    [5400, 'en-IN', '1h 30m'],
    [3600, 'en-IN', '1h'],
    [240, 'en-IN', '4m'],
    [45, 'en-IN', '45s'],
    [5400, 'hi-IN', '1 घं 30 मि'],
    [5400, 'ta-IN', '1 ம.நே. 30 நிமி.'],
  ])('writes %d seconds in %s as %s', (seconds, locale, text) => {
    expect(formatDuration(seconds, locale)).toBe(text);
  });

  it('writes sizes with a decimal below 100 MB, grouped the Indian way, in Latin digits everywhere', () => {
    expect(formatMegabytes(2_700_000, 'en-IN')).toBe('2.7 MB');
    expect(formatMegabytes(1_500_000_000, 'en-IN')).toBe('1,500 MB');
    expect(formatMegabytes(150_000_000_000, 'en-IN')).toBe('1,50,000 MB');
    expect(formatMegabytes(2_700_000, 'mr-IN-u-nu-latn')).toMatch(/^2\.7\D/);
  });

  it('cuts a page description over 160 characters (spec 001 §5)', () => {
    expect(pageDescription('x'.repeat(200))).toBe(`${'x'.repeat(157)}...`);
  });
});
