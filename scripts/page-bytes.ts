import type { ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';

// Next.js hands a kept page (x-nextjs-cache HIT or STALE) to the response as one string, and Node
// encodes a string to UTF-8 each time it is written: for home (240 KB, a two-byte string as soon
// as a Hindi title is on it) that was a third of the web tier's work per request. Here the bytes
// of each kept page are made once and written as they are, while the same text keeps coming.

/** Below this, encoding costs less than looking the text up. */
const LARGE_PAGE_CHARACTERS = 32 * 1024;
const KEPT_STATES = new Set(['HIT', 'STALE']);

export type PageBytes = (text: string) => Buffer;

/** The UTF-8 bytes of a page's text, the most asked-for pages' kept (their text and bytes within maxBytes). */
export function pageBytes(maxBytes = 64 * 1024 * 1024): PageBytes {
  const kept = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (bytes, text) => bytes.length + text.length * 2 });
  return (text) => {
    let bytes = kept.get(text);
    if (!bytes) {
      bytes = Buffer.from(text, 'utf8');
      kept.set(text, bytes);
    }
    return bytes;
  };
}

/** Makes `response` write a kept page's text as its kept bytes; anything else goes out as given. */
export function writeKeptPagesAsBytes(response: ServerResponse, bytesOf: PageBytes): void {
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.end = ((...args: unknown[]) => {
    const [chunk, encoding] = args;
    const keptPage =
      typeof chunk === 'string' &&
      chunk.length >= LARGE_PAGE_CHARACTERS &&
      (typeof encoding !== 'string' || /^utf-?8$/i.test(encoding)) &&
      KEPT_STATES.has(String(response.getHeader('x-nextjs-cache')));
    if (!keptPage) return end(...args);
    return end(bytesOf(chunk), ...args.slice(typeof encoding === 'string' ? 2 : 1));
  }) as ServerResponse['end'];
}
