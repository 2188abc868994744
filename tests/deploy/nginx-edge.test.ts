import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import { assets, contents, liveChannels } from '@/server/db/schema';
import { createMediaSigner, type Binding } from '@/server/platform/media-signing';
import { openDatabase, type Database } from '@/server/platform/db';
import { createRevocationMarkers } from '@/server/platform/media-revocations';
import { SMALL_CATALOGUE, seedCatalogue } from '@/server/seed/catalogue';
import { CONTENT_TYPE, ORIGIN_UNREACHABLE_MESSAGE } from '@/contract/constants';
import type { ProfilesResponse } from '@/contract/schemas/playback';
import { edgeAvailable, freePort, startEdge, type RunningNginx } from '@/deploy/nginx/start-edge';
import { testConfig } from '../support/origin';

// The nginx media edge (deploy/nginx): URLs signed by the origin's own signer, asked of the edge and
// of the origin alike, must get the same answer; files come from the media directory, generated
// media (artwork, live windows) from the origin behind it, and every other path from the web.
// CI installs nginx (.ci/run): there a missing nginx fails; elsewhere these tests are skipped.

const SECRET = 'an-edge-test-secret-0123456789';
const SITE = 'https://chalchitra.example';
const PACK = path.join(testConfig.rootDir, 'server/seed/media-pack');
const signer = createMediaSigner(SECRET);
const DEVICE = 'device_id=edge-device; country=IN';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET sent as written: fetch would resolve the dot segments a traversal attempt relies on. */
function get(base: string, target: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: hostname, port, path: target, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const sign = (file: string, binding: Binding, { depth = 2, expiresAt = Date.now() + 60_000 } = {}) =>
  signer.signMediaPath({ path: file, depth, expiresAt, binding });

if (!edgeAvailable() && process.env.CI) {
  it('runs in CI, where nginx and its njs module are installed', () => {
    throw new Error('nginx with libnginx-mod-http-js is missing: .ci/run installs both');
  });
}

describe.skipIf(!edgeAvailable())('the nginx media edge', () => {
  let work: string;
  let mediaDir: string;
  let revocationsDir: string;
  let database: Database;
  let app: FastifyInstance;
  let originUrl: string;
  let web: Server;
  let edge: RunningNginx;
  const webSaw: Array<{ url: string; forwardedFor?: string }> = [];

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'chalchitra-edge-'));
    mediaDir = path.join(work, 'media');
    revocationsDir = path.join(work, 'media-revocations');
    // the media directory holds video set 1; everything else falls through to the origin
    await cp(path.join(PACK, 'video/set-1'), path.join(mediaDir, 'video/set-1'), { recursive: true });
    await writeFile(path.join(work, 'outside.txt'), 'not media');

    const edgePort = await freePort();
    database = await openDatabase({ pgliteDir: ':memory:' });
    await seedCatalogue(database.db, SMALL_CATALOGUE);
    app = await buildApp({
      config: {
        ...testConfig,
        MEDIA_SIGNING_SECRET: SECRET,
        MEDIA_DIR: mediaDir,
        MEDIA_REVOCATIONS_DIR: revocationsDir,
        MEDIA_BASE_URL: `http://127.0.0.1:${edgePort}`,
      },
      database,
    });
    originUrl = await app.listen({ host: '127.0.0.1', port: 0 });

    web = createServer((request, response) => {
      webSaw.push({ url: request.url!, forwardedFor: request.headers['x-forwarded-for'] as string | undefined });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('the web app');
    });
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    const webPort = (web.address() as { port: number }).port;

    edge = await startEdge(path.join(work, 'nginx'), edgePort, SECRET, {
      mediaDir,
      revocationsDir,
      webServers: [`127.0.0.1:${webPort}`],
      originServers: [new URL(originUrl).host],
      siteOrigins: [SITE],
      workers: 1,
    });
  });

  afterAll(async () => {
    await edge?.stop();
    await new Promise((resolve) => web?.close(resolve));
    await app?.close();
    await database?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('sends a file of a signed folder with its type, cache rule, ranges and CORS for the site', async () => {
    const file = 'video/set-1/hd/seg-001.ts';
    const bytes = await readFile(path.join(mediaDir, file));
    const url = sign(file, { kind: 'd', deviceId: 'edge-device' });
    const answer = await get(edge.url, url, { cookie: DEVICE, origin: SITE });
    expect(answer.status).toBe(200);
    expect(answer.body.equals(bytes)).toBe(true);
    expect(answer.headers['content-type']).toBe('video/mp2t');
    expect(answer.headers['access-control-allow-origin']).toBe(SITE);
    expect(answer.headers['access-control-allow-credentials']).toBe('true');
    // nginx itself sent it (the origin sends no ETag), with the origin's cache rule
    expect(answer.headers.etag).toBeDefined();
    const fromOrigin = await get(originUrl, url, { cookie: DEVICE });
    expect(answer.headers['cache-control']).toBe(fromOrigin.headers['cache-control']);

    const part = await get(edge.url, url, { cookie: DEVICE, range: 'bytes=100-299' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-299/${bytes.length}`);
    expect(part.body.equals(bytes.subarray(100, 300))).toBe(true);

    const foreign = await get(edge.url, url, { cookie: DEVICE, origin: 'https://elsewhere.example' });
    expect(foreign.status).toBe(200);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    ['a playlist', 'video/set-1/hd/index.m3u8'],
    ['a poster', 'video/set-1/poster.jpg'],
  ])('answers %s with the content type and cache rule the origin gives it', async (_name, file) => {
    const url = sign(file, { kind: 'p' });
    const [atEdge, atOrigin] = await Promise.all([get(edge.url, url), get(originUrl, url)]);
    expect(atEdge.status).toBe(200);
    expect(atEdge.headers['content-type']).toBe(atOrigin.headers['content-type']);
    expect(atEdge.headers['cache-control']).toBe(atOrigin.headers['cache-control']);
    expect(atEdge.body.equals(atOrigin.body)).toBe(true);
  });

  it('answers a preflight without credentials, for the site only', async () => {
    const url = sign('video/set-1/hd/seg-001.ts', { kind: 's', authToken: 'tok' });
    const preflight = await get(edge.url, url, { origin: SITE, 'access-control-request-headers': 'range' }, 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(SITE);
    expect(preflight.headers['access-control-allow-headers']).toContain('Range');
  });

  it.each([
    ['the auth cookie', { cookie: 'auth_token=tok-A' }],
    ['the secure auth cookie', { cookie: '__Secure-auth_token=tok-A' }],
    ["a TV's Bearer token", { authorization: 'Bearer tok-A' }],
  ])('lets a session grant through with %s', async (_name, headers) => {
    const url = sign('video/set-1/hd/seg-002.ts', { kind: 's', authToken: 'tok-A' });
    const [atEdge, atOrigin] = await Promise.all([get(edge.url, url, headers), get(originUrl, url, headers)]);
    expect([atEdge.status, atOrigin.status]).toEqual([200, 200]);
  });

  const lease = { kind: 'l', authToken: 'tok-A', leaseId: '6f1c3a52-8a0e-4c1b-9d2e-3b7f0c9a1d44' } as const;
  it("lets a stream lease's grant through for its session only, as the origin does", async () => {
    const url = sign('video/set-1/hd/seg-002.ts', lease);
    const own = { cookie: 'auth_token=tok-A' };
    expect([(await get(edge.url, url, own)).status, (await get(originUrl, url, own)).status]).toEqual([200, 200]);
    const other = { cookie: 'auth_token=tok-B' };
    expect([(await get(edge.url, url, other)).status, (await get(originUrl, url, other)).status]).toEqual([403, 403]);
    const lapsed = sign('video/set-1/hd/seg-002.ts', lease, { expiresAt: Date.now() - 2000 });
    expect([(await get(edge.url, lapsed, own)).status, (await get(originUrl, lapsed, own)).status]).toEqual([403, 403]);
    const anotherLease = url.replace(lease.leaseId, '00000000-0000-4000-8000-000000000000');
    expect([(await get(edge.url, anotherLease, own)).status, (await get(originUrl, anotherLease, own)).status]).toEqual([403, 403]);
  });

  it("refuses a lease's grant the moment the origin marks the lease ended, before the grant expires", async () => {
    const ended = { kind: 'l', authToken: 'tok-C', leaseId: 'a4b7c2d1-1e2f-4a3b-8c4d-5e6f7a8b9c0d' } as const;
    const url = sign('video/set-1/hd/seg-003.ts', ended);
    const own = { cookie: 'auth_token=tok-C' };
    expect([(await get(edge.url, url, own)).status, (await get(originUrl, url, own)).status]).toEqual([200, 200]);
    await createRevocationMarkers(revocationsDir).mark([ended.leaseId]);
    expect([(await get(edge.url, url, own)).status, (await get(originUrl, url, own)).status]).toEqual([403, 403]);
  });

  const flip = (url: string) =>
    url.replace(/\.([A-Za-z0-9_-])([A-Za-z0-9_-]{31})\//, (_m, first: string, rest: string) => `.${first === 'a' ? 'b' : 'a'}${rest}/`);
  const device = { kind: 'd', deviceId: 'edge-device' } as const;
  it.each([
    ['a changed signature', flip(sign('video/set-1/hd/seg-001.ts', device)), DEVICE],
    ['an expired token', sign('video/set-1/hd/seg-001.ts', device, { expiresAt: Date.now() - 2000 }), DEVICE],
    ["another device's cookie", sign('video/set-1/hd/seg-001.ts', device), 'device_id=someone-else'],
    ['no device cookie', sign('video/set-1/hd/seg-001.ts', device), ''],
    ["another session's cookie", sign('video/set-1/hd/seg-001.ts', { kind: 's', authToken: 'tok-A' }), 'auth_token=tok-B'],
    ['a path outside the signed folder', sign('video/set-1/hd/seg-001.ts', device).replace('video/set-1/', 'video/set-2/'), DEVICE],
    ['a token of another shape', '/media/s/123.d.2.short/video/set-1/hd/seg-001.ts', DEVICE],
  ])('refuses %s with 403, as the origin does', async (_name, url, cookie) => {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    const [atEdge, atOrigin] = await Promise.all([get(edge.url, url, headers), get(originUrl, url, headers)]);
    expect(atEdge.status).toBe(403);
    expect(atOrigin.status).toBe(403);
    expect(atEdge.body.toString()).toBe(atOrigin.body.toString());
    expect(atEdge.headers['content-type']).toMatch(/^text\/plain/);
  });

  it.each([
    ['into another folder', 'video/set-1/hd/../../set-2/hd/seg-001.ts'],
    ['above the signed folder', 'video/set-1/../../../outside.txt'],
    ['with escaped dots and slashes', 'video/set-1/%2e%2e%2f%2e%2e%2f%2e%2e%2foutside.txt'],
    ['with backslashes', 'video/set-1/hd/..%5c..%5c..%5c..%5coutside.txt'],
    ['above the media root', 'video/set-1/../../../../../../outside.txt'],
  ])('never sends a file through a path %s', async (_name, rest) => {
    const token = sign('video/set-1/master.m3u8', device).split('/')[3];
    const answer = await get(edge.url, `/media/s/${token}/${rest}`, { cookie: DEVICE });
    expect([400, 403]).toContain(answer.status);
    expect(answer.body.toString()).not.toContain('not media');
  });

  it('passes media that is generated, not stored, to the origin: artwork and live windows', async () => {
    const [asset] = await database.db.select({ id: assets.id }).from(assets).limit(1);
    const art = `art/asset/${asset.id}/poster-200x300.svg`;
    const artwork = await get(edge.url, sign(art, { kind: 'p' }, { depth: art.split('/').length }));
    expect(artwork.status).toBe(200);
    expect(artwork.headers['content-type']).toMatch(/^image\/svg\+xml/);

    const [channel] = await database.db.select().from(liveChannels).limit(1);
    const live = await fetch(`${originUrl}/api/v2/livetv/profile/${channel.id}`, { headers: { cookie: DEVICE } });
    const { play_url: master } = (await live.json()) as { play_url: string };
    expect(master.startsWith(`${edge.url}/media/s/`)).toBe(true);
    const playlist = await get(edge.url, new URL(master).pathname, { cookie: DEVICE });
    const variant = playlist.body
      .toString()
      .split('\n')
      .find((line) => line.endsWith('.m3u8'))!;
    const window = await get(edge.url, new URL(variant, master).pathname, { cookie: DEVICE });
    expect(window.status).toBe(200);
    expect(window.body.toString()).toContain('#EXT-X-MEDIA-SEQUENCE:');
  });

  it('plays what the origin signs on MEDIA_BASE_URL, through the edge alone', async () => {
    const [free] = await database.db
      .select({ id: contents.id })
      .from(contents)
      .innerJoin(assets, eq(assets.id, contents.assetId))
      .where(
        and(
          eq(assets.access, 'free'),
          eq(assets.assetType, 'MOVIE'),
          eq(contents.contentTypeId, CONTENT_TYPE.fullLength),
          isNotNull(contents.mediaId),
        ),
      )
      .limit(1);
    const profile = (await (
      await fetch(`${originUrl}/api/v2/catalog/profiles/0.1/${free.id}`, { headers: { cookie: DEVICE } })
    ).json()) as ProfilesResponse;
    expect(profile.play_url.startsWith(`${edge.url}/media/s/`)).toBe(true);
    const master = await get(edge.url, new URL(profile.play_url).pathname, { cookie: DEVICE, origin: SITE });
    expect(master.status).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const variant = master.body
      .toString()
      .split('\n')
      .find((line) => line.endsWith('.m3u8'))!;
    const playlist = await get(edge.url, new URL(variant, profile.play_url).pathname, { cookie: DEVICE });
    const segment = playlist.body
      .toString()
      .split('\n')
      .find((line) => line.endsWith('.ts'))!;
    const media = await get(edge.url, new URL(segment, new URL(variant, profile.play_url)).pathname, { cookie: DEVICE });
    expect(media.status).toBe(200);
    expect(media.headers['content-type']).toBe('video/mp2t');
  });

  it("sends the browser's /api calls straight to the origin instances, which adopt the edge's request id", async () => {
    const before = webSaw.length;
    const languages = await get(edge.url, '/api/v2/catalog/language', { 'x-platform': 'web', cookie: DEVICE });
    expect(languages.status).toBe(200);
    expect(JSON.parse(languages.body.toString()).data.length).toBeGreaterThan(0);
    expect(languages.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);

    // the origin's own errors reach the browser as they are, carrying the same id
    const unknown = await get(edge.url, '/api/v1/no-such-call');
    expect(unknown.status).toBe(404);
    const body = JSON.parse(unknown.body.toString());
    expect(body.message).toBe('No such call: GET /api/v1/no-such-call');
    expect(body.request_id).toBe(unknown.headers['x-request-id']);
    expect(webSaw.length).toBe(before);
  });

  it("answers the spec's 503 when no origin instance answers an /api call", async () => {
    const port = await freePort();
    const lone = await startEdge(path.join(work, 'nginx-no-origin'), port, SECRET, {
      mediaDir,
      revocationsDir,
      webServers: [`127.0.0.1:${(web.address() as { port: number }).port}`],
      originServers: [`127.0.0.1:${await freePort()}`],
      workers: 1,
    });
    try {
      const answer = await get(lone.url, '/api/v2/catalog/language', { 'x-platform': 'web' });
      expect(answer.status).toBe(503);
      expect(answer.headers['content-type']).toBe('application/json');
      expect(JSON.parse(answer.body.toString())).toEqual({ status: 'error', message: ORIGIN_UNREACHABLE_MESSAGE });
    } finally {
      await lone.stop();
    }
  });

  it('passes every other path to the web instances, with the client address', async () => {
    const page = await get(edge.url, '/movies?x=1');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe('the web app');
    expect(webSaw.at(-1)).toEqual({ url: '/movies?x=1', forwardedFor: '127.0.0.1' });
  });
});
