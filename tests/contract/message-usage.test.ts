import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '@/contract/locales';
import { HOSTS_MESSAGES, SHELL_MESSAGES } from '@/lib/i18n/client-messages';
import { allMessages, ROOT } from './i18n-catalogues';
import { CODE_ROOTS, createProgram, sourceFiles, where } from './i18n-source';

// Every catalogue key is used by the code (issue 50): a key no code asks for is a text no page
// shows, which translators would keep translating. Read with the TypeScript compiler and its
// type checker over the web (app, components, lib, stores, proxy.ts), the origin (server) and
// what they share (contract):
//
// - A translator is any value of next-intl's Translator type: what useTranslations('ns'),
//   getTranslations('ns' | { namespace: 'ns' }) and createTranslator({ namespace }) return,
//   however it is then named, destructured (Promise.all) or passed on to a function whose
//   parameter is typed as one. Its namespace comes from its type (`Translator<…, 'ns'>`).
// - Its calls t(key), t.rich(key), t.markup(key), t.raw(key) and t.has(key) use the key and
//   everything under it (t.raw('faq') reads the whole group). A key is read from the argument:
//   a literal; each branch of `a ? 'x' : 'y'`, `a ?? 'x'`; a template literal as a pattern
//   (`status.${code}` uses every key under status., `${page}.heading` every …heading); else
//   from its type when that is a union of literals or template literal types (a key taken from
//   an `as const` table, a parameter typed `'a' | 'b'`).
// - A translator handed to a function that declares what it calls it with (a parameter typed
//   `(key: 'menu.home' | …) => string`) uses those keys.
// - Where the code leaves a key to a plain `string` (a table typed Record<string, string>, a
//   translator passed as `(key: string) => string`), the test cannot follow the value: the keys
//   of that translator's namespace written out (as a string literal, or matched by a template
//   literal with some text of its own) in the call's file, a file it imports or a file that
//   imports it (a table of keys; the page that hands a component its keys) count as used.
// - The origin names its messages by their full key (`text('errors.common.signIn')`,
//   server/platform/texts.ts): a full key written out as a literal (or matched by a template
//   literal starting with its namespace) is used. And it finds the key of an English text that
//   arrives as a string (zod's messages in contract/schemas; `keyOfEnglish`): an `errors`
//   message without placeholders whose English text is written out in the code (or in
//   Fastify's own error texts, LIBRARY_TEXTS) is used.
//
// And browser code asks only for what reaches the browser: a key a client component reads (a
// 'use client' file, and every file it imports) is one that some list of the browser's messages
// delivers: SHELL_MESSAGES, a route's <PageMessages paths={…}>, or the hosts' chunks
// (HOSTS_MESSAGES, <LazyMessages paths={…}>). A key none of them delivers would show its key.

const TRANSLATOR_METHODS = new Set(['rich', 'markup', 'raw', 'has']);
/** An origin file that can hold a translator names next-intl, use-intl, the catalogues or a translator type. */
const ORIGIN_TRANSLATES = /next-intl|use-intl|contract\/messages|Translat/;
/** The namespaces whose messages the origin also finds by their English text (server/platform/texts.ts). */
const BY_ENGLISH_TEXT = ['errors'];
/** Fastify's own error texts, which the origin's error handler translates by their English text. */
const LIBRARY_TEXTS = ['node_modules/fastify/lib/errors.js'];

/** A key, or a pattern of keys, relative to a namespace (null: the translator has none). */
interface Use {
  namespace: string | null;
  key: RegExp;
  /** an exact key (not a pattern), which must then be in the catalogue */
  exact?: string;
  /** t.has(key) asks whether a key exists; it may name one that does not */
  probe?: boolean;
  at: string;
  /** the file of the call */
  file: string;
}

