import type { Db } from '../platform/db';
import { Random } from './random';

export interface CatalogueSize {
  movies: number;
  tvShows: number;
  originals: number;
  quickies: number;
  albums: number;
  tracks: number;
  musicVideos: number;
  channels: number;
  stars: number;
}

// State shared by the seeding stages: the seed, reference ids, the people cursor for credits and
// bounded pools of the most relevant items for the editorial rows and charts.

/** One candidate for an editorial row or a chart. */
export interface PoolItem {
  assetId: number;
  contentId?: number;
  score: number;
}

/** Keeps the `limit` best-scoring items of each key, so memory stays bounded at any size. */
export class Pools {
  private readonly pools = new Map<string, PoolItem[]>();

  constructor(private readonly limit = 200) {}

  add(key: string, item: PoolItem): void {
    let pool = this.pools.get(key);
    if (!pool) {
      pool = [];
      this.pools.set(key, pool);
    }
    pool.push(item);
    if (pool.length > this.limit * 2) this.pools.set(key, this.sorted(pool).slice(0, this.limit));
  }

  /** The best `count` items of a key, best first (ties keep insertion order). */
  top(key: string, count: number): PoolItem[] {
    return this.sorted(this.pools.get(key) ?? []).slice(0, count);
  }

  private sorted(pool: PoolItem[]): PoolItem[] {
    return pool.slice().sort((a, b) => b.score - a.score);
  }
}

export interface ReferenceIds {
  /** genre id by `${kind}:${slug}` */
  genres: Map<string, number>;
  providers: Map<string, number>;
  videoMedia: number[];
  audioMedia: number[];
  liveMedia: number[];
}

export type Writer = <T>(work: (tx: Db) => Promise<T>) => Promise<T>;

export class SeedContext {
  readonly pools = new Pools();
  people: number[] = [];
  private peopleCursor = 0;
  private videoCursor = 0;
  private audioCursor = 0;
  private done = 0;

  constructor(
    readonly seed: number,
    readonly now: Date,
    readonly size: CatalogueSize,
    /** Runs a unit of writes: inside the one transaction, or in its own for huge sizes. */
    readonly write: Writer,
    readonly reference: ReferenceIds,
    private readonly total: number,
    private readonly onProgress?: (done: number, total: number, stage: string) => void,
  ) {}

  rng(stream: string, index: number): Random {
    return Random.for(this.seed, stream, index);
  }

  /**
   * The next `count` distinct people for an asset's credits: a round robin over everyone, so that
   * every star gets a credit once there are enough slots.
   */
  nextPeople(count: number): number[] {
    const n = Math.min(count, this.people.length);
    const picked: number[] = [];
    for (let i = 0; i < n; i += 1) {
      picked.push(this.people[this.peopleCursor % this.people.length]);
      this.peopleCursor += 1;
    }
    return picked;
  }

  /** People not reached by the round robin yet (when the catalogue has fewer slots than stars). */
  peopleWithoutCredits(): number[] {
    return this.peopleCursor >= this.people.length ? [] : this.people.slice(this.peopleCursor);
  }

  /** A famous face for a lead role: the first people are the most popular. */
  leadPerson(rng: Random): number | undefined {
    if (this.people.length === 0) return undefined;
    return this.people[rng.int(0, Math.min(this.people.length, 30) - 1)];
  }

  /** Video media for the next content: round robin over the packaged sets (id order). */
  nextVideoMedia(): number {
    const id = this.reference.videoMedia[this.videoCursor % this.reference.videoMedia.length];
    this.videoCursor += 1;
    return id;
  }

  nextAudioMedia(): number {
    const id = this.reference.audioMedia[this.audioCursor % this.reference.audioMedia.length];
    this.audioCursor += 1;
    return id;
  }

  genreId(kind: string, slug: string): number {
    const id = this.reference.genres.get(`${kind}:${slug}`);
    if (id === undefined) throw new Error(`Unknown ${kind} genre: ${slug}`);
    return id;
  }

  /** A created-at time before `now`, so "new" rows have a stable order. */
  createdAt(rng: Random, maxDaysAgo = 720): Date {
    return new Date(this.now.getTime() - rng.int(0, maxDaysAgo * 24 * 60) * 60_000);
  }

  /** `days` after `from`, but never after `now`. */
  releasedAfter(from: Date, days: number): Date {
    return new Date(Math.min(this.now.getTime(), from.getTime() + Math.round(days * 86_400_000)));
  }

  progress(stage: string, units = 1): void {
    this.done += units;
    this.onProgress?.(Math.min(this.done, this.total), this.total, stage);
  }
}
