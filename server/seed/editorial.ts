import { inArray } from 'drizzle-orm';
import type { Db } from '../platform/db';
import { assets, carouselSlides, chartEntries, charts, contents, playlistItems, playlists } from '../db/schema';
import type { PoolItem, SeedContext } from './context';
import { insertIds, insertRows } from './batch';
import { TAGLINES } from './names';
import { storedSlug } from '../../contract/slugs';

// Editorial rows per page (spec 001 §7 playlist calls; footer locations 8 and 9 from §9), the
// hero carousel and the music charts, picked from the pools the title stages filled. They are not
// catalogue import records: they are written once the titles are in, by the titles' ids.

interface RowSpec {
  title: string;
  /** One pool, or several merged by score. */
  pools: string[];
  itemKind?: 'asset' | 'content';
  display?: 'poster' | 'landscape' | 'square';
}

const HOME: RowSpec[] = [
  { title: 'Trending Now', pools: ['featured'] },
  { title: 'New Releases', pools: ['MOVIE:new'] },
  { title: 'Chalchitra Originals', pools: ['ORIGINAL'] },
  { title: 'Popular TV Shows', pools: ['TV SHOWS'] },
  { title: 'Blockbuster Hindi Movies', pools: ['MOVIE:lang:hin'] },
  { title: 'Quickies', pools: ['content:QUICKIE'], itemKind: 'content', display: 'landscape' },
  { title: 'Top Music Videos', pools: ['content:MUSIC VIDEO'], itemKind: 'content', display: 'landscape' },
  { title: 'Tamil Hits', pools: ['MOVIE:lang:tam'] },
  { title: 'Romantic Albums', pools: ['ALBUM:genre:romantic'], display: 'square' },
  { title: 'Telugu Movies', pools: ['MOVIE:lang:tel'] },
  { title: 'Family Drama', pools: ['MOVIE:genre:family', 'MOVIE:genre:drama'] },
  { title: 'Latest Episodes', pools: ['content:TV SHOWS:new'], itemKind: 'content', display: 'landscape' },
  { title: 'Punjabi Beats', pools: ['ALBUM:lang:pan', 'ALBUM:lang:pun'], display: 'square' },
  { title: 'Action Packed', pools: ['MOVIE:genre:action'] },
  { title: 'Free to Watch', pools: ['MOVIE:access:free'] },
];

const PAGES: Record<string, RowSpec[]> = {
  movies: [
    { title: 'Popular Movies', pools: ['MOVIE'] },
    { title: 'New Releases', pools: ['MOVIE:new'] },
    { title: 'Hindi Movies', pools: ['MOVIE:lang:hin'] },
    { title: 'Tamil Movies', pools: ['MOVIE:lang:tam'] },
    { title: 'Telugu Movies', pools: ['MOVIE:lang:tel'] },
    { title: 'Malayalam Movies', pools: ['MOVIE:lang:mal'] },
    { title: 'Comedy', pools: ['MOVIE:genre:comedy'] },
    { title: 'Thrillers', pools: ['MOVIE:genre:thriller', 'MOVIE:genre:crime'] },
  ],
  tv: [
    { title: 'Popular TV Shows', pools: ['TV SHOWS'] },
    { title: 'Latest Episodes', pools: ['content:TV SHOWS:new'], itemKind: 'content', display: 'landscape' },
    { title: 'Drama Series', pools: ['TV SHOWS:genre:drama'] },
    { title: 'Hindi Shows', pools: ['TV SHOWS:lang:hin'] },
    { title: 'Family Shows', pools: ['TV SHOWS:genre:family', 'TV SHOWS:genre:comedy'] },
    { title: 'Crime & Thriller', pools: ['TV SHOWS:genre:crime', 'TV SHOWS:genre:thriller'] },
  ],
  originals: [
    { title: 'Chalchitra Originals', pools: ['ORIGINAL'] },
    { title: 'New Episodes', pools: ['content:ORIGINAL:new'], itemKind: 'content', display: 'landscape' },
    { title: 'Original Thrillers', pools: ['ORIGINAL:genre:thriller', 'ORIGINAL:genre:crime', 'ORIGINAL:genre:mystery'] },
    { title: 'Premium Originals', pools: ['ORIGINAL:access:svod'] },
    { title: 'Romance & Comedy', pools: ['ORIGINAL:genre:romance', 'ORIGINAL:genre:comedy', 'ORIGINAL:genre:family'] },
  ],
  music: [
    { title: 'New Albums', pools: ['ALBUM:new'], display: 'square' },
    { title: 'Romantic Albums', pools: ['ALBUM:genre:romantic'], display: 'square' },
    { title: 'Top Tracks', pools: ['content:TRACK'], itemKind: 'content', display: 'square' },
    { title: 'Top Music Videos', pools: ['content:MUSIC VIDEO'], itemKind: 'content', display: 'landscape' },
    { title: 'Punjabi Pop', pools: ['ALBUM:genre:punjabi-pop'], display: 'square' },
    { title: 'Devotional', pools: ['ALBUM:genre:devotional'], display: 'square' },
    { title: 'Sufi & Ghazal', pools: ['ALBUM:genre:sufi', 'ALBUM:genre:ghazal'], display: 'square' },
  ],
  quickie: [
    { title: 'Trending Quickies', pools: ['content:QUICKIE'], itemKind: 'content', display: 'landscape' },
    { title: 'Song Clips', pools: ['content:QUICKIE:25'], itemKind: 'content', display: 'landscape' },
    { title: 'Scene Clips', pools: ['content:QUICKIE:26'], itemKind: 'content', display: 'landscape' },
    { title: 'Fresh Quickies', pools: ['content:QUICKIE:new'], itemKind: 'content', display: 'landscape' },
  ],
};

