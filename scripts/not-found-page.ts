import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NOT_FOUND_RENDER_HEADER } from '../lib/routes';

// A page that calls notFound() (an unknown title, profile or playlist) answers 404, but Next.js
// sends that answer as an empty `<html id="__next_error__">` document and leaves the not-found
// page to the browser's JavaScript (vercel/next.js#62228), so crawlers and visitors without
// JavaScript see a blank page. Here such an answer's body is swapped for the not-found page
// rendered on the server at the same address: this server asks itself for the address again with
// NOT_FOUND_RENDER_HEADER, and proxy.ts rewrites that request to the not-found page. Status and
// headers (cookies, security policy) stay as Next.js set them.

const CLIENT_RENDERED_ERROR = '<html id="__next_error__"';
/** How Next.js names a notFound() in the page's streamed payload. */
const NOT_FOUND_MARK = 'NEXT_HTTP_ERROR_FALLBACK;404';

/** Whether a request is a document load, the only kind whose 404 body a person or crawler reads. */
function isDocumentRequest(request: IncomingMessage): boolean {
  return request.method === 'GET' && !request.headers.rsc && (request.headers.accept ?? '').includes('text/html');
}

function startsClientRenderedError(chunk: unknown): boolean {
  if (chunk == null) return false;
  const head = typeof chunk === 'string' ? chunk.slice(0, 200) : Buffer.from(chunk as Uint8Array).toString('utf8', 0, 200);
  return head.includes(CLIENT_RENDERED_ERROR);
}

/**
 * Returns a handler to call before Next.js handles each request. `base` is where this server
 * listens; the header that asks for the not-found rendering carries a secret of this process, so
 * a visitor cannot ask for it.
 */
export function notFoundOnServer(base: string): (request: IncomingMessage, response: ServerResponse) => void {
  const secret = randomUUID();

  async function render(request: IncomingMessage): Promise<string> {
    const forwarded = new Headers({ accept: 'text/html', [NOT_FOUND_RENDER_HEADER]: secret });
    for (const name of ['cookie', 'accept-language', 'user-agent', 'x-forwarded-for']) {
      const value = request.headers[name];
      if (typeof value === 'string') forwarded.set(name, value);
    }
    const answer = await fetch(new URL(request.url ?? '/', base), { headers: forwarded, redirect: 'manual' });
    return answer.text();
  }

  return (request, response) => {
    if (request.headers[NOT_FOUND_RENDER_HEADER] !== secret) delete request.headers[NOT_FOUND_RENDER_HEADER];
    else return;
    if (!isDocumentRequest(request)) return;
    const write = response.write.bind(response) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    const html = () => String(response.getHeader('content-type') ?? '').startsWith('text/html');
    // swap: a 404 whose body is left to the browser; hold: a streamed page that began with 200 and
    // left its body to the browser (Cache Components send a page's shell before it can call
    // notFound()): kept back until its end tells whether it was a not-found page
    let mode: 'pass' | 'swap' | 'hold' | undefined;
    // the first bytes, kept until there are enough to tell (a stream may start with a few)
    const held: Buffer[] = [];
    const heldText = () => Buffer.concat(held).toString('utf8', 0, 200);
    const decide = (): 'pass' | 'swap' | 'hold' => {
      if (!html() || !startsClientRenderedError(heldText())) return 'pass';
      if (response.statusCode === 404) return 'swap';
      return response.statusCode === 200 && !response.headersSent ? 'hold' : 'pass';
    };
    const swapIn = () =>
      render(request)
        .then((page) => {
          // a cached 404 names the length of the body it replaces
          if (!response.headersSent) response.removeHeader('content-length');
          end(page);
        })
        .catch(() => end());
    const asBuffer = (chunk: unknown) => (typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));

    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (mode === 'pass') return write(chunk, ...rest);
      const done = rest.find((argument) => typeof argument === 'function') as (() => void) | undefined;
      if (mode !== 'swap' && chunk != null) held.push(asBuffer(chunk));
      if (mode === undefined && Buffer.concat(held).length >= 200) {
        mode = decide();
        if (mode === 'pass') return write(Buffer.concat(held.splice(0)), ...rest);
      }
      done?.();
      return true;
    }) as ServerResponse['write'];

    response.end = ((...args: unknown[]) => {
      const chunk = typeof args[0] === 'function' ? undefined : args[0];
      if (mode === 'pass') return end(...args);
      if (mode !== 'swap' && chunk != null) held.push(asBuffer(chunk));
      mode ??= decide();
      if (mode === 'swap') {
        void swapIn();
        return response;
      }
      const body = Buffer.concat(held.splice(0));
      if (mode === 'hold' && body.includes(NOT_FOUND_MARK)) {
        response.statusCode = 404;
        void swapIn();
        return response;
      }
      return end(body);
    }) as ServerResponse['end'];
  };
}