interface Dynamic {
  namespace: string | null;
  at: string;
  /** the file of the call */
  file: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let uses: Use[] = [];
let dynamics: Dynamic[] = [];
/** each file's neighbours: itself, the files it imports and the files that import it */
let imports = new Map<string, Set<string>>();
/** every string literal of the code, and the file(s) it is written in */
let literals = new Map<string, Set<string>>();
/** template literals with some text of their own, as patterns, with their static head and file */
let templates: { pattern: RegExp; head: string; file: string }[] = [];
/** the files browser code runs: each 'use client' file and what it imports, transitively */
let clientFiles = new Set<string>();
/** the message paths routes and hosts hand the browser (<PageMessages paths>, <LazyMessages paths>) */
let deliveredPaths: { path: string; at: string; file: string }[] = [];
/** each file's imports, one way (static and import()), that bring code: what a page's code is made of */
let importsOf = new Map<string, Set<string>>();
/** files that import catalogues themselves (a translator of their own, outside React's providers) */
let ownMessages = new Set<string>();

function scan() {
  const files = sourceFiles(CODE_ROOTS);
  const started = Date.now();
  const program = createProgram(files);
  const created = Date.now();
  const checker = program.getTypeChecker();
  const fileSet = new Set(files.map((file) => path.join(ROOT, file)));
  imports = new Map([...fileSet].map((file) => [file, new Set<string>([file])]));
  /** each file's imports, one way */
  importsOf = new Map([...fileSet].map((file) => [file, new Set<string>()]));
  const clientRoots: string[] = [];

  /** The namespace of a Translator type: a string, null for none, undefined when the type is not a translator. */
  function translatorNamespace(type: ts.Type): string | null | undefined {
    if (type.isUnion()) {
      // a translator that may be missing (t?: Translator) is one where it is there
      const present = type.types.filter((part) => !(part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
      return present.length === 1 ? translatorNamespace(present[0]) : undefined;
    }
    const alias = type.aliasSymbol;
    if (!alias || alias.name !== 'Translator') return undefined;
    const declaration = alias.declarations?.[0]?.getSourceFile().fileName ?? '';
    if (!/[\\/](use-intl|next-intl)[\\/]/.test(declaration)) return undefined;
    const namespace = type.aliasTypeArguments?.[1];
    if (!namespace || namespace.flags & ts.TypeFlags.Never) return null;
    if (namespace.isStringLiteral()) return namespace.value;
    return null;
  }

  /** The keys a type admits, as patterns; null when it is a plain string (or anything else). */
  function keysOfType(type: ts.Type): { pattern: string; exact?: string }[] | null {
    const parts = type.isUnion() ? type.types : [type];
    const out: { pattern: string; exact?: string }[] = [];
    for (const part of parts) {
      if (part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Never)) continue;
      if (part.isStringLiteral()) out.push({ pattern: escape(part.value), exact: part.value });
      else if (part.flags & ts.TypeFlags.TemplateLiteral) {
        const template = part as ts.TemplateLiteralType;
        let pattern = escape(template.texts[0]);
        template.types.forEach((inner, index) => {
          const innerKeys = keysOfType(inner);
          pattern += innerKeys ? `(?:${innerKeys.map((key) => key.pattern).join('|')})` : '.+';
          pattern += escape(template.texts[index + 1]);
        });
        out.push({ pattern });
      } else return null;
    }
    return out;
  }

  /** The keys an argument expression can be, as patterns; null when they cannot be known. */
  function keysOf(expression: ts.Expression): { pattern: string; exact?: string }[] | null {
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      return [{ pattern: escape(expression.text), exact: expression.text }];
    }
    if (
      ts.isParenthesizedExpression(expression) ||
      ts.isAsExpression(expression) ||
      ts.isSatisfiesExpression(expression) ||
      ts.isNonNullExpression(expression)
    ) {
      return keysOf(expression.expression);
    }
    if (ts.isConditionalExpression(expression)) {
      const whenTrue = keysOf(expression.whenTrue);
      const whenFalse = keysOf(expression.whenFalse);
      return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : null;
    }
    if (
      ts.isBinaryExpression(expression) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(expression.operatorToken.kind)
    ) {
      const left = keysOf(expression.left);
      const right = keysOf(expression.right);
      return left && right ? [...left, ...right] : null;
    }
    if (ts.isTemplateExpression(expression)) {
      let pattern = escape(expression.head.text);
      for (const span of expression.templateSpans) {
        const inner = keysOf(span.expression);
        pattern += inner ? `(?:${inner.map((key) => key.pattern).join('|')})` : '.+';
        pattern += escape(span.literal.text);
      }
      return [{ pattern }];
    }
    return keysOfType(checker.getTypeAtLocation(expression));
  }

  // A value's type, by the symbol it names (each symbol's type is found once), or by the
  // expression's own type where it names none (a call's result, an element access).
  const NOT_VALUES =
    ts.SymbolFlags.Function |
    ts.SymbolFlags.Method |
    ts.SymbolFlags.Class |
    ts.SymbolFlags.Enum |
    ts.SymbolFlags.ValueModule |
    ts.SymbolFlags.TypeAlias |
    ts.SymbolFlags.Interface;
  const bySymbol = new Map<ts.Symbol, string | null | undefined>();
  function translatorOf(expression: ts.Expression): string | null | undefined {
    const name = ts.isPropertyAccessExpression(expression) ? expression.name : expression;
    if (!ts.isIdentifier(name)) return translatorNamespace(checker.getTypeAtLocation(expression));
    let symbol = checker.getSymbolAtLocation(name);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    if (!symbol) return undefined;
    if (symbol.flags & NOT_VALUES && !(symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Property))) return undefined;
    if (!bySymbol.has(symbol)) bySymbol.set(symbol, translatorNamespace(checker.getTypeOfSymbol(symbol)));
    return bySymbol.get(symbol);
  }

