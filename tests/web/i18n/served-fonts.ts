import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import ts from 'typescript';

// The fonts the product serves, as lib/i18n/fonts.ts declares them to next/font/local, read with
// the TypeScript compiler (next/font needs the options written out literally, so they can be
// read back), with each face's files opened by fontkit for their character maps and metrics.

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const FONTS_MODULE = 'lib/i18n/fonts.ts';
export const GLOBALS_CSS = 'app/[country]/[variant]/globals.css';

export interface FaceFile {
  path: string;
  weight: string;
  font: fontkit.Font;
}

export interface ServedFace {
  /** the exported name (`devanagari`) */
  name: string;
  /** the CSS variable it defines (`--font-devanagari`) */
  variable: string;
  display: string | undefined;
  preload: boolean | undefined;
  adjustFontFallback: unknown;
  unicodeRange: [number, number][];
  files: FaceFile[];
}

/** A literal of the module, as a value: strings, numbers, booleans, arrays and objects of them. */
function literal(node: ts.Expression): unknown {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((element) => literal(element));
  if (ts.isObjectLiteralExpression(node)) {
    return Object.fromEntries(
      node.properties
        .filter(ts.isPropertyAssignment)
        .map((property) => [property.name.getText().replace(/^['"]|['"]$/g, ''), literal(property.initializer)]),
    );
  }
  throw new Error(`${FONTS_MODULE}: a font option that is not a literal: ${node.getText()}`);
}

/** `U+0020,U+0900-097F` as code point ranges. */
export function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`not a unicode-range: ${part}`);
    const low = parseInt(match[1], 16);
    return [low, match[2] ? parseInt(match[2], 16) : low];
  });
}

export const inRange = (ranges: [number, number][], codePoint: number) =>
  ranges.some(([low, high]) => codePoint >= low && codePoint <= high);

let cached: ServedFace[] | undefined;

/** Every localFont() of lib/i18n/fonts.ts with its files opened. */
export function servedFaces(): ServedFace[] {
  if (cached) return cached;
  const file = path.join(ROOT, FONTS_MODULE);
  const tree = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const faces: ServedFace[] = [];
  for (const statement of tree.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const call = declaration.initializer;
      if (!call || !ts.isCallExpression(call) || call.expression.getText() !== 'localFont') continue;
      const options = literal(call.arguments[0]) as {
        src: { path: string; weight: string }[];
        display?: string;
        preload?: boolean;
        adjustFontFallback?: unknown;
        variable: string;
        declarations?: { prop: string; value: string }[];
      };
      const range = options.declarations?.find((entry) => entry.prop === 'unicode-range')?.value;
      faces.push({
        name: declaration.name.getText(),
        variable: options.variable,
        display: options.display,
        preload: options.preload,
        adjustFontFallback: options.adjustFontFallback,
        unicodeRange: range ? parseUnicodeRange(range) : [[0, 0x10ffff]],
        files: options.src.map((source) => {
          const resolved = path.resolve(path.dirname(file), source.path);
          return {
            path: path.relative(ROOT, resolved),
            weight: source.weight,
            font: fontkit.create(readFileSync(resolved)) as fontkit.Font,
          };
        }),
      });
    }
  }
  cached = faces;
  return faces;
}

/**
 * What the system's Latin stack is trusted to draw (globals.css --font-latin: system-ui, the
 * platforms' UI fonts, Arial): the product serves no Latin face. These are the characters of
 * WGL4, the repertoire Windows' core fonts (Segoe UI, Arial) carry, that San Francisco, Roboto
 * and Noto Sans carry as well: Basic Latin, Latin-1 Supplement, the common punctuation (dashes,
 * quotes, bullet, ellipsis, per mille, primes, angle quotes), €, ™, the arrows ← ↑ → ↓ ↔ ↕
 * (the player's keyboard hints) and the minus sign. Not ₹
 * (U+20B9, newer than WGL4 and missing from older systems' fonts): a served face must have it.
 */
export const SYSTEM_LATIN: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2020, 0x2022],
  [0x2026, 0x2026],
  [0x2030, 0x2030],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2195],
  [0x2212, 0x2212],
];

/** The faces of a weight that draw a code point: its unicode-range names it and its file has a glyph for it. */
export function facesFor(codePoint: number, weight: string, faces: ServedFace[] = servedFaces()): ServedFace[] {
  return faces.filter(
    (face) =>
      inRange(face.unicodeRange, codePoint) &&
      face.files.some((file) => file.weight === weight && file.font.hasGlyphForCodePoint(codePoint)),
  );
}

/** The code points of `text` that neither the system's Latin nor a served face of every weight draws. */
export function uncovered(text: string, faces: ServedFace[] = servedFaces()): number[] {
  const weights = [...new Set(faces.flatMap((face) => face.files.map((file) => file.weight)))];
  const missing = new Set<number>();
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (codePoint === 0x0a || codePoint === 0x0d || codePoint === 0x09) continue; // line breaks and tabs draw nothing
    if (inRange(SYSTEM_LATIN, codePoint)) continue;
    if (weights.every((weight) => facesFor(codePoint, weight, faces).length > 0)) continue;
    missing.add(codePoint);
  }
  return [...missing];
}

export const codePointName = (codePoint: number) =>
  `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')} ${String.fromCodePoint(codePoint)}`;
