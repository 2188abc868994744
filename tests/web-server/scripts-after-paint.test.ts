import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVED_LOADER, createScriptRewriter, rewriteDocument, runScriptsAfterPaint } from '@/web-server/scripts-after-paint';

// The web server turns Next's chunk tags into calls to the inline loader, as the page streams. A
// browser must get the same page whatever pieces the server wrote it in, with every other tag as
// Next.js wrote it.

const CHUNK = '<script src="/_next/static/chunks/0a1b.js" async=""></script>';
const BOOTSTRAP = '<script src="/_next/static/chunks/turbopack-9f.js?dpl=a&amp;b=1" id="_R_" async=""></script>';
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/app.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/turbopack-9f.js"/>',
  '<link rel="preload" as="image" href="/media/art/hero.avif" fetchPriority="high"/>',
  CHUNK,
  BOOTSTRAP,
  '<script src="/_next/static/chunks/polyfills-42.js" noModule=""></script>',
  '<script id="gtm" async="" src="https://www.googletagmanager.com/gtm.js?id=GTM-1"></script>',
  '</head><body><h1>कबीर सिंह</h1><p>Tom &amp; Jerry</p>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/late-7.js" async=""></script>',
  '</body></html>',
].join('');

const callOf = (attributes: Record<string, string>) => `self.__afterPaint(${JSON.stringify(attributes)})`;

describe('the chunk tags of a page', () => {
  const rewritten = rewriteDocument(PAGE);

  it('become calls to the loader, put in once before the first, with every other attribute kept', () => {
    expect(rewritten).not.toContain(CHUNK);
    expect(rewritten).toContain(`<script>${callOf({ src: '/_next/static/chunks/0a1b.js' })}</script>`);
    expect(rewritten).toContain(`<script>${callOf({ src: '/_next/static/chunks/turbopack-9f.js?dpl=a&b=1', id: '_R_' })}</script>`);
    expect(rewritten).toContain(`<script>${callOf({ src: '/_next/static/chunks/late-7.js' })}</script>`);
    expect(rewritten.split(SERVED_LOADER)).toHaveLength(2);
  });

  it('preloaded by Next.js are preloaded by the loader too, which is put in before that first call; everything else stays as Next.js wrote it', () => {
    expect(rewritten).not.toContain('as="script"');
    const preload = callOf({ rel: 'preload', as: 'script', fetchpriority: 'low', href: '/_next/static/chunks/turbopack-9f.js' });
    expect(rewritten).toContain(`<script>${SERVED_LOADER};${preload}</script>`);
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/app.css" data-precedence="next"/>',
      '<link rel="preload" as="image" href="/media/art/hero.avif" fetchPriority="high"/>',
      '<script src="/_next/static/chunks/polyfills-42.js" noModule=""></script>',
      '<script id="gtm" async="" src="https://www.googletagmanager.com/gtm.js?id=GTM-1"></script>',
      '<h1>कबीर सिंह</h1><p>Tom &amp; Jerry</p>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    ]) {
      expect(rewritten).toContain(kept);
    }
  });

  it('are rewritten the same whatever two pieces the page streams in', () => {
    for (let cut = 1; cut < PAGE.length; cut += 1) {
      const rewriter = createScriptRewriter();
      const streamed = rewriter.push(PAGE.slice(0, cut)) + rewriter.push(PAGE.slice(cut)) + rewriter.flush();
      if (streamed !== rewritten) throw new Error(`cut at ${cut}: ${JSON.stringify(PAGE.slice(cut - 20, cut + 20))}`);
    }
  });

  it('leave a page without them as it is', () => {
    const plain = '<!DOCTYPE html><html><body><p>Nothing to load</p><script>self.x=1</script></body></html>';
    expect(rewriteDocument(plain)).toBe(plain);
  });
});

describe('runScriptsAfterPaint on a response', () => {
  let server: Server;
  let base: string;
  const bytes = Buffer.from(PAGE, 'utf8');

  beforeAll(async () => {
    const routes: Record<string, (response: ServerResponse) => void> = {
      // streamed in small pieces of bytes, cutting characters and tags in two
      '/streamed': (response) => {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        for (let at = 0; at < bytes.length; at += 7) response.write(bytes.subarray(at, at + 7));
        response.end();
      },
      '/whole': (response) => {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.setHeader('content-length', bytes.length);
        response.end(PAGE);
      },
      '/payload': (response) => {
        response.setHeader('content-type', 'text/x-component');
        response.end(PAGE);
      },
    };
    server = createServer((request, response) => {
      runScriptsAfterPaint(response);
      routes[request.url ?? '']?.(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a streamed page rewritten, every character intact', async () => {
    expect(await (await fetch(`${base}/streamed`)).text()).toBe(rewriteDocument(PAGE));
  });

  it('sends a page written whole rewritten, with its new length', async () => {
    const answer = await fetch(`${base}/whole`);
    const body = await answer.text();
    expect(body).toBe(rewriteDocument(PAGE));
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
  });

  it('sends what is not a page as it was written', async () => {
    expect(await (await fetch(`${base}/payload`)).text()).toBe(PAGE);
  });
});
