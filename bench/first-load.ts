import { gzipSync } from 'node:zlib';

export interface FirstLoad {
  scripts: number;
  bytes: number;
  gzipped: number;
}

/** The JavaScript a page's HTML makes the browser fetch before it is interactive, raw and gzip. */
export async function firstLoadJavaScript(base: string, path: string): Promise<FirstLoad & { html: number }> {
  const html = await (await fetch(new URL(path, base))).text();
  // scripts marked nomodule (legacy polyfills) are not fetched by current browsers
  const scripts = new Set(
    [...html.matchAll(/<script([^>]*)src="([^"]+\.js)"([^>]*)>/g)]
      .filter((match) => !/nomodule/i.test(match[1] + match[3]))
      .map((match) => match[2]),
  );
  let bytes = 0;
  let gzipped = 0;
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
