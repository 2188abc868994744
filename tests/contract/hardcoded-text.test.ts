import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT } from './i18n-catalogues';
import { parseFile, sourceFiles } from './i18n-source';

// No text written straight into a component (issue 50): every word a page shows comes from the
// catalogues, in the page's language. Read with the TypeScript compiler over the .tsx files of
// app/ and components/ (not the developer pages under app/[country]/[variant]/(bare)/dev/):
//
// - JSX text with a letter in it (`<p>Sign in</p>`), and a string literal (or a branch of a
//   conditional, or the text of a template literal) written as a JSX child (`{'Sign in'}`);
// - the string value of a user-facing attribute: aria-label, aria-description,
//   aria-roledescription, aria-valuetext, title, placeholder, alt, label.
//
// Not text: whitespace, punctuation, symbols and digits alone (`·`, `✕`, `404`); an input mask
// (`XXXX-XXXX`); anything inside <code>; a message key given as an attribute
// (`label="menu.home"`, dotted names); the names the glossary keeps in every language
// (UNTRANSLATED); and the components only the developer pages use (DEV_ONLY, checked to be so).

const SCANNED = ['app', 'components'];
const EXCLUDED = [path.join('app', '[country]', '[variant]', '(bare)', 'dev') + path.sep];
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);
/** contract/messages/GLOSSARY.md: never translated (the logo writes the name in two colours, `Chal` and `chitra`). */
const UNTRANSLATED = new Set(['Chalchitra', 'Chal', 'chitra']);
/** Components of the developer pages only (app/[country]/[variant]/(bare)/dev/); no other file may import one. */
const DEV_ONLY = ['components/devices/tv-simulator.tsx'];

// Files that still have texts of their own, while they are being moved into the catalogues.
// THIS LIST MUST ONLY SHRINK: convert a file, then take it off the list (the test fails while a
// file on it has no texts left, and fails for any file with texts that is not on it). Never
// add a file to it; a new component takes its texts from the catalogues from the start.
const ALLOWED_UNCONVERTED: readonly string[] = [];

interface Found {
  file: string;
  line: number;
  text: string;
}

const hasLetter = (text: string) => /\p{L}/u.test(text);
const isMask = (text: string) => /^[\dXx\s\-–+()/.]+$/.test(text) && /X/.test(text);
const isMessageKey = (text: string) => /^[A-Za-z][\w-]*(\.[\w-]+)+$/.test(text);

function isText(text: string): boolean {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return hasLetter(trimmed) && !isMask(trimmed) && !UNTRANSLATED.has(trimmed);
}

function tagName(element: ts.JsxElement | ts.JsxSelfClosingElement): string {
  const tag = ts.isJsxElement(element) ? element.openingElement.tagName : element.tagName;
  return tag.getText();
}

/** The string literals an expression puts on the page: itself, each branch of a condition, a template's text. */
function literalTexts(expression: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression];
  if (ts.isTemplateExpression(expression)) return [expression.head, ...expression.templateSpans.map((span) => span.literal)];
  if (ts.isParenthesizedExpression(expression)) return literalTexts(expression.expression);
  if (ts.isConditionalExpression(expression)) return [...literalTexts(expression.whenTrue), ...literalTexts(expression.whenFalse)];
  if (
    ts.isBinaryExpression(expression) &&
    [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(
      expression.operatorToken.kind,
    )
  ) {
    // `a && 'text'` shows its right side, `a || 'text'` either
    return expression.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken
      ? literalTexts(expression.right)
      : [...literalTexts(expression.left), ...literalTexts(expression.right)];
  }
  return [];
}

function textOf(node: ts.Node): string {
  if (ts.isJsxText(node)) return node.text;
  if (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node)
  )
    return node.text;
  return '';
}

