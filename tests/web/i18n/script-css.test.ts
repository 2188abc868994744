// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale } from '@/contract/locales';
import { catalogueSamples, glossarySamples, intlSamples } from './page-text';
import { GLOBALS_CSS, inRange, ROOT, servedFaces, type ServedFace } from './served-fonts';

// Line heights and truncation that suit each script (issue 50). globals.css gives each Indian
// language (by :lang(), the document's or an element's own) a font stack that starts with its
// script's served face, which makes that face the first available font, so a line box is
// measured with its ascent and descent; and a leading for running text and one for headings and
// clamped lines. Here each leading is checked against what the language's own text needs: its
// words (the catalogues, the glossary, Intl's dates and numbers) are shaped in the served face,
// in each weight, and the tallest and deepest ink of any word must fit inside a line box of
// that leading, or a clamped line (overflow: hidden) would cut it and lines would collide.

const INDIAN = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

interface Rule {
  selectors: string[];
  declarations: Map<string, string>;
}

/** A selector list's selectors: split at its commas, not at those inside :is(…) and the like. */
function splitSelectors(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      selectors.push(current);
      current = '';
    } else current += char;
  }
  selectors.push(current);
  return selectors.map((selector) => selector.trim().replace(/\s+/g, ' '));
}

/** The style rules of a style sheet (at-rules' blocks included, their conditions dropped). */
function rules(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const out: Rule[] = [];
  let prelude = '';
  let depth = 0;
  let body = '';
  for (const char of text) {
    if (char === '{') {
      if (prelude.trim().startsWith('@')) prelude = '';
      else depth += 1;
      continue;
    }
    if (char === '}') {
      if (depth > 0) {
        depth -= 1;
        const declarations = new Map<string, string>();
        for (const part of body.split(';')) {
          const colon = part.indexOf(':');
          if (colon > 0)
            declarations.set(
              part.slice(0, colon).trim(),
              part
                .slice(colon + 1)
                .trim()
                .replace(/\s+/g, ' '),
            );
        }
        out.push({ selectors: splitSelectors(prelude), declarations });
        prelude = '';
        body = '';
      }
      continue;
    }
    if (depth > 0) body += char;
    else prelude += char;
  }
  return out;
}

const globals = rules(readFileSync(path.join(ROOT, GLOBALS_CSS), 'utf8'));

/** A custom property or property as a rule for exactly `selector` sets it. */
function declared(selector: string, property: string): string | undefined {
  return globals
    .filter((rule) => rule.selectors.includes(selector))
    .map((rule) => rule.declarations.get(property))
    .findLast((value) => value !== undefined);
}

/** The face that draws a script (ISO 15924, `Deva`): the served face with the most of its characters. */
function faceOfScript(script: string): ServedFace | undefined {
  const pattern = new RegExp(`\\p{Script=${script}}`, 'u');
  const counts = servedFaces().map((face) => ({
    face,
    count: (face.files[0]?.font.characterSet ?? []).filter(
      (codePoint) => inRange(face.unicodeRange, codePoint) && pattern.test(String.fromCodePoint(codePoint)),
    ).length,
  }));
  return counts.sort((a, b) => b.count - a.count).find((entry) => entry.count > 0)?.face;
}

const scriptOf = (locale: Locale) => new Intl.Locale(LOCALE_INFO[locale].tag).maximize().script ?? 'Latn';

/** The highest and lowest ink, in ems, of the words of `texts` in a script, shaped in a face's file. */
function ink(font: fontkit.Font, texts: string[], script: string): { top: number; bottom: number; topWord: string; bottomWord: string } {
  const pattern = new RegExp(`\\p{Script=${script}}`, 'u');
  const words = new Set(texts.flatMap((text) => text.split(/[\s\p{P}\p{S}\d]+/u)).filter((word) => pattern.test(word)));
  const result = { top: 0, bottom: 0, topWord: '', bottomWord: '' };
  const measure = (word: string, glyphs: { glyph: fontkit.Glyph; yOffset: number }[]) => {
    for (const { glyph, yOffset } of glyphs) {
      const box = glyph.bbox;
      if (!Number.isFinite(box.maxY) || box.maxY === box.minY) continue;
      const top = (box.maxY + yOffset) / font.unitsPerEm;
      const bottom = -(box.minY + yOffset) / font.unitsPerEm;
      if (top > result.top) Object.assign(result, { top, topWord: word });
      if (bottom > result.bottom) Object.assign(result, { bottom, bottomWord: word });
    }
  };
  for (const word of words) {
    try {
      const run = font.layout(word);
      measure(
        word,
        run.glyphs.map((glyph, index) => ({ glyph, yOffset: run.positions[index].yOffset })),
      );
    } catch {
      // fontkit cannot shape every sequence: the word's characters, unshaped
      measure(
        word,
        [...word].map((char) => ({ glyph: font.glyphForCodePoint(char.codePointAt(0)!), yOffset: 0 })),
      );
    }
  }
  return result;
}

