import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { forwardToOrigin } from '@/lib/api/bff';
import { ORIGIN_UNREACHABLE_MESSAGE } from '@/contract/constants';
import { createMediaSigner } from '@/server/platform/media-signing';
import { PACK_DIR } from '@/server/seed/media/build-media';
import { createMediaRelay } from '@/web-server/media-relay';
import { createHttpMetrics } from '@/runtime/metrics';
import { createFrontDoor, routeLabel, trustOf, type FrontDoor } from '@/web-server/server';
import { testDatabases } from '../support/databases';
import { testConfig, useTestOrigin } from '../support/origin';

// The web server's front door around Next.js: a request id for every request (passed on to the
// origin), Prometheus metrics by route pattern at /metrics, served without Next.

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function withFrontDoor(options: Partial<FrontDoor>, run: (base: string, seen: IncomingMessage[]) => Promise<void>) {
  const seen: IncomingMessage[] = [];
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    seen.push(request);
    response.statusCode = request.url?.startsWith('/missing') ? 404 : 200;
    response.end('page');
  };
  const server = createServer(createFrontDoor({ trust: trustOf(undefined), metrics: createHttpMetrics(), handle, ...options }));
  const base = await listen(server);
  try {
    await run(base, seen);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('route labels of the web metrics', () => {
  it.each([
    ['/', '/'],
    ['/movie/watch/12/sholay', '/movie/watch/:assetId/:assetSlug/:contentId?/:contentSlug?'],
    ['/music/album/7/monsoon-ragas', '/music/album/:assetId?/:assetSlug?'],
    ['/_next/static/chunks/app.js', '/_next/static'],
    ['/_next/image', '/_next/image'],
    ['/api/v2/catalog/playlists-all', '/api/[...path]'],
    ['/media/s/token/video/set-1/master.m3u8', '/media'],
    ['/metrics', '/metrics'],
    ['/no/such/page/anywhere', 'other'],
  ])('%s counts as %s', (path, label) => {
    expect(routeLabel(path)).toBe(label);
  });
});

describe('the web front door', () => {
  it('gives each request an id, on the request for Next.js and on the answer', async () => {
    await withFrontDoor({}, async (base, seen) => {
      const first = await fetch(`${base}/movies`);
      const second = await fetch(`${base}/movies`, { headers: { 'x-request-id': 'chosen-by-the-visitor' } });
      const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')];
      expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
      expect(ids[1]).not.toBe(ids[0]);
      expect(seen.map((request) => request.headers['x-request-id'])).toEqual(ids);
    });
  });

  it("keeps a trusted proxy's well-formed id", async () => {
    await withFrontDoor({ trust: trustOf('loopback') }, async (base) => {
      const kept = await fetch(`${base}/movies`, { headers: { 'x-request-id': 'edge-1234' } });
      expect(kept.headers.get('x-request-id')).toBe('edge-1234');
      const replaced = await fetch(`${base}/movies`, { headers: { 'x-request-id': 'has spaces in it' } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  it('serves request counts by route pattern and status and a latency histogram at /metrics, without Next.js', async () => {
    await withFrontDoor({}, async (base, seen) => {
      await fetch(`${base}/movie/watch/12/sholay`);
      await fetch(`${base}/movie/watch/13/deewaar`);
      await fetch(`${base}/missing/page`);
      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await metrics.text();
      expect(text).toContain(
        'http_requests_total{method="GET",route="/movie/watch/:assetId/:assetSlug/:contentId?/:contentSlug?",status="200"} 2',
      );
      expect(text).toContain('http_requests_total{method="GET",route="other",status="404"} 1');
      expect(text).toMatch(
        /^http_request_duration_seconds_bucket\{le="0\.001",method="GET",route="\/movie\/watch\/[^"]+",status="200"\} \d+$/m,
      );
      expect(text).toContain('process_resident_memory_bytes');
      expect(seen.map((request) => request.url)).not.toContain('/metrics');
    });
  });

  it.each(['/api/v1/%E0%A4%A', '/api/v2/catalog/%', '/media/s/token/video/%E0%A4%A.m3u8'])(
    'answers %s, whose percent-encoding is broken, 400 in the error envelope without Next.js',
    async (path) => {
      await withFrontDoor({}, async (base, seen) => {
        const answer = await fetch(`${base}${path}`);
        expect(answer.status).toBe(400);
        expect(await answer.json()).toEqual({
          status: 'error',
          message: 'This address is not valid: it has a broken percent-encoding.',
          request_id: answer.headers.get('x-request-id'),
        });
        expect(seen).toEqual([]);
      });
    },
  );

  it('passes well-formed encodings on, and pages are left to Next.js', async () => {
    await withFrontDoor({}, async (base, seen) => {
      expect((await fetch(`${base}/api/v1/search?q=%E0%A4%B9`)).status).toBe(200);
      expect((await fetch(`${base}/media/s/token/art/%E0%A4%B9.svg`)).status).toBe(200);
      expect(seen).toHaveLength(2);
    });
  });

  it('answers /metrics only to this machine without a token, and to the bearer of METRICS_TOKEN with one', async () => {
    await withFrontDoor({}, async (base) => {
      expect((await fetch(`${base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(403);
    });
    const token = 'a-metrics-token-of-some-length';
    await withFrontDoor({ metricsToken: token }, async (base) => {
      expect((await fetch(`${base}/metrics`)).status).toBe(403);
      expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(403);
      expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    });
  });
});

describe.each(testDatabases().slice(0, 1))('the request id from the web to the origin on $name', (engine) => {
  const origin = useTestOrigin(engine);
  let originBase: string;
  beforeAll(async () => {
    originBase = await origin.app.listen({ host: '127.0.0.1', port: 0 });
  });

  it('is the one the origin answers with when the BFF relays a call', async () => {
    const relayed: Array<{ sent: string | undefined; answered: string | null; etag: string | null }> = [];
    // Next.js's part, reduced to the BFF relay (lib/api/bff.ts) pointed at the test origin
    const handle = async (request: IncomingMessage, response: ServerResponse) => {
      const answer = await forwardToOrigin(
        new Request(`http://localhost${request.url}`, { headers: request.headers as Record<string, string> }),
        (url, init) => fetch(new URL(new URL(String(url)).pathname + new URL(String(url)).search, originBase), init),
      );
      relayed.push({
        sent: request.headers['x-request-id'] as string,
        answered: answer.headers.get('x-request-id'),
        etag: answer.headers.get('etag'),
      });
      response.writeHead(answer.status, Object.fromEntries(answer.headers)).end(Buffer.from(await answer.arrayBuffer()));
    };
    await withFrontDoor({ handle }, async (base) => {
      const page = await fetch(`${base}/api/v2/catalog/content/carousel`);
      expect(page.status).toBe(200);
      const [{ sent, answered, etag }] = relayed;
      expect(sent).toMatch(/^[0-9a-f-]{36}$/);
      expect(answered).toBe(sent);
      expect(page.headers.get('x-request-id')).toBe(sent);
      // a browser holding the answer revalidates it through the relay
      const again = await fetch(`${base}/api/v2/catalog/content/carousel`, { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
    });
  });
});

describe.each(testDatabases().slice(0, 1))('signed media from the web server on $name', (engine) => {
  const origin = useTestOrigin(engine);
  let originBase: string;
  beforeAll(async () => {
    originBase = await origin.app.listen({ host: '127.0.0.1', port: 0 });
  });
  const segment = 'video/set-1/hd/seg-001.ts';
  const signed = () =>
    createMediaSigner(testConfig.MEDIA_SIGNING_SECRET).signMediaPath({
      path: segment,
      depth: 2,
      expiresAt: Date.now() + 60_000,
      binding: { kind: 'd', deviceId: 'relay-device' },
    });
  const device = { cookie: 'device_id=relay-device' };

  it("goes straight to the origin as a stream, never through Next.js, with the origin's answer as it is", async () => {
    const url = signed();
    const expected = await readFile(path.join(PACK_DIR, segment));
    await withFrontDoor({ relayMedia: createMediaRelay(originBase) }, async (base, seen) => {
      const whole = await fetch(base + url, { headers: device });
      expect(whole.status).toBe(200);
      expect(Buffer.from(await whole.arrayBuffer()).equals(expected)).toBe(true);
      const direct = await fetch(originBase + url, { headers: device });
      for (const name of ['content-type', 'cache-control', 'last-modified', 'accept-ranges']) {
        expect(whole.headers.get(name)).toBe(direct.headers.get(name));
      }
      const part = await fetch(base + url, { headers: { ...device, range: 'bytes=188-375' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 188-375/${expected.length}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(expected.subarray(188, 376))).toBe(true);
      // the origin's refusal of another device, as it is
      const foreign = await fetch(base + url, { headers: { cookie: 'device_id=someone-else' } });
      expect([foreign.status, await foreign.text()]).toEqual([403, 'Forbidden']);
      expect(seen).toHaveLength(0);
    });
  });

  it("answers the spec's 503 in the error envelope when the origin does not answer", async () => {
    await withFrontDoor({ relayMedia: createMediaRelay('http://127.0.0.1:9') }, async (base) => {
      const answer = await fetch(base + signed(), { headers: device });
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ status: 'error', message: ORIGIN_UNREACHABLE_MESSAGE });
    });
  });
});
