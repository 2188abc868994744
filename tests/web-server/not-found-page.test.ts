import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import { notFoundOnServer } from '@/web-server/not-found-page';
import { NOT_FOUND_RENDER_HEADER } from '@/lib/routes';

// A page that calls notFound() gets an empty client-rendered 404 document from Next.js; the web
// server swaps its body for the not-found page rendered at the same address. Here a stand-in for
// Next.js answers like it does, over a real socket, behind the same compression.

const CLIENT_RENDERED = '<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""></div></body></html>';
// over compression's 1 KB threshold, so the swapped page is compressed like any other
const SERVER_RENDERED = `<!DOCTYPE html><html lang="en"><body><h1>This page is not on Chalchitra</h1>${'<p>Try searching.</p>'.repeat(80)}</body></html>`;

/** What the stand-in saw of the header that asks for the server-rendered page, per address. */
let asked: Record<string, string | undefined> = {};

function standIn(request: IncomingMessage, response: import('node:http').ServerResponse): void {
  const url = request.url ?? '/';
  asked[url] = request.headers[NOT_FOUND_RENDER_HEADER] as string | undefined;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('set-cookie', 'device_id=abc; Path=/');
  if (request.headers[NOT_FOUND_RENDER_HEADER]) {
    response.statusCode = 404;
    response.end(SERVER_RENDERED);
  } else if (url.startsWith('/movie/')) {
    response.statusCode = 404;
    response.write(Buffer.from(CLIENT_RENDERED));
    response.end();
  } else if (url === '/missing-but-drawn') {
    response.statusCode = 404;
    response.end('<!DOCTYPE html><html lang="en"><body>drawn</body></html>');
  } else {
    response.end('<!DOCTYPE html><html lang="en"><body>home</body></html>');
  }
}

let server: Server;
let base: string;

beforeAll(async () => {
  const compress = compression() as unknown as (request: IncomingMessage, response: unknown, next: () => void) => void;
  // the swap needs the server's address, known once it listens
  const front: { swap?: ReturnType<typeof notFoundOnServer> } = {};
  server = createServer((request, response) =>
    compress(request, response, () => {
      front.swap?.(request, response);
      standIn(request, response);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  front.swap = notFoundOnServer(base);
});

afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  asked = {};
});

const documentLoad = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip' };

describe('the not-found page on the server', () => {
  it('replaces a client-rendered 404 document with the page drawn at the same address, keeping status and cookies', async () => {
    const answer = await fetch(`${base}/movie/watch/1/gone`, { headers: documentLoad });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('set-cookie')).toContain('device_id=abc');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(await answer.text()).toBe(SERVER_RENDERED);
  });

  it('leaves answers alone that are already drawn, found, or not a document load', async () => {
    expect(await (await fetch(`${base}/missing-but-drawn`, { headers: documentLoad })).text()).toContain('drawn');
    expect(await (await fetch(`${base}/`, { headers: documentLoad })).text()).toContain('home');
    const navigation = await fetch(`${base}/movie/watch/1/gone`, { headers: { ...documentLoad, rsc: '1' } });
    expect(await navigation.text()).toBe(CLIENT_RENDERED);
  });

  it('drops the render header a visitor sends', async () => {
    await fetch(`${base}/`, { headers: { ...documentLoad, [NOT_FOUND_RENDER_HEADER]: '1' } });
    expect(asked['/']).toBeUndefined();
  });
});