/**
 * The least line-height (a multiple of the font size) whose line box holds the ink: the box
 * is the face's ascent plus descent, with half of the rest of the leading above and half below.
 */
function leadingNeeded(font: fontkit.Font, top: number, bottom: number): number {
  const ascent = font.ascent / font.unitsPerEm;
  const descent = -font.descent / font.unitsPerEm;
  return Math.max(2 * top - ascent + descent, 2 * bottom + ascent - descent, ascent + descent);
}

describe('the Indian scripts in globals.css', () => {
  it.each(INDIAN)("%s: the font stack starts with the script's served face, which takes the space (the first available font)", (locale) => {
    const face = faceOfScript(scriptOf(locale));
    expect(face, `a served face for ${scriptOf(locale)}`).toBeDefined();
    expect(declared(`:lang(${locale})`, '--font-sans')?.startsWith(`var(${face!.variable}`)).toBe(true);
    expect(inRange(face!.unicodeRange, 0x20) && face!.files.every((file) => file.font.hasGlyphForCodePoint(0x20))).toBe(true);
  });

  it.each(INDIAN)(
    '%s: running text, headings and clamped lines are set with leading its tallest and deepest glyphs fit in',
    (locale) => {
      const script = scriptOf(locale);
      const face = faceOfScript(script)!;
      const texts = [
        ...catalogueSamples(locale),
        ...glossarySamples(locale),
        ...intlSamples(locale),
        { source: '', text: LOCALE_INFO[locale].nativeName },
      ].map((sample) => sample.text);
      const tight = Number(declared(`:lang(${locale})`, '--leading-tight'));
      const body = Number(declared(`:lang(${locale})`, '--leading-body'));
      for (const file of face.files) {
        const measured = ink(file.font, texts, script);
        expect(measured.top, `${locale} has ${script} text to measure`).toBeGreaterThan(0);
        const needed = leadingNeeded(file.font, measured.top, measured.bottom);
        const why = `${file.path}: ink from ${measured.top.toFixed(3)} em (${measured.topWord}) to -${measured.bottom.toFixed(3)} em (${measured.bottomWord}) needs line-height ${needed.toFixed(3)}`;
        if (process.env.I18N_LEADING_REPORT) console.log(`${locale} ${why}; set ${tight} and ${body}`);
        expect(tight, why).toBeGreaterThanOrEqual(needed);
        expect(body, why).toBeGreaterThanOrEqual(tight);
      }
      // running text a little more open than Latin's
      expect(body).toBeGreaterThan(Number(declared(':root', '--leading-body')));
    },
    120_000,
  ); // every word of the language shaped twice

  it.each(INDIAN)("%s: headings, buttons and an element in the language take the language's leading", (locale) => {
    expect(declared(`:is(h1, h2, h3, h4):lang(${locale})`, 'line-height')).toBe('var(--leading-tight)');
    expect(declared(`.btn:lang(${locale})`, 'line-height')).toBe('var(--leading-tight)');
    expect(declared(`.btn:lang(${locale})`, 'white-space')).toBe('normal');
    expect(declared(':where([lang]:not(:root))', 'font-family')).toBe('var(--font-sans)');
    expect(declared('body', 'line-height')).toBe('var(--leading-body)');
  });

  it("gives every clamped class of the components' CSS modules each language's leading", () => {
    const sheets = ['app', 'components'].flatMap((directory) =>
      readdirSync(path.join(ROOT, directory), { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.module.css'))
        .map((entry) => path.join(entry.parentPath, entry.name)),
    );
    const clamped = new Set<string>();
    for (const sheet of sheets) {
      for (const rule of rules(readFileSync(sheet, 'utf8'))) {
        if (!rule.declarations.has('-webkit-line-clamp') && !rule.declarations.has('line-clamp')) continue;
        for (const selector of rule.selectors) for (const [, name] of selector.matchAll(/\.([A-Za-z_][\w-]*)/g)) clamped.add(name);
      }
    }
    expect(clamped.size).toBeGreaterThan(0);
    const missing = [...clamped].flatMap((name) =>
      INDIAN.filter((locale) => declared(`[class*='_${name}']:lang(${locale})`, 'line-height') !== 'var(--leading-tight)').map(
        (locale) => `.${name} in ${locale}`,
      ),
    );
    expect(missing).toEqual([]);
  });
});
