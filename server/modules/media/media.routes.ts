import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { MediaSigner } from '../../platform/media-signing';
import { artworkPath, parseArtworkPath, renderArtworkSvg } from '../../platform/artwork';
import { RASTER_CONTENT_TYPES, type ArtworkRasters } from '../../platform/artwork-raster';
import { readAuthToken } from '../session/session.guard';
import { contentTypeOf, parseRange, type MediaFiles } from './media.files';
import { buildLivePlaylist, liveSource } from './live-window';
import { buildRepeatedPlaylist, repeatSource } from './repeat-window';
import type { MediaRepository } from './media.repository';

// GET /media/s/{token}/{path} – signed media: HLS playlists, segments and artwork (SVG, and WebP
// or AVIF at the contract's raster sizes). A tampered, expired or foreign token answers 403 and
// nothing else.

export interface MediaRoutesOptions {
  signer: MediaSigner;
  files: MediaFiles;
  repository: MediaRepository;
  /** Artwork drawn as WebP or AVIF. */
  rasters: ArtworkRasters;
  now?: () => number;
}

const ARTWORK_CACHE_LIMIT = 2000;

export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, { signer, files, repository, rasters, now = Date.now }) => {
  const artworkCache = new Map<string, string>();

  async function serve(request: FastifyRequest<{ Params: { token: string; '*': string } }>, reply: FastifyReply) {
    const { token, '*': relative } = request.params;
    const credentials = { authToken: readAuthToken(request), deviceId: request.cookies.device_id };
    if (!signer.verifyMediaToken(token, relative, credentials, now())) {
      return reply.status(403).type('text/plain').send('Forbidden');
    }
    const artwork = parseArtworkPath(relative);
    if (artwork) return sendArtwork(request, reply, artwork);

    const found = await files.resolve(relative);
    if (!found) return reply.status(404).type('text/plain').send('Not found');

    const live = liveSource(relative);
    if (live && /\/index\.m3u8$/.test(relative)) {
      const vod = await files.text(found);
      return reply
        .header('content-type', contentTypeOf(relative))
        .header('cache-control', 'private, max-age=1')
        .send(buildLivePlaylist(vod, live.channel, now()));
    }

    const repeat = repeatSource(relative);
    if (repeat) {
      return reply
        .header('content-type', contentTypeOf(relative))
        .header('last-modified', found.modified.toUTCString())
        .header('cache-control', 'private, max-age=60')
        .send(buildRepeatedPlaylist(await files.text(found), repeat.seconds));
    }

    const playlist = relative.endsWith('.m3u8');
    reply
      .header('content-type', contentTypeOf(relative))
      .header('accept-ranges', 'bytes')
      .header('last-modified', found.modified.toUTCString())
      // the token is part of the URL, so a cached copy can never outlive or escape its grant
      .header('cache-control', playlist ? 'private, max-age=60' : 'private, max-age=86400, immutable');

    const range = parseRange(request.headers.range, found.size);
    if (range === 'unsatisfiable') {
      return reply.status(416).header('content-range', `bytes */${found.size}`).send();
    }
    if (range) {
      reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${found.size}`)
        .header('content-length', range.end - range.start + 1);
      return request.method === 'HEAD' ? reply.send() : reply.send(await files.read(found, range));
    }
    reply.header('content-length', found.size);
    return request.method === 'HEAD' ? reply.send() : reply.send(await files.read(found));
  }

  async function sendArtwork(request: FastifyRequest, reply: FastifyReply, artwork: NonNullable<ReturnType<typeof parseArtworkPath>>) {
    // a raster is drawn from the SVG of the same size
    const svgPath = artworkPath(artwork);
    let svg = artworkCache.get(svgPath);
    if (!svg) {
      const text = await repository.artworkText(artwork.ownerType, artwork.ownerId);
      if (!text) return reply.status(404).type('text/plain').send('Not found');
      svg = renderArtworkSvg(artwork, text);
      if (artworkCache.size >= ARTWORK_CACHE_LIMIT) artworkCache.delete(artworkCache.keys().next().value as string);
      artworkCache.set(svgPath, svg);
    }
    reply.header('cache-control', 'public, max-age=86400');
    if (artwork.format === 'svg') return reply.header('content-type', 'image/svg+xml').send(svg);
    const raster = await rasters.rasterOf(svg, artwork.format);
    const etag = `"${raster.key}"`;
    reply.header('content-type', RASTER_CONTENT_TYPES[artwork.format]).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(raster.body);
  }

  app.get('/media/s/:token/*', { schema: { hide: true } }, serve);
};
