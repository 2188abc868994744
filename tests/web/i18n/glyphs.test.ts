// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/contract/locales';
import { catalogueSamples, glossarySamples, intlSamples, pickerSamples, type Sample } from './page-text';
import { codePointName, facesFor, GLOBALS_CSS, ROOT, servedFaces, uncovered } from './served-fonts';

// No missing-glyph boxes on any page in any language (issue 50): every character a page can show
// (its language's catalogues, the language picker, what Intl writes for its language) is drawn
// by a font the product serves (lib/i18n/fonts.ts: the Noto faces of the Indian scripts, read
// from their woff2 files' character maps, within their unicode-range), in each weight it
// serves, or is one of the Latin characters the system's own UI font is trusted with
// (served-fonts.ts SYSTEM_LATIN: the product serves no Latin face). A catalogue that gains a
// character no served font has fails here: serve a face that has it (or take the character out).

function faults(samples: Sample[]): string[] {
  const out = new Map<number, string>();
  for (const sample of samples)
    for (const codePoint of uncovered(sample.text))
      if (!out.has(codePoint)) out.set(codePoint, `${codePointName(codePoint)} in ${sample.source}`);
  return [...out.values()];
}

describe('served fonts', () => {
  const faces = servedFaces();

  it("are the Indian scripts' Noto faces, in the weights the type scale uses, swapped in, not preloaded, each with its unicode-range", () => {
    expect(faces.map((face) => face.files[0]?.font.familyName).sort()).toEqual([
      'Noto Sans Bengali',
      'Noto Sans Devanagari',
      'Noto Sans Tamil',
      'Noto Sans Telugu',
    ]);
    for (const face of faces) {
      expect(face.files.map((file) => file.weight).sort(), face.name).toEqual(['400', '700']);
      for (const file of face.files) expect(existsSync(path.join(ROOT, file.path)) && file.path.endsWith('.woff2'), file.path).toBe(true);
      expect({ display: face.display, preload: face.preload, adjustFontFallback: face.adjustFontFallback }, face.name).toEqual({
        display: 'swap',
        preload: false,
        adjustFontFallback: false,
      });
      expect(face.unicodeRange.length, `${face.name} has a unicode-range`).toBeGreaterThan(1);
    }
  });

  it("are each named in globals.css's font stacks", () => {
    const css = readFileSync(path.join(ROOT, GLOBALS_CSS), 'utf8');
    for (const face of faces) expect(css, face.variable).toContain(`var(${face.variable}`);
  });

  it('draw ₹, which the system stack is not trusted with, in Devanagari, Tamil and Bengali', () => {
    for (const weight of ['400', '700']) {
      expect(
        facesFor(0x20b9, weight)
          .map((face) => face.name)
          .sort(),
      ).toEqual(['bengali', 'devanagari', 'tamil']);
    }
  });

  it.each(LOCALES)(
    'draw every character of the %s catalogues, the picker and Intl',
    (locale) => {
      expect(faults([...catalogueSamples(locale), ...pickerSamples(), ...intlSamples(locale), ...glossarySamples(locale)])).toEqual([]);
    },
    60_000,
  );

  it('report a character no served font has', () => {
    // the check itself: Gurmukhi (no face served), an emoji, and ₹ and Devanagari (served)
    expect(faults([{ source: 'a sample', text: 'ਪੰਜਾਬੀ 😀 ₹ हिन्दी' }])).toEqual([
      'U+0A2A ਪ in a sample',
      'U+0A70 ੰ in a sample',
      'U+0A1C ਜ in a sample',
      'U+0A3E ਾ in a sample',
      'U+0A2C ਬ in a sample',
      'U+0A40 ੀ in a sample',
      'U+1F600 😀 in a sample',
    ]);
  });
});