  function record(namespace: string | null, argument: ts.Expression | undefined, at: ts.Node, probe: boolean) {
    const keys = argument ? keysOf(argument) : null;
    if (!keys) {
      dynamics.push({ namespace, at: where(at), file: at.getSourceFile().fileName });
      return;
    }
    for (const key of keys)
      uses.push({
        namespace,
        key: new RegExp(`^(?:${key.pattern})(?:\\..+)?$`),
        exact: key.exact,
        probe,
        at: where(at),
        file: at.getSourceFile().fileName,
      });
  }

  /** A translator handed on (as an argument, a prop, a return value): what the receiving end declares it calls it with. */
  function escaped(namespace: string | null, node: ts.Expression) {
    const contextual = checker.getContextualType(node);
    if (!contextual) return dynamics.push({ namespace, at: where(node), file: node.getSourceFile().fileName });
    if (translatorNamespace(contextual) !== undefined) return; // its calls are read where they are made
    const signatures = contextual.getCallSignatures();
    if (!signatures.length) return dynamics.push({ namespace, at: where(node), file: node.getSourceFile().fileName });
    for (const signature of signatures) {
      const parameter = signature.getParameters()[0];
      const keys = parameter ? keysOfType(checker.getTypeOfSymbolAtLocation(parameter, node)) : null;
      if (!keys) dynamics.push({ namespace, at: where(node), file: node.getSourceFile().fileName });
      else
        for (const key of keys)
          uses.push({
            namespace,
            key: new RegExp(`^(?:${key.pattern})(?:\\..+)?$`),
            exact: key.exact,
            at: where(node),
            file: node.getSourceFile().fileName,
          });
    }
  }

