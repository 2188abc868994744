import { credits, images, people } from '../db/schema';
import type { SeedContext } from './context';
import { insertIds, insertRows } from './batch';
import { imageRows, IMAGE_KINDS } from './images';
import { inChunks } from './assets';
import * as text from './text';

// Stars: actors, directors, composers and singers. The first ones are the most popular, and the
// credit stages cast leads from them.

export async function seedPeople(ctx: SeedContext): Promise<void> {
  const used = new Set<string>();
  await inChunks(ctx, 'people', ctx.size.stars, 500, async (tx, start, end) => {
    const rows: Array<typeof people.$inferInsert> = [];
    for (let i = start; i < end; i += 1) {
      const rng = ctx.rng('person', i);
      const female = rng.chance(0.45);
      let name = text.personName(rng, female);
      // a few tries for a name nobody has yet; past that, namesakes are fine (they happen)
      for (let attempt = 0; attempt < 6 && used.has(name); attempt += 1) name = text.personName(rng, female);
      used.add(name);
      rows.push({
        name,
        slug: text.slugify(name),
        bio: text.bio(rng, name),
        birthYear: rng.int(1945, 2003),
        popularity: Math.floor((1_000_000 / (1 + i * 0.15)) * (0.85 + 0.3 * rng.float())),
      });
    }
    const ids = await insertIds(tx, people, rows);
    ctx.people.push(...ids);
    await insertRows(
      tx,
      images,
      ids.flatMap((id) => imageRows('person', id, IMAGE_KINDS.person)),
    );
  });
}

/** Gives every star the round robin did not reach a supporting role, so no profile is empty. */
export async function creditRemainingPeople(ctx: SeedContext): Promise<void> {
  const remaining = ctx.peopleWithoutCredits();
  const targets = ctx.pools.top('featured', 50);
  const fallback = targets.length ? targets : ctx.pools.top('ALBUM', 50);
  if (remaining.length === 0 || fallback.length === 0) return;
  await ctx.write(async (tx) => {
    await insertRows(
      tx,
      credits,
      remaining.map((personId, i) => {
        const rng = ctx.rng('extra-credit', i);
        return {
          personId,
          assetId: fallback[i % fallback.length].assetId,
          role: 'actor',
          characterName: text.characterName(rng),
          position: 100 + i,
        };
      }),
    );
  });
}
