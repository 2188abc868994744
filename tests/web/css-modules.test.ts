import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A class a component names on its CSS module but the module does not define is `undefined` at
// run time: `${styles.a} ${styles.b}` draws class="undefined …" into every page's HTML (and its
// RSC payload), and the element goes unstyled. Every name used must be defined.

const ROOT = path.resolve(import.meta.dirname, '../..');
const IMPORT = /import (\w+) from '([^']+\.module\.css)'/g;

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(ROOT, directory), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Each `styles.name` (or `styles['name']`) a file uses that its module does not define. */
function undefinedClasses(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const missing: string[] = [];
  for (const [, binding, specifier] of source.matchAll(IMPORT)) {
    const cssFile = specifier.startsWith('@/') ? path.join(ROOT, specifier.slice(2)) : path.resolve(path.dirname(file), specifier);
    const defined = new Set([...readFileSync(cssFile, 'utf8').matchAll(/\.([a-zA-Z_][\w-]*)/g)].map((match) => match[1]));
    const used = [
      ...source.matchAll(new RegExp(`\\b${binding}\\.([a-zA-Z_]\\w*)`, 'g')),
      ...source.matchAll(new RegExp(`\\b${binding}\\[['"]([\\w-]+)['"]\\]`, 'g')),
    ].map((match) => match[1]);
    for (const name of new Set(used)) if (!defined.has(name)) missing.push(`${path.relative(ROOT, file)}: ${binding}.${name}`);
  }
  return missing;
}

describe('CSS modules', () => {
  it('define every class the components name', () => {
    const files = [...sourceFiles('components'), ...sourceFiles('app')];
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(undefinedClasses)).toEqual([]);
  });
});
