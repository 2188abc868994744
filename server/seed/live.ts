import type { ImportRecordInput } from '../../contract/schemas/catalogue-import';
import type { SeedContext } from './context';
import { CHANNELS, PROGRAMMES } from './names';
import { inChunks } from './assets';

// Live TV: one 'LIVE TV' asset and channel per stream, each with a programme guide running from
// 24 hours before `now` to 24 hours after it, programme after programme with no gaps.

const HALF_HOUR = 30 * 60_000;
const DAY = 24 * 60 * 60_000;

export async function seedLiveTv(ctx: SeedContext): Promise<void> {
  await inChunks(ctx, 'live tv', ctx.size.channels, 50, (start, end) => {
    const guides: ImportRecordInput[] = [];
    for (let n = start; n < end; n += 1) {
      const rng = ctx.rng('channel', n);
      const def = CHANNELS[n % CHANNELS.length];
      const round = Math.floor(n / CHANNELS.length);
      const title = round === 0 ? def.title : `${def.title} ${round + 1}`;
      const externalId = `demo:channel:${n}`;
      ctx.emit({
        type: 'channel',
        external_id: externalId,
        title,
        slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        description: `${title}: ${PROGRAMMES[def.theme].slice(0, 3).join(', ')} and more, live around the clock.`,
        language: def.theme === 'movies' && n % CHANNELS.length === 5 ? 'tam' : 'hin',
        age_rating: `${def.pg}+`,
        popularity: rng.popularity(200_000),
        access: 'free',
        genres: [],
        published_at: ctx.createdAt(rng).toISOString(),
        owner: def.owner,
        pg: def.pg,
        ...('provider' in def ? { provider: def.provider } : {}),
        media: `live/channel-${n + 1}/master.m3u8`,
        position: n + 1,
      });
      guides.push(...guide(ctx, n, externalId, def.theme));
    }
    ctx.emit(...guides);
  });
}

/** Consecutive programmes of 30 to 120 minutes covering [now - 24 h, now + 24 h]. */
function guide(ctx: SeedContext, channel: number, externalId: string, theme: string): ImportRecordInput[] {
  const rng = ctx.rng('guide', channel);
  const titles = PROGRAMMES[theme];
  const rows: ImportRecordInput[] = [];
  const until = ctx.now.getTime() + DAY;
  let time = Math.floor((ctx.now.getTime() - DAY) / HALF_HOUR) * HALF_HOUR;
  while (time < until) {
    const end = time + rng.int(2, 8) * 15 * 60_000;
    const title = rng.pick(titles);
    rows.push({
      type: 'programme',
      channel: externalId,
      title,
      description: `${title}${rng.chance(0.3) ? ' (repeat)' : ''} on ${CHANNELS[channel % CHANNELS.length].title}.`,
      start_time: new Date(time).toISOString(),
      end_time: new Date(end).toISOString(),
    });
    time = end;
  }
  return rows;
}
