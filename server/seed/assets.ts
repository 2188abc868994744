import type { AccessLevel, AssetType } from '../db/schema';
import type { ImportRecordInput } from '../../contract/schemas/catalogue-import';
import type { SeedContext } from './context';
import type { Random } from './random';
import { GENRES } from './reference';
import { characterName } from './text';
import { storedSlug } from '../../contract/slugs';

// Pieces every title stage shares: language and genre choice, access, cast and the pools the
// editorial rows are picked from.

/** What a stage decides about a title: the fields its import record carries. */
export interface AssetRow {
  title: string;
  slug: string;
  altTitles?: string[];
  description: string;
  languageCode: string;
  releaseYear?: number;
  ageRating: string;
  durationSeconds?: number;
  popularity: number;
  access: AccessLevel;
  countries?: string[];
  createdAt: Date;
}
export type CreditRecord = Extract<ImportRecordInput, { type: 'credit' }>;
type TitleRecord = Extract<ImportRecordInput, { type: 'movie' | 'show' | 'original' | 'quickie' | 'album' | 'music_video' }>;

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

/** Credits of one title: a lead from the best-known faces, then the round robin over everyone. */
export function castCredits(ctx: SeedContext, rng: Random, asset: string, cast: Cast): CreditRecord[] {
  const rows: CreditRecord[] = [];
  const used = new Set<string>();
  const add = (person: string, role: CreditRecord['role'], character?: string): void => {
    used.add(person);
    rows.push({ type: 'credit', asset, person, role, ...(character ? { character } : {}), position: rows.length + 1 });
  };
  // the next people from the round robin not yet credited on this title
  const fresh = (count: number): string[] => {
    const picked: string[] = [];
    for (let tries = 0; picked.length < count && tries < ctx.people.length; tries += 1) {
      const [person] = ctx.nextPeople(1);
      if (!used.has(person) && !picked.includes(person)) picked.push(person);
    }
    return picked;
  };
  const lead = cast.actors > 0 ? ctx.leadPerson(rng) : undefined;
  if (lead !== undefined) add(lead, 'actor', characterName(rng));
  for (const person of fresh(cast.actors - rows.length)) add(person, 'actor', characterName(rng));
  if (cast.director) for (const person of fresh(1)) add(person, 'director');
  if (cast.musicDirector) for (const person of fresh(1)) add(person, 'music director');
  for (const person of fresh(cast.singers ?? 0)) add(person, 'singer');
  return rows;
}

/** What a stage decides about one title before it is written. */
export interface AssetDraft {
  externalId: string;
  type: TitleRecord['type'];
  row: AssetRow;
  /** Genre slugs, of the stage's genre kind. */
  genres: string[];
  genreKind: keyof typeof GENRES;
  cast: Cast;
  /** A movie's external id, for soundtracks. */
  film?: string;
  /** Pool keys this title competes in, with the score it brings to each. */
  pools: Array<[string, number]>;
  rng: Random;
}

const GENRE_NAMES = new Map(Object.entries(GENRES).flatMap(([kind, names]) => names.map((name) => [`${kind}:${storedSlug(name)}`, name])));

/** The import record of a title. */
export function titleRecord(draft: AssetDraft, extra: Record<string, unknown> = {}): ImportRecordInput {
  const { row } = draft;
  return {
    type: draft.type,
    external_id: draft.externalId,
    title: row.title,
    slug: row.slug,
    ...(row.altTitles?.length ? { alt_titles: row.altTitles } : {}),
    description: row.description,
    language: row.languageCode,
    ...(row.releaseYear !== undefined ? { release_year: row.releaseYear } : {}),
    age_rating: row.ageRating,
    ...(row.durationSeconds !== undefined ? { duration_seconds: row.durationSeconds } : {}),
    popularity: row.popularity,
    access: row.access,
    ...(row.countries?.length ? { countries: row.countries } : {}),
    genres: [...new Set(draft.genres)].map((slug) => GENRE_NAMES.get(`${draft.genreKind}:${slug}`) as string),
    ...(draft.film ? { film: draft.film } : {}),
    published_at: row.createdAt.toISOString(),
    ...extra,
  } as ImportRecordInput;
}

/**
 * Emits a chunk of titles with their credits, and enters them in the editorial pools. Each
 * title's extra fields (its media) come from `extra`, called in draft order.
 */
export function emitTitles(
  ctx: SeedContext,
  drafts: AssetDraft[],
  extra: (draft: AssetDraft, index: number) => Record<string, unknown> = () => ({}),
): void {
  const credits: CreditRecord[] = [];
  for (const [index, draft] of drafts.entries()) {
    ctx.emit(titleRecord(draft, extra(draft, index)));
    credits.push(...castCredits(ctx, draft.rng, draft.externalId, draft.cast));
    for (const [key, score] of draft.pools) ctx.pools.add(key, { asset: draft.externalId, score });
  }
  ctx.emit(...credits);
}

/** The pool keys of an asset: its type, language, genres, access and recency. */
export function poolKeys(type: AssetType, row: AssetRow, genreSlugsOfAsset: readonly string[]): Array<[string, number]> {
  const popularity = row.popularity;
  const keys: Array<[string, number]> = [
    [type, popularity],
    [`${type}:lang:${row.languageCode}`, popularity],
    [`${type}:access:${row.access}`, popularity],
    [`${type}:new`, (row.releaseYear ?? 0) * 10_000_000 + Math.min(popularity, 9_999_999)],
    ...genreSlugsOfAsset.map((slug): [string, number] => [`${type}:genre:${slug}`, popularity]),
  ];
  return keys;
}

/** Runs `work` over [0, count) in chunks, handing each chunk's records on as it completes. */
export async function inChunks(
  ctx: SeedContext,
  stage: string,
  count: number,
  chunkSize: number,
  work: (start: number, end: number) => void,
): Promise<void> {
  for (let start = 0; start < count; start += chunkSize) {
    const end = Math.min(count, start + chunkSize);
    work(start, end);
    await ctx.endChunk(stage, end - start);
  }
}
