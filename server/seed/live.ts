import { images, liveChannels, programmes } from '../db/schema';
import type { SeedContext } from './context';
import { insertIds, insertRows } from './batch';
import { imageRows, IMAGE_KINDS } from './images';
import { CHANNELS, PROGRAMMES } from './names';
import { inChunks, writeAssets, type AssetDraft } from './assets';

// Live TV: one 'LIVE TV' asset and channel per stream, each with a programme guide running from
// 24 hours before `now` to 24 hours after it, programme after programme with no gaps.

const HALF_HOUR = 30 * 60_000;
const DAY = 24 * 60 * 60_000;

export async function seedLiveTv(ctx: SeedContext): Promise<void> {
  await inChunks(ctx, 'live tv', ctx.size.channels, 50, async (tx, start, end) => {
    const drafts: AssetDraft[] = [];
    const channelDefs: Array<(typeof CHANNELS)[number]> = [];
    for (let n = start; n < end; n += 1) {
      const rng = ctx.rng('channel', n);
      const def = CHANNELS[n % CHANNELS.length];
      const round = Math.floor(n / CHANNELS.length);
      const title = round === 0 ? def.title : `${def.title} ${round + 1}`;
      const providerCode = 'provider' in def ? def.provider : undefined;
      channelDefs.push(def);
      drafts.push({
        row: {
          assetType: 'LIVE TV',
          title,
          slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          description: `${title}: ${PROGRAMMES[def.theme].slice(0, 3).join(', ')} and more, live around the clock.`,
          languageCode: def.theme === 'movies' && n % CHANNELS.length === 5 ? 'tam' : 'hin',
          ageRating: `${def.pg}+`,
          popularity: rng.popularity(200_000),
          access: 'free',
          providerId: providerCode ? ctx.reference.providers.get(providerCode) : undefined,
          createdAt: ctx.createdAt(rng),
        },
        rng,
        genres: [],
        cast: { actors: 0 },
        imageKinds: IMAGE_KINDS.liveTv,
        pools: [],
      });
    }
    const assetIds = await writeAssets(ctx, tx, drafts);
    const channelIds = await insertIds(
      tx,
      liveChannels,
      drafts.map(({ row }, k) => ({
        assetId: assetIds[k],
        title: row.title,
        owner: channelDefs[k].owner,
        pg: channelDefs[k].pg,
        description: row.description,
        providerId: row.providerId,
        mediaId: ctx.reference.liveMedia[start + k],
        position: start + k + 1,
      })),
    );
    await insertRows(
      tx,
      images,
      channelIds.flatMap((id) => imageRows('channel', id, IMAGE_KINDS.channel)),
    );
    await insertRows(
      tx,
      programmes,
      channelIds.flatMap((channelId, k) => guide(ctx, start + k, channelId, channelDefs[k].theme)),
    );
  });
}

/** Consecutive programmes of 30 to 120 minutes covering [now - 24 h, now + 24 h]. */
function guide(ctx: SeedContext, channel: number, channelId: number, theme: string): Array<typeof programmes.$inferInsert> {
  const rng = ctx.rng('guide', channel);
  const titles = PROGRAMMES[theme];
  const rows: Array<typeof programmes.$inferInsert> = [];
  const until = ctx.now.getTime() + DAY;
  let time = Math.floor((ctx.now.getTime() - DAY) / HALF_HOUR) * HALF_HOUR;
  while (time < until) {
    const end = time + rng.int(2, 8) * 15 * 60_000;
    const title = rng.pick(titles);
    rows.push({
      channelId,
      title,
      description: `${title}${rng.chance(0.3) ? ' (repeat)' : ''} on ${CHANNELS[channel % CHANNELS.length].title}.`,
      startTime: new Date(time),
      endTime: new Date(end),
    });
    time = end;
  }
  return rows;
}
