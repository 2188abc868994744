import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './i18n-catalogues';

// The product's source read with the TypeScript compiler, for the tests of its messages:
// which catalogue keys the code uses (message-usage.test.ts) and which texts are still written
// into components (hardcoded-text.test.ts).

/** The folders (and files) of the web (app, components, lib, stores, proxy.ts), of the origin (server) and what they share (contract). */
export const CODE_ROOTS = ['app', 'components', 'lib', 'stores', 'proxy.ts', 'server', 'contract'];

/** Every .ts and .tsx file under the given folders or files of the repository, relative to it. */
export function sourceFiles(roots: readonly string[], extensions: RegExp = /\.tsx?$/): string[] {
  return roots.flatMap((root) => {
    const full = path.join(ROOT, root);
    if (/\.tsx?$/.test(root)) return [root];
    return readdirSync(full, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && extensions.test(entry.name) && !entry.name.endsWith('.d.ts'))
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
      .filter((file) => !file.split(path.sep).includes('node_modules'));
  });
}

/** One file's syntax tree, without types (fast). */
export function parseFile(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/** A program of the given files with the repository's compiler options (tsconfig.json), to ask its type checker. */
export function createProgram(files: readonly string[]): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  return ts.createProgram(
    files.map((file) => path.join(ROOT, file)),
    // the test runner's and testing library's global types are not the product's
    { ...config.options, incremental: false, tsBuildInfoFile: undefined, noEmit: true, types: ['node'] },
  );
}

/** Where a node is, as `file:line`. */
export function where(node: ts.Node): string {
  const source = node.getSourceFile();
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  return `${path.relative(ROOT, source.fileName)}:${line + 1}`;
}