/** The texts one file writes into its JSX. */
export function hardcodedTexts(file: string, source: string): Found[] {
  const tree = parseFile(file, source);
  const found: Found[] = [];
  const add = (node: ts.Node, keyAllowed = false) => {
    const text = textOf(node);
    if (!isText(text) || (keyAllowed && isMessageKey(text.trim()))) return;
    found.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1, text: text.replace(/\s+/g, ' ').trim() });
  };
  const visit = (node: ts.Node): void => {
    if ((ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) && tagName(node) === 'code') return; // code stays as written
    if (ts.isJsxText(node)) add(node);
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const literal of literalTexts(node.expression)) add(literal);
    }
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) add(value, true);
      else if (ts.isJsxExpression(value) && value.expression) for (const literal of literalTexts(value.expression)) add(literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

function scannedFiles(): string[] {
  return sourceFiles(SCANNED, /\.tsx$/).filter(
    (file) => !EXCLUDED.some((excluded) => file.startsWith(excluded)) && !DEV_ONLY.includes(file),
  );
}

/** The files of app/ and components/ (outside the developer pages) that import `target`. */
function importersOf(target: string): string[] {
  const bare = target.replace(/\.tsx?$/, '');
  return sourceFiles(SCANNED)
    .filter((file) => !EXCLUDED.some((excluded) => file.startsWith(excluded)) && file !== target)
    .filter((file) => {
      const tree = parseFile(file, readFileSync(path.join(ROOT, file), 'utf8'));
      return tree.statements.some((statement) => {
        const specifier =
          (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
          statement.moduleSpecifier &&
          ts.isStringLiteral(statement.moduleSpecifier)
            ? statement.moduleSpecifier.text
            : undefined;
        if (!specifier) return false;
        const resolved = specifier.startsWith('@/')
          ? specifier.slice(2)
          : specifier.startsWith('.')
            ? path.join(path.dirname(file), specifier)
            : specifier;
        return resolved.replace(/\.tsx?$/, '') === bare;
      });
    });
}

describe('texts in components', () => {
  const files = scannedFiles();
  const byFile = new Map(files.map((file) => [file, hardcodedTexts(file, readFileSync(path.join(ROOT, file), 'utf8'))]));

  it('finds texts the way it should', () => {
    const sample = [
      'export function A({ on }: { on: boolean }) {',
      '  return (',
      '    <div title="Close the menu" aria-label={on ? "Open" : "Shut"} label="menu.home">',
      '      <p>Sign in</p> <p>{"Welcome"}</p> <p>{on && `Hi ${on}`}</p>',
      '      <code>npm run build</code> <span>·</span> <span>404</span> <span>Chalchitra</span> <span> </span> <input placeholder="XXXX-XXXX" />',
      '    </div>',
      '  );',
      '}',
    ].join('\n');
    expect(hardcodedTexts('sample.tsx', sample).map((entry) => entry.text)).toEqual([
      'Close the menu',
      'Open',
      'Shut',
      'Sign in',
      'Welcome',
      'Hi',
    ]);
  });

  it('are in the catalogues, but for the files still being converted', () => {
    // I18N_LIST_UNCONVERTED=1 prints the files that have texts now
    if (process.env.I18N_LIST_UNCONVERTED)
      console.log(
        [...byFile]
          .filter(([, found]) => found.length)
          .map(([file]) => `  '${file}',`)
          .join('\n'),
      );
    const allowed = new Set(ALLOWED_UNCONVERTED);
    const unlisted = [...byFile]
      .filter(([file, found]) => found.length && !allowed.has(file))
      .flatMap(([, found]) => found.map((entry) => `${entry.file}:${entry.line}: ${entry.text}`));
    expect(unlisted).toEqual([]);
  });

  it('leaves out only components of the developer pages', () => {
    expect(DEV_ONLY.flatMap((file) => importersOf(file).map((importer) => `${file} is imported by ${importer}`))).toEqual([]);
  });

  it('lists only files that still have texts (take a converted file off ALLOWED_UNCONVERTED)', () => {
    const stale = ALLOWED_UNCONVERTED.filter((file) => !byFile.get(file)?.length).map(
      (file) => `${file}: no texts left (or no such file): remove it from ALLOWED_UNCONVERTED`,
    );
    expect(stale).toEqual([]);
  });
});
