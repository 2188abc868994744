import type { AssetDetailResponse, PlaylistsAllResponse } from '@/contract/schemas/catalogue';
import { mayScrape } from '@/runtime/metrics';
import { requestLogLevel } from '@/server/platform/observability';
import { testDatabases } from '../../support/databases';
import { useTestOrigin } from '../../support/origin';

// The origin's Prometheus metrics at /metrics (requests by route and status, latency, the answer
// cache's hits and misses, media bytes, streams playing, the job queue), who may read them, the
// request id the web app hands over, and the level of each request's log line.

/** The value of one sample line of the text format, 0 when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((candidate) =>
      candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `) ? wanted.every((pair) => candidate.includes(pair)) : false,
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe.each(testDatabases())('origin metrics on $name', (engine) => {
  const origin = useTestOrigin(engine);
  const scrape = async () => {
    const response = await origin.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('counts requests by route pattern and status, with a latency histogram', async () => {
    const rows = (await origin.app.inject({ url: '/api/v2/catalog/playlists-all?page=home&rows=4' })).json<PlaylistsAllResponse>();
    const [first, second] = rows.data.flatMap((row) => row.contents);
    await origin.app.inject({ url: `/api/v2/catalog/asset/${first.asset_id}` });
    await origin.app.inject({ url: `/api/v2/catalog/asset/${second.asset_id}` });
    await origin.app.inject({ url: '/api/v2/catalog/asset/999999' });
    await origin.app.inject({ url: '/no/such/call' });
    const text = await scrape();
    const route = '/api/v2/catalog/asset/:assetId';
    expect(sample(text, 'http_requests_total', { method: 'GET', route, status: '200' })).toBe(2);
    expect(sample(text, 'http_requests_total', { route, status: '404' })).toBe(1);
    expect(sample(text, 'http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route, status: '200' })).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route, status: '200', le: '+Inf' })).toBe(2);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    // the raw paths never become labels
    expect(text).not.toContain(`/api/v2/catalog/asset/${first.asset_id}`);
  });

  it("moves the answer cache's miss and hit counters", async () => {
    const before = await scrape();
    const url = '/api/v2/v1/catalog/menu?type=ORIGINAL';
    await origin.app.inject({ url });
    await origin.app.inject({ url });
    await origin.app.inject({ url });
    const after = await scrape();
    const count = (text: string, result: string) => sample(text, 'chalchitra_cache_lookups_total', { namespace: 'catalogue', result });
    expect(count(after, 'miss') - count(before, 'miss')).toBe(1);
    expect(count(after, 'hit') - count(before, 'hit')).toBe(2);
  });

  it('counts media bytes sent, and reads the streams playing and the job queue at each scrape', async () => {
    const rows = (await origin.app.inject({ url: '/api/v2/catalog/playlists-all?page=home&rows=1' })).json<PlaylistsAllResponse>();
    const detail = (
      await origin.app.inject({ url: `/api/v2/catalog/asset/${rows.data[0].contents[0].asset_id}` })
    ).json<AssetDetailResponse>();
    const artwork = new URL(Object.values(detail.data.images)[0]!, 'http://origin').pathname;
    const before = sample(await scrape(), 'chalchitra_media_bytes_served_total', { kind: 'artwork' });
    const served = await origin.app.inject({ url: artwork });
    expect(served.statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, 'chalchitra_media_bytes_served_total', { kind: 'artwork' }) - before).toBe(Buffer.byteLength(served.body));
    expect(text).toMatch(/^chalchitra_active_streams 0$/m);
    expect(text).toMatch(/^chalchitra_job_queue_depth \d+$/m);
  });

  it('refuses /metrics to callers elsewhere and to forwarded requests when no token is set', async () => {
    const remote = await origin.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    const forwarded = await origin.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.statusCode).toBe(403);
  });

  it('keeps /metrics out of the API description', async () => {
    const document = (await origin.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });

  it.each([
    ['a well-formed id from the web app', 'web-3f2c9a1e-request', '127.0.0.1', true],
    ['an id with spaces', 'not a good id', '127.0.0.1', false],
    ['an id longer than 64 characters', 'a'.repeat(65), '127.0.0.1', false],
    ['a well-formed id from an untrusted caller', 'web-3f2c9a1e-request', '203.0.113.9', false],
  ])('takes %s as the request id: %s', async (_case, id, remoteAddress, kept) => {
    const response = await origin.app.inject({ url: '/api/v2/catalog/asset/999999', headers: { 'x-request-id': id }, remoteAddress });
    const given = response.headers['x-request-id'];
    expect(response.json<{ request_id: string }>().request_id).toBe(given);
    if (kept) expect(given).toBe(id);
    else expect(given).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('who may read /metrics', () => {
  const token = 'a-metrics-token-of-some-length';
  it.each([
    ['no token set, this machine', undefined, { address: '127.0.0.1', authorization: undefined, forwarded: false }, true],
    ['no token set, this machine over IPv6', undefined, { address: '::1', authorization: undefined, forwarded: false }, true],
    ['no token set, a private address', undefined, { address: '10.0.0.7', authorization: undefined, forwarded: false }, false],
    [
      'no token set, a request a local proxy forwarded',
      undefined,
      { address: '127.0.0.1', authorization: undefined, forwarded: true },
      false,
    ],
    ['the token, from anywhere', token, { address: '203.0.113.9', authorization: `Bearer ${token}`, forwarded: true }, true],
    ['a wrong token', token, { address: '127.0.0.1', authorization: 'Bearer guess', forwarded: false }, false],
    ['no token sent although one is set, this machine', token, { address: '127.0.0.1', authorization: undefined, forwarded: false }, false],
  ])('%s', (_case, configured, request, allowed) => {
    expect(mayScrape(configured, request)).toBe(allowed);
  });
});

describe('the level of a request log line', () => {
  it.each([
    [200, 3, 'debug'],
    [304, 1, 'debug'],
    [200, 1500, 'info'],
    [404, 2, 'info'],
    [429, 2, 'info'],
    [500, 2, 'error'],
  ] as const)('status %i in %i ms: %s', (status, milliseconds, level) => {
    expect(requestLogLevel(status, milliseconds)).toBe(level);
  });
});
