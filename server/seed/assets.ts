import type { Db } from '../platform/db';
import { assetGenres, assets, credits, images } from '../db/schema';
import type { AccessLevel, AssetType } from '../db/schema';
import type { SeedContext } from './context';
import type { Random } from './random';
import { insertIds, insertRows } from './batch';
import { imageRows, type ImageRow } from './images';
import { characterName, slugify } from './text';

// Pieces every asset stage shares: language and genre choice, access, cast and the pools the
// editorial rows are picked from.

export type AssetRow = typeof assets.$inferInsert;
export type CreditRow = typeof credits.$inferInsert;

/** Languages cycle by index so even a small catalogue has Tamil, Telugu and Punjabi titles. */
export const VIDEO_LANGUAGES = [
  'hin',
  'tam',
  'hin',
  'tel',
  'hin',
  'pan',
  'mal',
  'hin',
  'tam',
  'tel',
  'mar',
  'hin',
  'kan',
  'ben',
  'hin',
  'eng',
  'tel',
  'hin',
  'tam',
  'guj',
  'hin',
  'bho',
  'mal',
  'urd',
];
export const MUSIC_LANGUAGES = [
  'hin',
  'pan',
  'hin',
  'tam',
  'hin',
  'pan',
  'tel',
  'hin',
  'pun',
  'mal',
  'hin',
  'pan',
  'mar',
  'ben',
  'hin',
  'kan',
  'guj',
  'bho',
  'urd',
  'ara',
];

export const AGE_RATINGS = ['U', 'UA', 'U/A 13+', 'U/A 16+', 'A'];

export function languageFor(cycle: readonly string[], index: number): string {
  return cycle[index % cycle.length];
}

/** Access mix; weights are free, avod, svod. */
export function accessFor(rng: Random, weights: readonly [number, number, number]): AccessLevel {
  return rng.weighted<AccessLevel>(['free', 'avod', 'svod'], weights);
}

/** Most titles play everywhere; a few are licensed for India or South Asia only. */
export function countriesFor(rng: Random): string[] {
  const r = rng.float();
  if (r < 0.08) return ['IN'];
  if (r < 0.12) return ['IN', 'NP', 'BD', 'LK'];
  return [];
}

export function slugFor(title: string, altTitles: readonly string[]): string {
  const slug = slugify(title);
  return slug === 'untitled' && altTitles.length ? slugify(altTitles[0]) : slug;
}

/** A primary genre by index (so every genre gets titles) plus up to two more at random. */
export function genreSlugs(rng: Random, slugs: readonly string[], index: number, extra = 2): string[] {
  const primary = slugs[(index * 7 + 3) % slugs.length];
  const more = rng.sample(
    slugs.filter((slug) => slug !== primary),
    rng.int(0, extra),
  );
  return [primary, ...more];
}

export interface Cast {
  actors: number;
  director?: boolean;
  musicDirector?: boolean;
  singers?: number;
}

/** Credits of one asset: a lead from the best-known faces, then the round robin over everyone. */
export function castCredits(ctx: SeedContext, rng: Random, assetId: number, cast: Cast): CreditRow[] {
  const rows: CreditRow[] = [];
  const used = new Set<number>();
  const add = (personId: number, role: string, characterNameValue: string | null): void => {
    used.add(personId);
    rows.push({ personId, assetId, role, characterName: characterNameValue, position: rows.length + 1 });
  };
  // the next people from the round robin not yet credited on this asset
  const fresh = (count: number): number[] => {
    const picked: number[] = [];
    for (let tries = 0; picked.length < count && tries < ctx.people.length; tries += 1) {
      const [personId] = ctx.nextPeople(1);
      if (!used.has(personId) && !picked.includes(personId)) picked.push(personId);
    }
    return picked;
  };
  const lead = cast.actors > 0 ? ctx.leadPerson(rng) : undefined;
  if (lead !== undefined) add(lead, 'actor', characterName(rng));
  for (const personId of fresh(cast.actors - rows.length)) add(personId, 'actor', characterName(rng));
  if (cast.director) for (const personId of fresh(1)) add(personId, 'director', null);
  if (cast.musicDirector) for (const personId of fresh(1)) add(personId, 'music director', null);
  for (const personId of fresh(cast.singers ?? 0)) add(personId, 'singer', null);
  return rows;
}

/** What a stage decides about one asset before it has an id. */
export interface AssetDraft {
  row: AssetRow;
  genres: number[];
  cast: Cast;
  imageKinds: readonly string[];
  /** Pool keys this asset competes in, with the score it brings to each. */
  pools: Array<[string, number]>;
  rng: Random;
}

/**
 * Writes a chunk of assets with their genres, credits and images, and enters them in the
 * editorial pools. Returns the new asset ids in draft order.
 */
export async function writeAssets(ctx: SeedContext, tx: Db, drafts: AssetDraft[]): Promise<number[]> {
  const ids = await insertIds(
    tx,
    assets,
    drafts.map((draft) => draft.row),
  );
  const genreRows: Array<typeof assetGenres.$inferInsert> = [];
  const creditRows: CreditRow[] = [];
  const imageRowsOut: ImageRow[] = [];
  drafts.forEach((draft, i) => {
    const assetId = ids[i];
    for (const genreId of new Set(draft.genres)) genreRows.push({ assetId, genreId });
    creditRows.push(...castCredits(ctx, draft.rng, assetId, draft.cast));
    imageRowsOut.push(...imageRows('asset', assetId, draft.imageKinds));
    for (const [key, score] of draft.pools) ctx.pools.add(key, { assetId, score });
  });
  await insertRows(tx, assetGenres, genreRows);
  await insertRows(tx, credits, creditRows);
  await insertRows(tx, images, imageRowsOut);
  return ids;
}

/** The pool keys of an asset: its type, language, genres, access and recency. */
export function poolKeys(type: AssetType, row: AssetRow, genreSlugsOfAsset: readonly string[]): Array<[string, number]> {
  const popularity = row.popularity ?? 0;
  const keys: Array<[string, number]> = [
    [type, popularity],
    [`${type}:lang:${row.languageCode}`, popularity],
    [`${type}:access:${row.access}`, popularity],
    [`${type}:new`, (row.releaseYear ?? 0) * 10_000_000 + Math.min(popularity, 9_999_999)],
    ...genreSlugsOfAsset.map((slug): [string, number] => [`${type}:genre:${slug}`, popularity]),
  ];
  return keys;
}

/** Runs `work` over [0, count) in chunks, each chunk in one writer unit, reporting progress. */
export async function inChunks(
  ctx: SeedContext,
  stage: string,
  count: number,
  chunkSize: number,
  work: (tx: Db, start: number, end: number) => Promise<void>,
): Promise<void> {
  for (let start = 0; start < count; start += chunkSize) {
    const end = Math.min(count, start + chunkSize);
    await ctx.write((tx) => work(tx, start, end));
    ctx.progress(stage, end - start);
  }
}
