import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { LRUCache } from 'lru-cache';
import { AFTER_PAINT_GLOBAL } from './after-paint/global';
import { LARGE_PAGE_CHARACTERS } from './page-bytes';

// The web server's side of the page's code after its first paint (the loader and why:
// after-paint/loader.ts): as a page streams, each of Next's chunk tags (its scripts and preloads)
// becomes a call to the inline loader, put in before the first.

export { AFTER_PAINT_GLOBAL };

/** A tag is never longer: past this, what waits goes out as it is. */
const MAX_HELD_CHARACTERS = 4096;

/**
 * The loader's source. This module runs from web-server/ (tsx, the tests) or from the bundle in
 * .next/ (`npm start`, scripts/product.ts): both sit one folder below the repository's root.
 */
export const LOADER_SOURCE = path.resolve(import.meta.dirname, '..', 'web-server', 'after-paint', 'loader.ts');

/** The loader as pages carry it: its TypeScript bundled and minified once, when the server starts. */
export const SERVED_LOADER = buildSync({
  entryPoints: [LOADER_SOURCE],
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2017',
  write: false,
  logLevel: 'warning',
})
  .outputFiles[0].text.trim()
  .replace(/;$/, '');

const CHUNK_SCRIPT = /<script\b([^>]*)><\/script>/g;
const SCRIPT_PRELOAD = /<link\b[^>]*>/g;
const ATTRIBUTE = /([^\s=/]+)(?:="([^"]*)")?/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, value = ''] of text.matchAll(ATTRIBUTE)) {
    attributes[name.toLowerCase()] = value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]);
  }
  return attributes;
}

const isChunk = (href: string | undefined) => href !== undefined && href.startsWith('/_next/static/');

/** A document's HTML as it streams, in pieces, with the chunk tags rewritten. */
export interface ScriptRewriter {
  /** The rewritten text ready to send; an unfinished tag at the end waits for the next piece. */
  push(text: string): string;
  /** What was waiting, at the end of the document. */
  flush(): string;
}

export function createScriptRewriter(): ScriptRewriter {
  let loaderSent = false;
  let pending = '';
  // a call to the loader, the loader itself put in before the first
  const call = (attributes: Record<string, string>) => {
    const loader = loaderSent ? '' : SERVED_LOADER + ';';
    loaderSent = true;
    return `<script>${loader}self.${AFTER_PAINT_GLOBAL}(${JSON.stringify(attributes).replace(/</g, '\\u003c')})</script>`;
  };
  const rewrite = (html: string) =>
    html
      .replace(SCRIPT_PRELOAD, (tag) => {
        const attributes = attributesOf(tag.slice(5).replace(/\/?>$/, ''));
        const { rel, as, href } = attributes;
        return ((rel === 'preload' && as === 'script') || rel === 'modulepreload') && isChunk(href) ? call(attributes) : tag;
      })
      .replace(CHUNK_SCRIPT, (tag, text: string) => {
        const attributes = attributesOf(text);
        if (!isChunk(attributes.src) || !('async' in attributes)) return tag;
        delete attributes.async;
        return call(attributes);
      });
  return {
    push(text) {
      const html = pending + text;
      let cut = html.length;
      // an unfinished tag waits, and so does a script tag with a source until its closing tag comes
      const lastTag = html.lastIndexOf('<');
      if (lastTag >= 0 && !html.includes('>', lastTag)) cut = lastTag;
      const lastScript = html.lastIndexOf('<script');
      if (lastScript >= 0 && !html.includes('</script>', lastScript) && /^<script\b[^>]*\ssrc=/.test(html.slice(lastScript))) {
        cut = Math.min(cut, lastScript);
      }
      if (html.length - cut > MAX_HELD_CHARACTERS) cut = html.length;
      pending = html.slice(cut);
      return rewrite(html.slice(0, cut));
    },
    flush() {
      const rest = pending;
      pending = '';
      return rewrite(rest);
    },
  };
}

/** A whole document rewritten; the largest pages kept, since a cached page's text comes again and again. */
const rewrittenPages = new LRUCache<string, string>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (value, key) => (value.length + key.length) * 2,
});
function rewriteWhole(html: string): string {
  const rewriter = createScriptRewriter();
  return rewriter.push(html) + rewriter.flush();
}

export function rewriteDocument(html: string): string {
  if (html.length < LARGE_PAGE_CHARACTERS) return rewriteWhole(html);
  let rewritten = rewrittenPages.get(html);
  if (rewritten === undefined) {
    rewritten = rewriteWhole(html);
    rewrittenPages.set(html, rewritten);
  }
  return rewritten;
}

type Chunk = string | Uint8Array;

const isUtf8 = (encoding: unknown) => encoding === undefined || (typeof encoding === 'string' && /^utf-?8$/i.test(encoding));

/**
 * Rewrites the chunk tags of every HTML document `response` sends (call it last before Next.js
 * handles the request, so that it sees Next's text first). Anything else goes out as given.
 */
export function runScriptsAfterPaint(response: ServerResponse): void {
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  const decoder = new TextDecoder();
  let rewriter: ScriptRewriter | null | undefined;
  let wrote = false;
  const rewriterFor = (): ScriptRewriter | null => {
    rewriter ??=
      String(response.getHeader('content-type') ?? '').startsWith('text/html') && !response.getHeader('content-encoding')
        ? createScriptRewriter()
        : null;
    return rewriter;
  };
  const textOf = (chunk: Chunk, final: boolean) => (typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: !final }));
  const callbackOf = (args: unknown[]) => args.filter((argument) => typeof argument === 'function');

  response.write = ((chunk: Chunk, ...rest: unknown[]) => {
    const html = rewriterFor();
    const encoding = typeof rest[0] === 'string' ? rest[0] : undefined;
    if (html === null || chunk == null || !isUtf8(encoding)) return write(chunk, ...rest);
    if (!response.headersSent) response.removeHeader('content-length');
    wrote = true;
    return write(html.push(textOf(chunk, false)), 'utf8', ...callbackOf(rest));
  }) as ServerResponse['write'];

  response.end = ((...args: unknown[]) => {
    const html = rewriterFor();
    const chunk = args[0] == null || typeof args[0] === 'function' ? undefined : (args[0] as Chunk);
    if (html === null || (chunk !== undefined && !isUtf8(typeof args[1] === 'string' ? args[1] : undefined))) return end(...args);
    const text = chunk === undefined ? decoder.decode() : textOf(chunk, true);
    // a whole page in one piece (a cached page's text): rewritten once for all who get it
    const body = !wrote && typeof chunk === 'string' ? rewriteDocument(text) : html.push(text) + html.flush();
    if (!response.headersSent && response.getHeader('content-length') !== undefined)
      response.setHeader('content-length', Buffer.byteLength(body));
    return end(body, 'utf8', ...callbackOf(args));
  }) as ServerResponse['end'];
}
