import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageBytes, writeKeptPagesAsBytes, type PageEncoding } from '@/web-server/page-bytes';

// A kept page goes out as bytes made once from its text, compressed once per encoding, with the
// web server's compression middleware around it as in web-server/server.ts. What a browser
// receives must be exactly the page: every character (a Hindi title makes the text two-byte), its
// length, in the encoding it accepts.

const PAGE = `<!DOCTYPE html><html lang="en"><body><h2>कबीर सिंह</h2>${'<li class="card">Mitra Natak — best dialogue</li>'.repeat(2000)}</body></html>`;

let server: Server;
let base: string;
const made: Array<{ text: string; encoding: PageEncoding }> = [];

beforeAll(async () => {
  const bytesOf = pageBytes();
  const counted = (text: string, encoding: PageEncoding) => {
    made.push({ text, encoding });
    return bytesOf(text, encoding);
  };
  const compress = compression() as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  server = createServer((request, response) =>
    compress(request, response, () => {
      writeKeptPagesAsBytes(request, response, counted);
      response.setHeader('content-type', request.url === '/kept-rsc' ? 'text/x-component' : 'text/html; charset=utf-8');
      if (request.url?.startsWith('/kept')) response.setHeader('x-nextjs-cache', 'HIT');
      response.setHeader('content-length', Buffer.byteLength(PAGE));
      response.end(PAGE);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw answer (fetch would decompress it), as a browser sending accept-encoding receives it. */
function get(path: string, acceptEncoding: string) {
  return new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
    const call = httpRequest(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    call.on('error', reject).end();
  });
}

describe('kept pages written as kept bytes', () => {
  it('sends a kept page whole, with its length, each time it is asked for', async () => {
    for (let visit = 0; visit < 3; visit += 1) {
      const { headers, body } = await get('/kept', 'identity');
      expect(headers['content-encoding']).toBeUndefined();
      expect(headers['content-length']).toBe(String(body.length));
      expect(body.toString('utf8')).toBe(PAGE);
    }
  });

  it('sends it in brotli to a browser that takes brotli, and in gzip to one that takes only gzip', async () => {
    const browser = await get('/kept', 'gzip, deflate, br, zstd');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers['content-length']).toBe(String(browser.body.length));
    expect(browser.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(browser.body).toString('utf8')).toBe(PAGE);

    const older = await get('/kept', 'gzip');
    expect(older.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(older.body).toString('utf8')).toBe(PAGE);

    const prefersGzip = await get('/kept', 'br;q=0.5, gzip');
    expect(prefersGzip.headers['content-encoding']).toBe('gzip');
  });

  it('uses kept bytes for kept documents only; a page rendered on request and the router’s answers are compressed as Next.js wrote them', async () => {
    made.length = 0;
    const rendered = await get('/rendered', 'gzip');
    expect(rendered.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(rendered.body).toString('utf8')).toBe(PAGE);
    expect(made).toEqual([]);
    const rsc = await get('/kept-rsc', 'gzip');
    expect(gunzipSync(rsc.body).toString('utf8')).toBe(PAGE);
    expect(made).toEqual([]);
    await get('/kept', 'gzip');
    expect(made.map((step) => step.encoding)).toEqual(['gzip']);
  });
});

describe('pageBytes', () => {
  it('encodes and compresses a text once while it is kept, and keeps no more than its limit', () => {
    const bytesOf = pageBytes(1024 * 1024);
    const first = bytesOf(PAGE, 'identity');
    expect(first.toString('utf8')).toBe(PAGE);
    expect(bytesOf(`${PAGE}`, 'identity')).toBe(first);
    const compressed = bytesOf(PAGE, 'br');
    expect(brotliDecompressSync(compressed).toString('utf8')).toBe(PAGE);
    expect(bytesOf(PAGE, 'br')).toBe(compressed);
    for (let index = 0; index < 20; index += 1) bytesOf(`${index}${PAGE}`, 'identity');
    expect(bytesOf(PAGE, 'identity')).not.toBe(first);
  });
});
