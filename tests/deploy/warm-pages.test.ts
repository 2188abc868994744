import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { pagesToWarm, warmPages, WARM_USER_AGENTS } from '../../deploy/warm-pages';

const HOME = `<main><a href="/movie/watch/4/kabhi-khushi-kabhie-gham">A</a><a href="/tv/watch/9/mahabharat">B</a>
<a href="/movie/watch/4/kabhi-khushi-kabhie-gham">again</a><a href="/original/watch/245/hum-jawaab">C</a><a href="/music">Music</a></main>`;

describe('pagesToWarm', () => {
  it('lists the landing pages and each title home links to, once', () => {
    const pages = pagesToWarm(HOME);
    expect(pages.slice(0, 2)).toEqual(['/', '/movies']);
    expect(pages.filter((page) => page.includes('/watch/'))).toEqual([
      '/movie/watch/4/kabhi-khushi-kabhie-gham',
      '/tv/watch/9/mahabharat',
      '/original/watch/245/hum-jawaab',
    ]);
  });
});

describe('warmPages', () => {
  let server: Server | null = null;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('asks the instance for every page with each browser and counts the pages that answered', async () => {
    const asked: string[] = [];
    server = createServer((request, response) => {
      asked.push(`${request.headers['user-agent'] === WARM_USER_AGENTS[1] ? 'phone' : 'desktop'} ${request.url}`);
      // one title fails: warming goes on and does not count it
      response.writeHead(request.url === '/tv/watch/9/mahabharat' ? 500 : 200, { 'content-type': 'text/html' });
      response.end(HOME);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const answered = await warmPages(`http://127.0.0.1:${port}`);

    const pages = pagesToWarm(HOME);
    expect(answered).toBe(pages.length * 2 - 2);
    for (const page of pages) {
      expect(asked).toContain(`desktop ${page}`);
      expect(asked).toContain(`phone ${page}`);
    }
  });

  it('lets a deployment start when the instance does not answer', async () => {
    server = createServer();
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = null;

    await expect(warmPages(`http://127.0.0.1:${port}`)).resolves.toBe(0);
  });
});
