import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { NEXT_CACHE_HEADER } from './framework-internals';

// Next.js hands a kept page (x-nextjs-cache HIT or STALE) to the response as one string, and the
// web server used to encode it to UTF-8 and compress it again for every visitor: for home (240 KB,
// a two-byte string as soon as a Hindi title is on it) the encoding alone was a third of the web
// tier's work per request, and compressing it cost more. Here each kept page is encoded once, and
// compressed once per encoding a browser asks for, while the same text keeps coming; the
// compression middleware then sees an answer already encoded and passes it through.

/** Below this, encoding (or rewriting) costs less than looking the text up. */
export const LARGE_PAGE_CHARACTERS = 32 * 1024;
export const KEPT_STATES = new Set(['HIT', 'STALE']);
/** As the compression middleware prefers them; brotli's quality is higher since it is paid once. */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
const PREFERRED = ['br', 'gzip'];

/** The encoding to send, by the request's qualities and, among equals, ours (negotiator 0.6's second argument, not in its types). */
function negotiate(request: IncomingMessage): string | undefined {
  const negotiator = new Negotiator(request);
  return (negotiator.encoding as (available: string[], preferred: string[]) => string | undefined).call(
    negotiator,
    [...ENCODINGS],
    PREFERRED,
  );
}

export type PageEncoding = (typeof ENCODINGS)[number];
export type PageBytes = (text: string, encoding: PageEncoding) => Buffer;

type KeptPage = Partial<Record<PageEncoding, Buffer>> & { identity: Buffer };

function encode(bytes: Buffer, encoding: Exclude<PageEncoding, 'identity'>): Buffer {
  return encoding === 'br' ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }) : gzipSync(bytes);
}

/** A page's bytes in an encoding, the most asked-for pages' kept (their text and bytes within maxBytes). */
export function pageBytes(maxBytes = 64 * 1024 * 1024): PageBytes {
  const kept = new LRUCache<string, KeptPage>({
    maxSize: maxBytes,
    sizeCalculation: (page, text) => text.length * 2 + ENCODINGS.reduce((sum, encoding) => sum + (page[encoding]?.length ?? 0), 0),
  });
  return (text, encoding) => {
    const page = kept.get(text) ?? { identity: Buffer.from(text, 'utf8') };
    const bytes = page[encoding] ?? (encoding === 'identity' ? page.identity : encode(page.identity, encoding));
    if (page[encoding] !== bytes || !kept.has(text)) {
      page[encoding] = bytes;
      // set again, so that the page's size counts what it now holds
      kept.set(text, page);
    }
    return bytes;
  };
}

/**
 * Makes `response` send a kept page's text as its kept bytes, compressed as the request accepts
 * (call it inside the compression middleware); anything else goes out as given.
 */
export function writeKeptPagesAsBytes(request: IncomingMessage, response: ServerResponse, bytesOf: PageBytes): void {
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.end = ((...args: unknown[]) => {
    const [chunk, charset] = args;
    const keptPage =
      typeof chunk === 'string' &&
      chunk.length >= LARGE_PAGE_CHARACTERS &&
      (typeof charset !== 'string' || /^utf-?8$/i.test(charset)) &&
      !response.headersSent &&
      !response.getHeader('content-encoding') &&
      // documents only: the router's RSC answers go out as Next.js wrote them
      String(response.getHeader('content-type')).startsWith('text/html') &&
      KEPT_STATES.has(String(response.getHeader(NEXT_CACHE_HEADER)));
    if (!keptPage) return end(...args);
    // the compression middleware adds Vary: Accept-Encoding when it writes the headers
    const encoding = (negotiate(request) ?? 'identity') as PageEncoding;
    const bytes = bytesOf(chunk, encoding);
    if (encoding !== 'identity') response.setHeader('content-encoding', encoding);
    response.setHeader('content-length', bytes.length);
    return end(bytes, ...args.slice(typeof charset === 'string' ? 2 : 1));
  }) as ServerResponse['end'];
}
