import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NOT_FOUND_RENDER_HEADER } from '../lib/routes';

// A page that calls notFound() (an unknown title, profile or playlist) answers 404, but Next.js
// sends that answer as an empty `<html id="__next_error__">` document and leaves the not-found
// page to the browser's JavaScript (vercel/next.js#62228), so crawlers and visitors without
// JavaScript see a blank page. Here such an answer's body is swapped for the not-found page
// rendered on the server at the same address: this server asks itself for the address again with
// NOT_FOUND_RENDER_HEADER, and proxy.ts rewrites that request to app/not-found.tsx. Status and
// headers (cookies, security policy) stay as Next.js set them.

const CLIENT_RENDERED_ERROR = '<html id="__next_error__"';

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
    let swap: boolean | undefined;
    const decide = (chunk: unknown): boolean =>
      response.statusCode === 404 &&
      String(response.getHeader('content-type') ?? '').startsWith('text/html') &&
      startsClientRenderedError(chunk);

    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      swap ??= decide(chunk);
      if (!swap) return write(chunk, ...rest);
      const done = rest.find((argument) => typeof argument === 'function') as (() => void) | undefined;
      done?.();
      return true;
    }) as ServerResponse['write'];

    response.end = ((...args: unknown[]) => {
      const chunk = typeof args[0] === 'function' ? undefined : args[0];
      swap ??= decide(chunk);
      if (!swap) return end(...args);
      render(request)
        .then((html) => end(html))
        .catch(() => end());
      return response;
    }) as ServerResponse['end'];
  };
}
