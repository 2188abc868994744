import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepPagesPrivate } from '@/web-server/page-cache-control';

// A page is rendered per country and variant at one address, so no shared cache may keep it; the
// web server turns Next.js's shared lifetime into a private one. Over a real socket, as a CDN sees it.

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    keepPagesPrivate(response);
    const lifetimes: Record<string, string> = {
      '/cached-page': 's-maxage=60, stale-while-revalidate=86340',
      '/asset.js': 'public, max-age=31536000, immutable',
      '/on-request': 'private, no-cache, no-store, max-age=0, must-revalidate',
    };
    response.setHeader('Cache-Control', lifetimes[request.url ?? ''] ?? 'no-store');
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('keepPagesPrivate', () => {
  it('sends a cached page as private to the browser, so a CDN never serves one country’s or member’s page to another', async () => {
    const response = await fetch(`${base}/cached-page`);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('leaves the lifetimes of assets and of pages rendered on request as Next.js set them', async () => {
    expect((await fetch(`${base}/asset.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/on-request`)).headers.get('cache-control')).toBe(
      'private, no-cache, no-store, max-age=0, must-revalidate',
    );
  });
});