/** Footer rows: spec 001 §9 footer playlist location ids 8 and 9. */
const FOOTER: Array<RowSpec & { location: number }> = [
  { title: 'Trending Movies', pools: ['MOVIE'], location: 8 },
  { title: 'Popular Music', pools: ['ALBUM'], location: 9, display: 'square' },
];

const CHARTS: Array<{ name: string; kind: 'audio' | 'video'; pools: string[]; size: number; description: string; trending?: boolean }> = [
  {
    name: 'Top 50 Hindi',
    kind: 'audio',
    pools: ['content:TRACK:lang:hin'],
    size: 50,
    description: 'The most played Hindi songs this week.',
  },
  {
    name: 'Top 50 Punjabi',
    kind: 'audio',
    pools: ['content:TRACK:lang:pan', 'content:TRACK:lang:pun'],
    size: 50,
    description: 'Bhangra, pop and folk: the Punjabi songs everyone is playing.',
  },
  {
    name: 'Trending Now',
    kind: 'audio',
    pools: ['content:TRACK'],
    size: 50,
    description: 'Songs climbing fastest right now.',
    trending: true,
  },
  { name: 'Romantic Top 40', kind: 'audio', pools: ['content:TRACK:genre:romantic'], size: 40, description: 'Love songs for every mood.' },
  { name: 'Top 50 Tamil', kind: 'audio', pools: ['content:TRACK:lang:tam'], size: 50, description: 'Chartbusters from Tamil cinema.' },
  { name: 'Top Music Videos', kind: 'video', pools: ['content:MUSIC VIDEO'], size: 50, description: 'The most watched music videos.' },
  {
    name: 'Fresh Music Videos',
    kind: 'video',
    pools: ['content:MUSIC VIDEO:new'],
    size: 30,
    description: 'The newest videos from your favourite artists.',
  },
  {
    name: 'Party Anthems',
    kind: 'video',
    pools: ['content:MUSIC VIDEO:genre:party', 'content:MUSIC VIDEO:genre:punjabi-pop'],
    size: 30,
    description: 'Turn it up.',
  },
];