  /** An expression that stands for a value of its own: not a callee, nor a name being declared or a member's name. */
  function isValue(node: ts.Identifier | ts.PropertyAccessExpression): boolean {
    const parent = node.parent;
    if (ts.isCallExpression(parent) && parent.expression === node) return false; // a call, read above
    if (ts.isPropertyAccessExpression(parent) && parent.expression === node) return false; // t.rich(…), or a member of it
    if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false; // the member's name; the whole access is visited
    if (ts.isTypeNode(parent) || ts.isTypeQueryNode(parent) || ts.isQualifiedName(parent)) return false;
    // a name being declared (a variable, parameter, type, property …), not a value
    if ('name' in parent && parent.name === node && !ts.isShorthandPropertyAssignment(parent)) return false;
    if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent) || ts.isImportClause(parent)) return false;
    // being assigned to (ref.current = t): the value assigned is what is visited
    if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken && parent.left === node) return false;
    // a hook's dependency list (useEffect(…, [t])) only compares it
    if (ts.isArrayLiteralExpression(parent) && ts.isCallExpression(parent.parent) && /^use[A-Z]/.test(parent.parent.expression.getText()))
      return false;
    for (let ancestor: ts.Node = parent; !ts.isSourceFile(ancestor); ancestor = ancestor.parent) if (ts.isTypeNode(ancestor)) return false;
    return true;
  }

  for (const source of program.getSourceFiles()) {
    if (!fileSet.has(source.fileName)) continue;
    const first = source.statements[0];
    if (first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) && first.expression.text === 'use client')
      clientRoots.push(source.fileName);
    // The origin's translators come from next-intl's (or use-intl's) createTranslator over the
    // catalogues; its other files (most of the code, and its heaviest types) are read for their
    // literals only, which keeps the type checker's work to the files that can hold one.
    const typed = !path.relative(ROOT, source.fileName).startsWith(`server${path.sep}`) || ORIGIN_TRANSLATES.test(source.text);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (!literals.has(node.text)) literals.set(node.text, new Set());
        literals.get(node.text)!.add(source.fileName);
      }
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
        const target =
          node.moduleSpecifier && checker.getSymbolAtLocation(node.moduleSpecifier)?.valueDeclaration?.getSourceFile().fileName;
        const specifier = node.moduleSpecifier;
        if (specifier && ts.isStringLiteral(specifier) && /contract\/messages\/\w+\/\w+\.json$/.test(specifier.text))
          ownMessages.add(source.fileName);
        if (target && fileSet.has(target)) {
          imports.get(source.fileName)!.add(target);
          imports.get(target)!.add(source.fileName);
          // a type-only import brings no code to the browser
          const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
          if (!typeOnly) importsOf.get(source.fileName)!.add(target);
        }
      }
      // import('./module') brings its code too, later
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
        const target = checker.getSymbolAtLocation(node.arguments[0])?.valueDeclaration?.getSourceFile().fileName;
        if (target && fileSet.has(target)) importsOf.get(source.fileName)!.add(target);
      }
      // the paths a route or the hosts hand the browser
      if (
        ts.isJsxAttribute(node) &&
        node.name.getText() === 'paths' &&
        /^(PageMessages|LazyMessages)$/.test(node.parent.parent.tagName.getText()) &&
        node.initializer &&
        ts.isJsxExpression(node.initializer) &&
        node.initializer.expression &&
        ts.isArrayLiteralExpression(node.initializer.expression)
      ) {
        for (const element of node.initializer.expression.elements)
          if (ts.isStringLiteral(element)) deliveredPaths.push({ path: element.text, at: where(element), file: source.fileName });
      }
      if (ts.isTemplateExpression(node) && /\p{L}/u.test(node.head.text + node.templateSpans.map((span) => span.literal.text).join(''))) {
        templates.push({
          pattern: new RegExp(`^${escape(node.head.text)}${node.templateSpans.map((span) => `.+${escape(span.literal.text)}`).join('')}$`),
          head: node.head.text,
          file: source.fileName,
        });
      }
      if (!typed) {
        // literals only
      } else if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const namespace = translatorOf(callee);
        if (namespace !== undefined) record(namespace, node.arguments[0], node, false);
        else if (ts.isPropertyAccessExpression(callee) && TRANSLATOR_METHODS.has(callee.name.text)) {
          const of = translatorOf(callee.expression);
          if (of !== undefined) record(of, node.arguments[0], node, callee.name.text === 'has');
        }
      } else if ((ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) && isValue(node)) {
        const namespace = translatorOf(node);
        if (namespace !== undefined) escaped(namespace, node);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  clientFiles = new Set(clientRoots);
  for (const file of clientFiles) for (const target of importsOf.get(file) ?? []) clientFiles.add(target);
  if (process.env.I18N_USAGE_REPORT) console.log(`${files.length} files: program ${created - started} ms, scan ${Date.now() - created} ms`);
}

const libraryTexts = new Set(
  LIBRARY_TEXTS.flatMap((file) => {
    const texts: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS));
    return texts;
  }),
);

