import type { SeedContext } from './context';
import { inChunks } from './assets';
import * as text from './text';
import { storedSlug } from '../../contract/slugs';

// Stars: actors, directors, composers and singers. The first ones are the most popular, and the
// credit stages cast leads from them.

export async function seedPeople(ctx: SeedContext): Promise<void> {
  const used = new Set<string>();
  await inChunks(ctx, 'people', ctx.size.stars, 500, (start, end) => {
    for (let i = start; i < end; i += 1) {
      const rng = ctx.rng('person', i);
      const female = rng.chance(0.45);
      let name = text.personName(rng, female);
      // a few tries for a name nobody has yet; past that, namesakes are fine (they happen)
      for (let attempt = 0; attempt < 6 && used.has(name); attempt += 1) name = text.personName(rng, female);
      used.add(name);
      const externalId = `demo:person:${i}`;
      ctx.emit({
        type: 'person',
        external_id: externalId,
        name,
        slug: storedSlug(name),
        bio: text.bio(rng, name),
        birth_year: rng.int(1945, 2003),
        popularity: Math.floor((1_000_000 / (1 + i * 0.15)) * (0.85 + 0.3 * rng.float())),
      });
      ctx.people.push(externalId);
    }
  });
}

/** Gives every star the round robin did not reach a supporting role, so no profile is empty. */
export async function creditRemainingPeople(ctx: SeedContext): Promise<void> {
  const remaining = ctx.peopleWithoutCredits();
  const targets = ctx.pools.top('featured', 50);
  const fallback = targets.length ? targets : ctx.pools.top('ALBUM', 50);
  if (remaining.length === 0 || fallback.length === 0) return;
  ctx.emit(
    ...remaining.map((person, i) => {
      const rng = ctx.rng('extra-credit', i);
      return {
        type: 'credit' as const,
        asset: fallback[i % fallback.length].asset,
        person,
        role: 'actor' as const,
        character: text.characterName(rng),
        position: 100 + i,
      };
    }),
  );
  await ctx.endChunk('credits', 0);
}
