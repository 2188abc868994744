import type { ImportRecordInput } from '../../contract/schemas/catalogue-import';
import { Random } from './random';
import { MEDIA_SETS } from './reference';
import { repeatPath } from '../modules/media/repeat-window';

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

// State shared by the stages of the demo generator: the seed, the records made so far (written
// through catalogue import), the people cursor for credits and bounded pools of the most relevant
// titles for the editorial rows and charts.

/** One candidate for an editorial row or a chart, by external id. */
export interface PoolItem {
  asset: string;
  content?: string;
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

  /** Every item any pool still holds. */
  all(): PoolItem[] {
    return [...this.pools.values()].flat();
  }

  private sorted(pool: PoolItem[]): PoolItem[] {
    return pool.slice().sort((a, b) => b.score - a.score);
  }
}

/** Takes the records of a finished chunk of work: writes them, or keeps them for one import. */
export type ChunkSink = (records: ImportRecordInput[], stage: string, units: number) => Promise<void>;

export class SeedContext {
  readonly pools = new Pools();
  /** External ids of the people, most popular first. */
  people: string[] = [];
  private records: ImportRecordInput[] = [];
  private peopleCursor = 0;
  private videoCursor = 0;
  private audioCursor = 0;

  constructor(
    readonly seed: number,
    readonly now: Date,
    readonly size: CatalogueSize,
    /** Where each chunk's records go once it is complete. */
    private readonly sink: ChunkSink,
  ) {}

  rng(stream: string, index: number): Random {
    return Random.for(this.seed, stream, index);
  }

  emit(...records: ImportRecordInput[]): void {
    for (const record of records) this.records.push(withItsLength(record));
  }

  /** Hands the records of a finished chunk to the sink. */
  async endChunk(stage: string, units: number): Promise<void> {
    const records = this.records;
    this.records = [];
    await this.sink(records, stage, units);
  }

  /**
   * The next `count` distinct people for an asset's credits: a round robin over everyone, so that
   * every star gets a credit once there are enough slots.
   */
  nextPeople(count: number): string[] {
    const n = Math.min(count, this.people.length);
    const picked: string[] = [];
    for (let i = 0; i < n; i += 1) {
      picked.push(this.people[this.peopleCursor % this.people.length]);
      this.peopleCursor += 1;
    }
    return picked;
  }

  /** People not reached by the round robin yet (when the catalogue has fewer slots than stars). */
  peopleWithoutCredits(): string[] {
    return this.peopleCursor >= this.people.length ? [] : this.people.slice(this.peopleCursor);
  }

  /** A famous face for a lead role: the first people are the most popular. */
  leadPerson(rng: Random): string | undefined {
    if (this.people.length === 0) return undefined;
    return this.people[rng.int(0, Math.min(this.people.length, 30) - 1)];
  }

  /** Video media for the next content: round robin over the packaged sets (played for the content's length: `emit`). */
  nextVideoMedia(): string {
    const set = (this.videoCursor % MEDIA_SETS) + 1;
    this.videoCursor += 1;
    return `video/set-${set}/master.m3u8`;
  }

  nextAudioMedia(): string {
    const set = (this.audioCursor % MEDIA_SETS) + 1;
    this.audioCursor += 1;
    return `audio/set-${set}/index.m3u8`;
  }

  /** A created-at time before `now`, so "new" rows have a stable order. */
  createdAt(rng: Random, maxDaysAgo = 720): Date {
    return new Date(this.now.getTime() - rng.int(0, maxDaysAgo * 24 * 60) * 60_000);
  }

  /** `days` after `from`, but never after `now`. */
  releasedAfter(from: Date, days: number): Date {
    return new Date(Math.min(this.now.getTime(), from.getTime() + Math.round(days * 86_400_000)));
  }
}

/**
 * A demo record's media played for as long as the record lasts: a film of 1 h 51 m plays its set
 * repeated for 1 h 51 m (`video/set-2/master-6660s.m3u8`), so the catalogue and the media agree.
 */
function withItsLength(record: ImportRecordInput): ImportRecordInput {
  const { media, duration_seconds: seconds } = record as { media?: string; duration_seconds?: number | null };
  if (!media || !seconds || !/^(video|audio)\/set-\d+\/(master|index)\.m3u8$/.test(media)) return record;
  return { ...record, media: repeatPath(media, seconds) } as ImportRecordInput;
}
