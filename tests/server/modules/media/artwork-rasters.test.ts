import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { CarouselResponse, PlaylistsAllResponse } from '@/contract/schemas/catalogue';
import { createMediaSigner } from '@/server/platform/media-signing';
import { testDatabases } from '../../../support/databases';
import { testConfig, useTestOrigin } from '../../../support/origin';

// Generated artwork as WebP and AVIF beside its SVG: the same signed folder grant, only the sizes
// layouts ask for, kept on disk, and cached like the SVG.

const [pglite] = testDatabases();
const cacheDir = await mkdtemp(path.join(tmpdir(), 'artwork-rasters-'));
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

describe('artwork rasters', () => {
  const origin = useTestOrigin(pglite, { config: { ARTWORK_CACHE_DIR: cacheDir } });
  const get = (url: string, headers: Record<string, string> = {}) => origin.app.inject({ method: 'GET', url, headers });

  /** The signed URL of the first hero slide's banner SVG. */
  async function bannerUrl(): Promise<string> {
    const { data } = (await get('/api/v2/catalog/content/carousel?device_type=web')).json<CarouselResponse>();
    return data[0].images.banner!;
  }
  const sibling = (url: string, file: string) => url.replace(/[^/]+$/, file);

  it('signs generated artwork for its owner folder, so that the rasters beside it can be asked for', async () => {
    expect(await bannerUrl()).toMatch(/^\/media\/s\/\d+\.p\.3\.[\w-]{32}\/art\/asset\/\d+\/banner-1280x720\.svg$/);
    const rows = (await get('/api/v2/catalog/playlists-all?page=home&start=0&rows=1&content_limit=3')).json<PlaylistsAllResponse>();
    for (const item of rows.data[0].contents) {
      for (const url of Object.values(item.images)) expect(url).toMatch(/\/media\/s\/\d+\.p\.3\.[\w-]{32}\/art\//);
    }
  });

  it.each([
    ['banner-1024x576.webp', 'image/webp', 'webp', 1024, 576],
    ['banner-640x360.webp', 'image/webp', 'webp', 640, 360],
    ['banner-1920x1080.avif', 'image/avif', 'heif', 1920, 1080],
  ])('answers %s as %s at its size, cached like the SVG', async (file, contentType, decodedFormat, width, height) => {
    const response = await get(sibling(await bannerUrl(), file));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/);
    const image = await sharp(response.rawPayload).metadata();
    expect(image).toMatchObject({ format: decodedFormat, width, height });
  });

  it('answers 304 to a client that holds the same raster', async () => {
    const url = sibling(await bannerUrl(), 'banner-640x360.webp');
    const first = await get(url);
    const again = await get(url, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('keeps a drawn raster on disk under the hash of what it was drawn from', async () => {
    const response = await get(sibling(await bannerUrl(), 'banner-1280x720.webp'));
    const key = JSON.parse(response.headers.etag as string) as string;
    const kept = await readFile(path.join(cacheDir, key.slice(0, 2), `${key}.webp`));
    expect(kept.equals(response.rawPayload)).toBe(true);
    expect((await readdir(path.join(cacheDir, key.slice(0, 2)))).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it.each([
    ['a size no layout asks for', 'banner-1000x563.webp', 404],
    ['another format', 'banner-1024x576.png', 404],
    ['a poster size under a banner name', 'banner-300x450.webp', 404],
  ])('refuses %s', async (_, file, status) => {
    expect((await get(sibling(await bannerUrl(), file))).statusCode).toBe(status);
  });

  it('keeps the token rules: another owner, a changed signature, an expired grant and a file-only grant get 403', async () => {
    const url = await bannerUrl();
    const [, token, owner] = /^\/media\/s\/([^/]+)\/art\/asset\/(\d+)\//.exec(url)!;
    expect((await get(`/media/s/${token}/art/asset/${Number(owner) + 1}/banner-1024x576.webp`)).statusCode).toBe(403);
    const changed = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect((await get(`/media/s/${changed}/art/asset/${owner}/banner-1024x576.webp`)).statusCode).toBe(403);

    const signer = createMediaSigner(testConfig.MEDIA_SIGNING_SECRET);
    const folder = `art/asset/${owner}`;
    const expired = signer.signMediaPath({
      path: `${folder}/banner-1024x576.webp`,
      depth: 3,
      expiresAt: Date.now() - 1000,
      binding: { kind: 'p' },
    });
    expect((await get(expired)).statusCode).toBe(403);
    // a grant of one file covers that file only
    const fileOnly = signer.signMediaPath({
      path: `${folder}/banner-1280x720.svg`,
      depth: 4,
      expiresAt: Date.now() + 60_000,
      binding: { kind: 'p' },
    });
    expect((await get(fileOnly)).statusCode).toBe(200);
    expect((await get(sibling(fileOnly, 'banner-1024x576.webp'))).statusCode).toBe(403);
  });

  it('answers 404 for an owner that does not exist', async () => {
    const signer = createMediaSigner(testConfig.MEDIA_SIGNING_SECRET);
    const url = signer.signMediaPath({
      path: 'art/asset/999999/banner-640x360.webp',
      depth: 3,
      expiresAt: Date.now() + 60_000,
      binding: { kind: 'p' },
    });
    expect((await get(url)).statusCode).toBe(404);
  });
});