/** The best items of several pools merged by score, without repeats. */
function merged(ctx: SeedContext, keys: string[], count: number): PoolItem[] {
  const seen = new Set<string>();
  return keys
    .flatMap((key) => ctx.pools.top(key, count))
    .sort((a, b) => b.score - a.score)
    .filter((item) => {
      const id = `${item.asset}:${item.content ?? ''}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    })
    .slice(0, count);
}

/** Database ids of the titles and contents the pools name. */
async function poolIds(tx: Db, items: PoolItem[]): Promise<{ asset: (item: PoolItem) => number; content: (item: PoolItem) => number }> {
  const assetIds = new Map<string, number>();
  const contentIds = new Map<string, number>();
  const assetRefs = [...new Set(items.map((item) => item.asset))];
  const contentRefs = [...new Set(items.flatMap((item) => (item.content ? [item.content] : [])))];
  for (let i = 0; i < assetRefs.length; i += 1000) {
    const rows = await tx
      .select({ id: assets.id, externalId: assets.externalId })
      .from(assets)
      .where(inArray(assets.externalId, assetRefs.slice(i, i + 1000)));
    for (const row of rows) assetIds.set(row.externalId as string, row.id);
  }
  for (let i = 0; i < contentRefs.length; i += 1000) {
    const rows = await tx
      .select({ id: contents.id, externalId: contents.externalId })
      .from(contents)
      .where(inArray(contents.externalId, contentRefs.slice(i, i + 1000)));
    for (const row of rows) contentIds.set(row.externalId as string, row.id);
  }
  const found = (ids: Map<string, number>, externalId: string): number => {
    const id = ids.get(externalId);
    if (id === undefined) throw new Error(`The demo catalogue has no ${externalId}`);
    return id;
  };
  return { asset: (item) => found(assetIds, item.asset), content: (item) => found(contentIds, item.content as string) };
}

export async function seedEditorial(ctx: SeedContext, tx: Db): Promise<void> {
  const rows: Array<{ spec: RowSpec; page: string; location: number; position: number; items: PoolItem[] }> = [];
  let n = 0;
  const addPage = (page: string, specs: RowSpec[], location: (spec: RowSpec) => number): void => {
    const positions = new Map<number, number>(); // positions count per location
    for (const spec of specs) {
      n += 1;
      const items = merged(ctx, spec.pools, ctx.rng('playlist', n).int(12, 30));
      if (items.length === 0) continue;
      const at = location(spec);
      const position = (positions.get(at) ?? 0) + 1;
      positions.set(at, position);
      rows.push({ spec, page, location: at, position, items });
    }
  };
  addPage('home', HOME, () => 1);
  for (const [page, specs] of Object.entries(PAGES)) addPage(page, specs, () => 1);
  addPage('footer', FOOTER, (spec) => (spec as RowSpec & { location: number }).location);

  const slides = carousel(ctx);
  const chartRows = CHARTS.map((chart, i) => ({
    chart,
    items: chartItems(ctx, chart.pools, chart.size, chart.trending ? i : undefined),
  })).filter((chart) => chart.items.length > 0);
  const id = await poolIds(tx, [...rows.flatMap((row) => row.items), ...slides, ...chartRows.flatMap((chart) => chart.items)]);

  const ids = await insertIds(
    tx,
    playlists,
    rows.map((row) => ({
      title: row.spec.title,
      slug: storedSlug(row.spec.title),
      page: row.page,
      location: row.location,
      position: row.position,
      itemKind: row.spec.itemKind ?? 'asset',
      display: row.spec.display ?? 'poster',
    })),
  );
  await insertRows(
    tx,
    playlistItems,
    rows.flatMap((row, k) =>
      row.items.map((item, i) => ({
        playlistId: ids[k],
        position: i + 1,
        assetId: id.asset(item),
        contentId: row.spec.itemKind === 'content' ? id.content(item) : null,
      })),
    ),
  );

  await insertRows(
    tx,
    carouselSlides,
    slides.map((item, i) => ({
      assetId: id.asset(item),
      position: i + 1,
      tagline: ctx.rng('carousel', i).pick(TAGLINES),
    })),
  );

  const chartIds = await insertIds(
    tx,
    charts,
    chartRows.map(({ chart }, i) => ({
      name: chart.name,
      slug: storedSlug(chart.name),
      kind: chart.kind,
      description: chart.description,
      position: i + 1,
    })),
  );
  await insertRows(
    tx,
    chartEntries,
    chartRows.flatMap(({ items }, k) =>
      items.map((item, i) => ({
        chartId: chartIds[k],
        rank: i + 1,
        contentId: id.content(item),
      })),
    ),
  );
}

/** Eight hero slides: movies, originals and shows, interleaved, most popular first. */
function carousel(ctx: SeedContext): PoolItem[] {
  const movies = ctx.pools.top('MOVIE', 4);
  const originals = ctx.pools.top('ORIGINAL', 2);
  const shows = ctx.pools.top('TV SHOWS', 2);
  const order = [movies[0], originals[0], movies[1], shows[0], movies[2], originals[1], movies[3], shows[1]];
  const slides = order.filter((item): item is PoolItem => item !== undefined);
  for (const item of ctx.pools.top('featured', 16)) {
    if (slides.length >= 8) break;
    if (!slides.some((slide) => slide.asset === item.asset)) slides.push(item);
  }
  return slides.slice(0, 8);
}

/** A chart's ranking; a trending chart reorders the popular items by a deterministic momentum. */
function chartItems(ctx: SeedContext, keys: string[], size: number, trendingStream?: number): PoolItem[] {
  if (trendingStream === undefined) return merged(ctx, keys, size).filter((item) => item.content !== undefined);
  const rng = ctx.rng('trending', trendingStream);
  return merged(ctx, keys, size * 3)
    .map((item) => ({ ...item, score: item.score * (0.3 + rng.float()) }))
    .sort((a, b) => b.score - a.score)
    .filter((item) => item.content !== undefined)
    .slice(0, size);
}