const englishText = allMessages().get(DEFAULT_LOCALE) ?? new Map<string, unknown>();
const english = [...englishText.keys()];

function full(namespace: string | null, key: string) {
  return namespace ? `${namespace}.${key}` : key;
}

function usedBy(key: string): boolean {
  for (const entry of uses) {
    const prefix = entry.namespace ? `${entry.namespace}.` : '';
    if (key.startsWith(prefix) && entry.key.test(key.slice(prefix.length))) return true;
  }
  // a key left to a plain string: written out in the call's file or a file next to it (one it
  // imports, or one that imports it: a table of keys, or the page that hands a component its keys)
  for (const dynamic of dynamics) {
    const prefix = dynamic.namespace ? `${dynamic.namespace}.` : '';
    if (!key.startsWith(prefix)) continue;
    const relative = key.slice(prefix.length);
    const near = imports.get(dynamic.file) ?? new Set([dynamic.file]);
    if ([...(literals.get(relative) ?? [])].some((file) => near.has(file))) return true;
    if (templates.some((template) => near.has(template.file) && template.pattern.test(relative))) return true;
  }
  // a full key, as the origin names its messages
  const namespace = key.slice(0, key.indexOf('.'));
  if (literals.has(key) || templates.some((template) => template.head.startsWith(`${namespace}.`) && template.pattern.test(key)))
    return true;
  // an English text the origin looks up
  const text = englishText.get(key);
  if (
    BY_ENGLISH_TEXT.includes(namespace) &&
    typeof text === 'string' &&
    !/[{}]/.test(text) &&
    (literals.has(text) || libraryTexts.has(text))
  )
    return true;
  return false;
}

// the code is read once, for both groups of tests below
beforeAll(() => {
  uses = [];
  dynamics = [];
  literals = new Map();
  templates = [];
  imports = new Map();
  clientFiles = new Set();
  deliveredPaths = [];
  importsOf = new Map();
  ownMessages = new Set();
  scan();
  // I18N_USAGE_REPORT=1 lists the calls whose keys the test could not follow
  if (process.env.I18N_USAGE_REPORT) {
    console.log(
      `${uses.length} key uses; keys left to a plain string:\n${dynamics.map((entry) => `  ${entry.at} (${entry.namespace ?? 'no namespace'})`).join('\n')}`,
    );
  }
}, 180_000);

