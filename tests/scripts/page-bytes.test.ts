import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageBytes, writeKeptPagesAsBytes } from '@/scripts/page-bytes';

// A kept page goes out as bytes made once from its text, with the web server's compression in
// front as in scripts/web-server.ts. What a browser receives must be exactly the page: every
// character (a Hindi title makes the text two-byte), its length, compressed or not.

const PAGE = `<!DOCTYPE html><html lang="en"><body><h2>कबीर सिंह</h2>${'<li class="card">Mitra Natak — best dialogue</li>'.repeat(2000)}</body></html>`;

let server: Server;
let base: string;
const encoded: string[] = [];

beforeAll(async () => {
  const bytesOf = pageBytes();
  const counted = (text: string) => {
    encoded.push(text);
    return bytesOf(text);
  };
  const compress = compression() as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  server = createServer((request, response) =>
    compress(request, response, () => {
      writeKeptPagesAsBytes(response, counted);
      response.setHeader('content-type', 'text/html; charset=utf-8');
      if (request.url === '/kept') response.setHeader('x-nextjs-cache', 'HIT');
      response.setHeader('content-length', Buffer.byteLength(PAGE));
      response.end(PAGE);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('kept pages written as bytes', () => {
  it('sends a kept page whole, with its length, each time it is asked for', async () => {
    for (let visit = 0; visit < 3; visit += 1) {
      const response = await fetch(`${base}/kept`, { headers: { 'accept-encoding': 'identity' } });
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)));
      expect(await response.text()).toBe(PAGE);
    }
  });

  it('sends it whole compressed too', async () => {
    const response = await fetch(`${base}/kept`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(PAGE);
  });

  it('uses the bytes for kept pages only; a page rendered on request goes out as Next.js wrote it', async () => {
    encoded.length = 0;
    expect(await (await fetch(`${base}/rendered`)).text()).toBe(PAGE);
    expect(encoded).toEqual([]);
    expect(await (await fetch(`${base}/kept`)).text()).toBe(PAGE);
    expect(encoded).toHaveLength(1);
  });
});

describe('pageBytes', () => {
  it('encodes a text once while it is kept, and keeps no more than its limit', () => {
    const bytesOf = pageBytes(1024 * 1024);
    const first = bytesOf(PAGE);
    expect(first.toString('utf8')).toBe(PAGE);
    expect(bytesOf(`${PAGE}`)).toBe(first);
    const others = Array.from({ length: 20 }, (_, index) => `${index}${PAGE}`);
    for (const text of others) bytesOf(text);
    expect(bytesOf(PAGE)).not.toBe(first);
  });
});
