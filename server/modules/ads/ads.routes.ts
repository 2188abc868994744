import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlaybackService } from '../playback/playback.service';
import { adFor, cuePoints } from './house-ads';
import { standaloneVast, vastDocument, vmapDocument, type VmapBreak } from './ads.documents';
import type { AdsRepository } from './ads.repository';
import { rememberedAdStartFiles } from './ads.start-files';
import type { MediaFiles } from '../media/media.files';
import { TrackQuery, VastQuery, VmapQuery } from '../../../contract/schemas/ads';

// The ad decision for viewers whose plan has ad breaks (the plan matrix): VMAP with a pre-roll and
// mid-rolls at cue points, each a VAST 4 document from the house inventory, and the tracking
// endpoint its impressions and quartiles call. Any VAST 4 ad server can stand in at scale.

const tags = ['ads'];

/** VAST trackers accept absolute URLs only: this request's own origin (the BFF forwards the host). */
function originOf(request: { protocol: string; host: string }): string {
  return `${request.protocol}://${request.host}`;
}
const XML = 'application/xml; charset=utf-8';

export const adsRoutes: FastifyPluginAsyncZod<{ playback: PlaybackService; repository: AdsRepository; files: MediaFiles }> = async (
  app,
  { playback, repository, files },
) => {
  const startFilesOf = rememberedAdStartFiles(files);

  /**
   * One break's VAST, its media signed for this viewer and its tracking URLs naming the break, with
   * the files its first frame needs (under the same signed folder) so that they load at once.
   */
  async function vastFor(request: FastifyRequest, contentId: number, session: string, slot: number): Promise<string> {
    const viewer = await request.viewer();
    // a viewer with a maturity ceiling (a kids profile) is shown kid-safe ads only
    const ad = adFor(contentId, slot, viewer.maturity !== 'A');
    const origin = originOf(request);
    // a same-site path, or already absolute on the media address (MEDIA_BASE_URL)
    const mediaUrl = new URL(playback.signForViewer(`${ad.mediaFolder}/master.m3u8`, viewer), origin).href;
    const track = (event: string) =>
      `${origin}/api/v2/ads/track?${new URLSearchParams({ event, ad: ad.id, slot: String(slot), session, content_id: String(contentId) })}`;
    const startFiles = await startFilesOf(ad.mediaFolder).catch((error: unknown) => {
      request.log.warn({ err: error, ad: ad.id }, "the ad's first files could not be read; the player finds them itself");
      return [];
    });
    return vastDocument({ ad, mediaUrl, track, startFiles: startFiles.map((file) => new URL(file, mediaUrl).href) });
  }

  // GET /api/v2/ads/vmap – the breaks of one playback (none for ad-free plans). The pre-roll's VAST
  // is inline, so the first ad starts without another round trip; mid-rolls are fetched when due,
  // with media URLs signed then.
  app.get('/api/v2/ads/vmap', { schema: { tags, querystring: VmapQuery, produces: ['application/xml'] } }, async (request, reply) => {
    const { content_id: contentId, session } = request.query;
    const plan = await playback.adPlan(contentId, await request.viewer());
    const breaks: VmapBreak[] = plan.ads
      ? await Promise.all(
          cuePoints(plan.durationSeconds).map(async (offsetSeconds, slot) =>
            offsetSeconds === 0
              ? { offsetSeconds, slot, vast: await vastFor(request, contentId, session, slot) }
              : {
                  offsetSeconds,
                  slot,
                  vastUrl: `${originOf(request)}/api/v2/ads/vast?${new URLSearchParams({ content_id: String(contentId), session, slot: String(slot) })}`,
                },
          ),
        )
      : [];
    return reply.header('content-type', XML).header('cache-control', 'private, no-store').send(vmapDocument(breaks));
  });

  // GET /api/v2/ads/vast – one break's ad as VAST 4.1, its media signed for this viewer
  app.get('/api/v2/ads/vast', { schema: { tags, querystring: VastQuery, produces: ['application/xml'] } }, async (request, reply) => {
    const { content_id: contentId, session, slot } = request.query;
    return reply
      .header('content-type', XML)
      .header('cache-control', 'private, no-store')
      .send(standaloneVast(await vastFor(request, contentId, session, slot)));
  });

  // GET /api/v2/ads/track – records an impression, a quartile, a skip or an error
  app.get('/api/v2/ads/track', { schema: { tags, querystring: TrackQuery } }, async (request, reply) => {
    const { event, ad, slot, session, content_id: contentId } = request.query;
    await repository.recordEvent({ event, adId: ad, slot: slot === 0 ? 'preroll' : `midroll-${slot}`, sessionId: session, contentId });
    return reply.status(204).header('cache-control', 'no-store').send();
  });
};