describe('message keys in the code', () => {
  it('finds the translators of the code', () => {
    // the scan itself works: next-intl's translators are found by their type
    expect(uses.length).toBeGreaterThan(100);
  });

  it('uses every key of the English catalogues', () => {
    expect(english.filter((key) => !usedBy(key))).toEqual([]);
  });

  it('asks only for keys the English catalogues have', () => {
    const known = new Set(english);
    const isGroup = (key: string) => english.some((candidate) => candidate.startsWith(`${key}.`));
    const unknown = uses
      .filter((entry) => entry.exact !== undefined && !entry.probe)
      .map((entry) => ({ key: full(entry.namespace, entry.exact!), at: entry.at }))
      .filter((entry) => !known.has(entry.key) && !isGroup(entry.key))
      .map((entry) => `${entry.at}: ${entry.key}`);
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('matches at least one key with each key pattern', () => {
    const unmatched = uses
      .filter((entry) => entry.exact === undefined)
      .filter(
        (entry) =>
          !english.some(
            (key) =>
              key.startsWith(entry.namespace ? `${entry.namespace}.` : '') &&
              entry.key.test(key.slice(entry.namespace ? entry.namespace.length + 1 : 0)),
          ),
      )
      .map((entry) => `${entry.at}: ${full(entry.namespace, entry.key.source)}`);
    expect(unmatched).toEqual([]);
  });
});

/** The hosts' body: its code gets the hosts' chunks (HOSTS_MESSAGES) beside the page's messages. */
const HOSTS_BODY = path.join(ROOT, 'components/layout/root-hosts-body.tsx');
const APP = path.join(ROOT, 'app');

interface BrowserContext {
  name: string;
  paths: readonly string[];
}

/**
 * What the browser code of each file is handed, on each page that brings it: the hosts' body and
 * what it imports get SHELL_MESSAGES and HOSTS_MESSAGES; the code a route's files import gets
 * SHELL_MESSAGES and the paths of its layouts' <PageMessages> (a layout's folder and those below
 * it). Each context is named (the hosts, or the route's folder) for the report.
 */
function browserContexts(): Map<string, BrowserContext[]> {
  const layoutPaths = new Map<string, string[]>();
  for (const entry of deliveredPaths) {
    if (!entry.file.startsWith(APP)) continue;
    const folder = path.dirname(entry.file);
    layoutPaths.set(folder, [...(layoutPaths.get(folder) ?? []), entry.path]);
  }
  /** a route file's paths and the folder of its nearest layout that adds some */
  const routeOf = (file: string) => {
    const paths: string[] = [];
    let named = '';
    for (let folder = path.dirname(file); folder.startsWith(APP); folder = path.dirname(folder)) {
      const own = layoutPaths.get(folder);
      if (own && !named) named = folder;
      paths.push(...(own ?? []));
    }
    return { paths, name: named ? path.relative(ROOT, named) : 'app' };
  };
  const contexts = new Map<string, BrowserContext[]>();
  const spread = (entries: string[], context: BrowserContext) => {
    const seen = new Set(entries);
    for (const file of seen) {
      contexts.set(file, [...(contexts.get(file) ?? []), context]);
      // the hosts' body is a context of its own
      for (const target of importsOf.get(file) ?? []) if (target !== HOSTS_BODY) seen.add(target);
    }
  };
  spread([HOSTS_BODY], { name: 'the hosts', paths: [...SHELL_MESSAGES, ...HOSTS_MESSAGES] });
  const routes = new Map<string, { name: string; paths: string[]; files: string[] }>();
  for (const file of importsOf.keys()) {
    if (!file.startsWith(APP)) continue;
    const { paths, name } = routeOf(file);
    const route = routes.get(name) ?? { name, paths, files: [] };
    route.files.push(file);
    routes.set(name, route);
  }
  for (const { name, paths, files } of routes.values()) spread(files, { name, paths: [...SHELL_MESSAGES, ...paths] });
  return contexts;
}

describe('the keys browser code reads reach the browser', () => {
  /** Every path some list hands the browser, on some page. */
  const browserPaths = () => [...SHELL_MESSAGES, ...HOSTS_MESSAGES, ...deliveredPaths.map((entry) => entry.path)];
  const delivers = (paths: readonly string[], key: string) => paths.some((path) => key === path || key.startsWith(`${path}.`));

  it('finds the client components and the lists', () => {
    expect(clientFiles.size).toBeGreaterThan(100);
    // the routes' own (sign-in, profiles, payments, account …)
    expect(deliveredPaths.map((entry) => entry.path)).toEqual(expect.arrayContaining(['auth', 'profiles', 'payments']));
  });

  it("asks in client components only for keys the page's lists deliver, on every page that brings them", () => {
    const contexts = browserContexts();
    const missing = uses
      // a file that brings its own catalogues translates with them
      .filter((entry) => !entry.probe && clientFiles.has(entry.file) && !ownMessages.has(entry.file))
      .flatMap((entry) => {
        const prefix = entry.namespace ? `${entry.namespace}.` : '';
        // an exact key, or every English key a pattern matches
        const keys =
          entry.exact !== undefined
            ? [full(entry.namespace, entry.exact)]
            : english.filter((key) => key.startsWith(prefix) && entry.key.test(key.slice(prefix.length)));
        return (contexts.get(entry.file) ?? []).flatMap((context) =>
          keys.filter((key) => !delivers(context.paths, key)).map((key) => `${entry.at}: ${key} (not in ${context.name})`),
        );
      });
    expect([...new Set(missing)]).toEqual([]);
  });

  it('delivers only paths the English catalogues have', () => {
    const isPath = (path: string) => english.some((key) => key === path || key.startsWith(`${path}.`));
    expect(browserPaths().filter((path) => !isPath(path))).toEqual([]);
  });
});
