import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { MediaSigner } from '../../platform/media-signing';
import { parseArtworkPath, renderArtworkSvg } from '../../platform/artwork';
import { readAuthToken } from '../session/session.guard';
import { contentTypeOf, parseRange, type MediaFiles } from './media.files';
import { buildLivePlaylist, liveSource } from './live-window';
import type { MediaRepository } from './media.repository';

// GET /media/s/{token}/{path} – signed media: HLS playlists, segments and artwork.
// A tampered, expired or foreign token answers 403 and nothing else.

export interface MediaRoutesOptions {
  signer: MediaSigner;
  files: MediaFiles;
  repository: MediaRepository;
  now?: () => number;
}

const ARTWORK_CACHE_LIMIT = 2000;

export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, { signer, files, repository, now = Date.now }) => {
  const artworkCache = new Map<string, string>();

  async function serve(request: FastifyRequest<{ Params: { token: string; '*': string } }>, reply: FastifyReply) {
    const { token, '*': relative } = request.params;
    const credentials = { authToken: readAuthToken(request), deviceId: request.cookies.device_id };
    if (!signer.verifyMediaToken(token, relative, credentials)) {
      return reply.status(403).type('text/plain').send('Forbidden');
    }
    const artwork = parseArtworkPath(relative);
    if (artwork) return sendArtwork(relative, artwork, reply);

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

  async function sendArtwork(relative: string, artwork: NonNullable<ReturnType<typeof parseArtworkPath>>, reply: FastifyReply) {
    let svg = artworkCache.get(relative);
    if (!svg) {
      const text = await repository.artworkText(artwork.ownerType, artwork.ownerId);
      if (!text) return reply.status(404).type('text/plain').send('Not found');
      svg = renderArtworkSvg(artwork, text);
      if (artworkCache.size >= ARTWORK_CACHE_LIMIT) artworkCache.delete(artworkCache.keys().next().value as string);
      artworkCache.set(relative, svg);
    }
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  }

  app.get('/media/s/:token/*', { schema: { hide: true } }, serve);
};
