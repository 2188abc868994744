import { gzipSync } from 'node:zlib';
import { AFTER_PAINT_GLOBAL, SERVED_LOADER } from '../web-server/scripts-after-paint';

export interface FirstLoad {
  scripts: number;
  bytes: number;
  gzipped: number;
}

/**
 * The JavaScript a page's HTML makes the browser fetch before it is interactive, raw and gzip:
 * its script tags and the chunks the after-paint loader adds (web-server/after-paint/loader.ts),
 * with the loader itself, which is inline.
 */
export async function firstLoadJavaScript(base: string, path: string): Promise<FirstLoad & { html: number }> {
  const html = await (await fetch(new URL(path, base))).text();
  // scripts marked nomodule (legacy polyfills) are not fetched by current browsers
  const scripts = new Set([
    ...[...html.matchAll(/<script([^>]*)src="([^"]+\.js)"([^>]*)>/g)]
      .filter((match) => !/nomodule/i.test(match[1] + match[3]))
      .map((match) => match[2]),
    // the loader's scripts; its preloads (rel) are the page's client chunks, which load as the
    // page hydrates and which the framework's floor does not count either
    ...[...html.matchAll(new RegExp(`self\\.${AFTER_PAINT_GLOBAL}\\((\\{[^)]*\\})\\)`, 'g'))].flatMap(
      (match) => (JSON.parse(match[1]) as { src?: string }).src ?? [],
    ),
  ]);
  const inline = html.includes(SERVED_LOADER) ? Buffer.from(SERVED_LOADER) : Buffer.alloc(0);
  let bytes = inline.byteLength;
  let gzipped = inline.byteLength > 0 ? gzipSync(inline).byteLength : 0;
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    bytes += body.byteLength;
    gzipped += gzipSync(body).byteLength;
  }
  return { scripts: scripts.size, bytes, gzipped, html: html.length };
}

export function describeFirstLoad(label: string, load: FirstLoad): string {
  return `${label}: ${load.scripts} scripts, first-load JavaScript ${(load.bytes / 1024).toFixed(0)} KiB raw, ${(load.gzipped / 1024).toFixed(1)} KiB gzip (${(load.gzipped / 1000).toFixed(1)} kB)`;
}
