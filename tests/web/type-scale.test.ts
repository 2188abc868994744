import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The site's text comes in one scale of sizes (--text-xs to --text-2xl in globals.css) and two
// weights, 400 and 700 (README "One type scale"): each further size or weight a page's first layout
// meets is one more synchronous look-up in the browser's font service.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCALE_SIZE = /^(var\(--text-(xs|sm|md|lg|xl|2xl)\)|clamp\(var\(--text-(xs|sm|md|lg|xl|2xl)\), .+\)|inherit)$/;
/** Sizes outside the scale on purpose: subtitles follow the player's size; the 404 page's numerals. */
const OFF_SCALE = new Set([
  'components/player/player.module.css: 1.15em',
  'components/layout/not-found-view.module.css: clamp(4rem, 14vw, 8rem)',
]);

function styleSheets(directory: string): string[] {
  return readdirSync(path.join(ROOT, directory), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

function declarations(property: string): string[] {
  return [...styleSheets('app'), ...styleSheets('components')].flatMap((file) =>
    [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(new RegExp(`(?<![\\w-])${property}:\\s*([^;]+);`, 'g'))].map(
      (match) => `${file}: ${match[1].replace(/\s*!important$/, '').trim()}`,
    ),
  );
}

describe('type scale', () => {
  it('sizes text from the scale only', () => {
    const sizes = declarations('font-size');
    expect(sizes.length).toBeGreaterThan(50);
    expect(sizes.filter((entry) => !OFF_SCALE.has(entry) && !SCALE_SIZE.test(entry.split(': ')[1]))).toEqual([]);
  });

  it('weighs text 400 or 700 only', () => {
    const weights = declarations('font-weight');
    expect(weights.length).toBeGreaterThan(20);
    expect(weights.filter((entry) => !/: (400|700|inherit)$/.test(entry))).toEqual([]);
  });
});
