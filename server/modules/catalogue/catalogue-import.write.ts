import { imageRows, IMAGE_KINDS, type OwnerType } from './catalogue.images';
import { storedSlug } from '../../../contract/slugs';
import { GENRE_KIND, titleSlug, type ContentPlan, type ImportPlan, type TitlePlan } from './catalogue-import.records';
import { IMPORT_BATCH, type CatalogueImportRepository } from './catalogue-import.repository';

// The writing half of catalogue import: a checked plan becomes rows, table by table, in the
// file's order (so ids follow it), with generated artwork for every kind the file leaves out.

export type ImportTable = 'people' | 'titles' | 'contents' | 'channels' | 'programmes' | 'credits' | 'images';
export interface TableCounts {
  created: number;
  updated: number;
  unchanged: number;
  /** Guide entries replaced by the file's own, generated artwork replaced by pictures. */
  removed: number;
}
function emptyCounts(): Record<ImportTable, TableCounts> {
  const tables: ImportTable[] = ['people', 'titles', 'contents', 'channels', 'programmes', 'credits', 'images'];
  return Object.fromEntries(tables.map((table) => [table, { created: 0, updated: 0, unchanged: 0, removed: 0 }])) as Record<
    ImportTable,
    TableCounts
  >;
}

const OWNER_TYPE = { title: 'asset', content: 'content', person: 'person', channel: 'channel' } as const;

/** The artwork generated for an owner, by the record it came from. */
const DEFAULT_ARTWORK: Record<string, readonly string[]> = {
  movie: IMAGE_KINDS.film,
  show: IMAGE_KINDS.film,
  original: IMAGE_KINDS.film,
  quickie: IMAGE_KINDS.quickie,
  album: IMAGE_KINDS.album,
  music_video: IMAGE_KINDS.musicVideo,
  channel: IMAGE_KINDS.liveTv,
  'content:quickie': IMAGE_KINDS.episode,
  'content:music_video': IMAGE_KINDS.episode,
  'content:episode': IMAGE_KINDS.episode,
  'content:track': IMAGE_KINDS.track,
  person: IMAGE_KINDS.person,
  'live:channel': IMAGE_KINDS.channel,
};

export async function writePlan(
  repository: CatalogueImportRepository,
  plan: ImportPlan,
  total: number,
  onProgress?: (done: number, total: number, stage: string) => void,
): Promise<Record<ImportTable, TableCounts>> {
  const { tables } = repository;
  const counts = emptyCounts();
  let done = 0;
  const progress = (stage: string, rows: number) => {
    done += rows;
    onProgress?.(Math.min(done, total), total, stage);
  };
  const tally = (table: ImportTable, planned: number, written: Array<{ inserted: boolean }>) => {
    const created = written.filter((row) => row.inserted).length;
    counts[table].created += created;
    counts[table].updated += written.length - created;
    counts[table].unchanged += planned - written.length;
  };

  // reference data the records name: the spec's languages, genres and TV providers
  await repository.addLanguages(plan.missingLanguages);
  const wantedGenres = new Map<string, { kind: string; slug: string; name: string }>();
  for (const { record } of plan.titles)
    for (const name of record.genres ?? []) {
      const genre = { kind: GENRE_KIND[record.type], slug: storedSlug(name), name };
      if (!wantedGenres.has(`${genre.kind}:${genre.slug}`)) wantedGenres.set(`${genre.kind}:${genre.slug}`, genre);
    }
  const genreIds = await repository.genreIds([...wantedGenres.values()]);
  const providers = await repository.providerCodes();
  const newProviders = new Map<string, string>();
  for (const { record } of plan.titles)
    if (record.type === 'channel' && record.provider && !providers.has(record.provider))
      newProviders.set(record.provider, record.provider_name ?? record.provider);
  if (newProviders.size > 0) {
    await repository.addProviders([...newProviders].map(([providerCode, providerName]) => ({ providerCode, providerName })));
    for (const [code, id] of await repository.providerCodes()) providers.set(code, id);
  }

  // people
  const personIds = new Map(plan.existing.people);
  for (let i = 0; i < plan.people.length; i += IMPORT_BATCH) {
    const batch = plan.people.slice(i, i + IMPORT_BATCH);
    const written = await repository.upsert(
      tables.people,
      batch.map(({ record }) => ({
        externalId: record.external_id,
        name: record.name,
        slug: record.slug ?? storedSlug(record.name),
        bio: record.bio ?? '',
        birthYear: record.birth_year ?? null,
        popularity: record.popularity ?? 0,
      })),
      [tables.people.externalId],
      [tables.people.name, tables.people.slug, tables.people.bio, tables.people.birthYear, tables.people.popularity],
      { externalId: tables.people.externalId },
    );
    for (const row of written) personIds.set(row.externalId as string, row.id);
    tally('people', batch.length, written);
    progress('people', batch.length);
  }

  // titles, in file order (a film named before it is written is linked once it is)
  const assetIds = new Map([...plan.existing.assets].map(([id, asset]) => [id, asset.id]));
  const laterFilms: Array<{ externalId: string; film: string }> = [];
  await inOrder(
    plan.titles,
    (title) => ('film' in title.record && title.record.film && !assetIds.has(title.record.film) ? title.record.film : undefined),
    (title) => title.record.external_id,
    async (batch) => {
      const rows = batch.map((title) => titleRow(title, assetIds, providers, laterFilms));
      const t = tables.assets;
      const written = await repository.upsert(
        t,
        rows,
        [t.externalId],
        [
          t.assetType,
          t.title,
          t.slug,
          t.altTitles,
          t.description,
          t.languageCode,
          t.releaseYear,
          t.ageRating,
          t.durationSeconds,
          t.popularity,
          t.access,
          t.countries,
          t.providerId,
          t.filmId,
          t.createdAt,
        ],
        { externalId: t.externalId },
      );
      for (const row of written) assetIds.set(row.externalId as string, row.id);
      tally('titles', batch.length, written);
      progress('titles', batch.length);
    },
  );
  for (const { externalId, film } of laterFilms) await repository.setFilm(assetIds.get(externalId)!, assetIds.get(film)!);
  await repository.setGenres(
    plan.titles.map(({ record }) => ({
      assetId: assetIds.get(record.external_id)!,
      genreIds: (record.genres ?? []).map((name) => genreIds.get(`${GENRE_KIND[record.type]}:${storedSlug(name)}`)!),
    })),
  );

  // contents, in file order (an episode whose season comes later in the file is linked once it is)
  const contentIds = new Map([...plan.existing.contents].map(([id, content]) => [id, content.id]));
  const laterParents: Array<{ externalId: string; parent: string }> = [];
  await inOrder(
    plan.contents,
    (content) => (content.parent && !contentIds.has(content.parent) ? content.parent : undefined),
    (content) => content.externalId,
    async (batch) => {
      const t = tables.contents;
      const written = await repository.upsert(
        t,
        batch.map((content) => contentRow(content, assetIds, contentIds, laterParents)),
        [t.externalId],
        [
          t.assetId,
          t.contentTypeId,
          t.title,
          t.slug,
          t.description,
          t.parentId,
          t.seasonNumber,
          t.episodeNumber,
          t.position,
          t.durationSeconds,
          t.languageCode,
          t.mediaId,
          t.popularity,
          t.createdAt,
        ],
        { externalId: t.externalId },
      );
      for (const row of written) contentIds.set(row.externalId as string, row.id);
      tally('contents', batch.length, written);
      progress('contents', batch.length);
    },
  );
  for (const { externalId, parent } of laterParents) await repository.setParent(contentIds.get(externalId)!, contentIds.get(parent)!);

  // live channels and their guide
  const channelTitles = plan.titles.filter((title) => title.record.type === 'channel');
  // channels written now, and those the guide or pictures name from earlier imports
  const channelRefs = new Set([
    ...channelTitles.map((title) => title.record.external_id),
    ...plan.programmes.map(({ record }) => record.channel),
    ...plan.images.flatMap(({ record }) => (record.owner_type === 'channel' ? [record.owner] : [])),
  ]);
  const channelIds = await repository.channelIds([...channelRefs].map((externalId) => assetIds.get(externalId)!));
  for (let i = 0; i < channelTitles.length; i += IMPORT_BATCH) {
    const batch = channelTitles.slice(i, i + IMPORT_BATCH);
    const t = tables.liveChannels;
    const written = await repository.upsert(
      t,
      batch.map(({ record, mediaId }) => {
        const channel = record as Extract<TitlePlan['record'], { type: 'channel' }>;
        return {
          assetId: assetIds.get(channel.external_id)!,
          title: channel.title,
          owner: channel.owner,
          pg: channel.pg ?? 0,
          description: channel.description ?? '',
          providerId: channel.provider ? providers.get(channel.provider)! : null,
          mediaId,
          position: channel.position ?? 0,
        };
      }),
      [t.assetId],
      [t.title, t.owner, t.pg, t.description, t.providerId, t.mediaId, t.position],
      { assetId: t.assetId },
    );
    for (const row of written) channelIds.set(row.assetId, row.id);
    tally('channels', batch.length, written);
  }
  const channelOf = (externalId: string) => channelIds.get(assetIds.get(externalId)!)!;
  const guides = new Map<number, ImportPlan['programmes']>();
  for (const entry of plan.programmes) {
    const channelId = channelOf(entry.record.channel);
    guides.set(channelId, [...(guides.get(channelId) ?? []), entry]);
  }
  for (const [channelId, guide] of guides) {
    const starts = guide.map(({ record }) => new Date(record.start_time));
    const from = new Date(Math.min(...starts.map(Number)));
    const until = new Date(Math.max(...guide.map(({ record }) => Date.parse(record.end_time))));
    counts.programmes.removed += await repository.clearGuide(channelId, from, until, starts);
    for (let i = 0; i < guide.length; i += IMPORT_BATCH) {
      const batch = guide.slice(i, i + IMPORT_BATCH);
      const t = tables.programmes;
      const written = await repository.upsert(
        t,
        batch.map(({ record }) => ({
          channelId,
          title: record.title,
          description: record.description ?? '',
          startTime: new Date(record.start_time),
          endTime: new Date(record.end_time),
        })),
        [t.channelId, t.startTime],
        [t.title, t.description, t.endTime],
        {},
      );
      tally('programmes', batch.length, written);
      progress('guide', batch.length);
    }
  }

  // credits: a title's parts number in file order unless they say otherwise
  const creditNumber = new Map<string, number>();
  for (let i = 0; i < plan.credits.length; i += IMPORT_BATCH) {
    const batch = plan.credits.slice(i, i + IMPORT_BATCH);
    const t = tables.credits;
    const written = await repository.upsert(
      t,
      batch.map(({ record }) => {
        const position = (creditNumber.get(record.asset) ?? 0) + 1;
        creditNumber.set(record.asset, position);
        return {
          assetId: assetIds.get(record.asset)!,
          personId: personIds.get(record.person)!,
          role: record.role,
          characterName: record.character ?? null,
          position: record.position ?? position,
        };
      }),
      [t.assetId, t.personId, t.role],
      [t.characterName, t.position],
      {},
    );
    tally('credits', batch.length, written);
    progress('credits', batch.length);
  }

  // artwork: the file's pictures, and generated artwork for every kind it leaves out
  const ownerIdOf = (ownerType: keyof typeof OWNER_TYPE, externalId: string): number =>
    ownerType === 'content'
      ? contentIds.get(externalId)!
      : ownerType === 'person'
        ? personIds.get(externalId)!
        : ownerType === 'channel'
          ? channelOf(externalId)
          : assetIds.get(externalId)!;
  const pictures = plan.images.map(({ record }) => ({
    ownerType: OWNER_TYPE[record.owner_type ?? 'title'],
    ownerId: ownerIdOf(record.owner_type ?? 'title', record.owner),
    kind: record.kind,
    width: record.width,
    height: record.height,
    path: record.path,
  }));
  const pictured = new Set(pictures.map((picture) => `${picture.ownerType}:${picture.ownerId}:${picture.kind}`));
  const generated = (ownerType: OwnerType, ownerId: number, kinds: readonly string[] = []) =>
    imageRows(
      ownerType,
      ownerId,
      kinds.filter((kind) => !pictured.has(`${ownerType}:${ownerId}:${kind}`)),
    );
  const generatedRows = [
    ...plan.people.flatMap(({ record }) => generated('person', personIds.get(record.external_id)!, DEFAULT_ARTWORK.person)),
    ...plan.titles.flatMap(({ record }) => [
      ...generated('asset', assetIds.get(record.external_id)!, DEFAULT_ARTWORK[record.type]),
      ...(record.type === 'channel' ? generated('channel', channelOf(record.external_id), DEFAULT_ARTWORK['live:channel']) : []),
    ]),
    ...plan.contents.flatMap((content) =>
      generated('content', contentIds.get(content.externalId)!, DEFAULT_ARTWORK[`content:${content.ownerType}`]),
    ),
  ];
  for (let i = 0; i < pictures.length; i += IMPORT_BATCH) {
    const batch = pictures.slice(i, i + IMPORT_BATCH);
    const t = tables.images;
    const written = await repository.upsert(t, batch, [t.ownerId, t.ownerType, t.kind, t.width, t.height], [t.path], {});
    tally('images', batch.length, written);
  }
  if (pictures.length > 0) counts.images.removed += await repository.dropGeneratedArtwork(pictures);
  const added = await repository.addGeneratedArtwork(generatedRows);
  counts.images.created += added;
  counts.images.unchanged += generatedRows.length - added;
  progress('artwork', plan.images.length);
  return counts;
}

/**
 * Walks items in order, writing them in batches. An item that names one still waiting in the
 * current batch (a film, a season) closes that batch first, so the id it needs is known and the
 * ids still follow the file's order.
 */
async function inOrder<T>(
  items: T[],
  needs: (item: T) => string | undefined,
  idOf: (item: T) => string,
  write: (batch: T[]) => Promise<void>,
): Promise<void> {
  let batch: T[] = [];
  let waiting = new Set<string>();
  const flush = async () => {
    if (batch.length > 0) await write(batch);
    batch = [];
    waiting = new Set();
  };
  for (const item of items) {
    const need = needs(item);
    if ((need !== undefined && waiting.has(need)) || batch.length >= IMPORT_BATCH) await flush();
    batch.push(item);
    waiting.add(idOf(item));
  }
  await flush();
}

function titleRow(
  { record, assetType, createdAt }: TitlePlan,
  assetIds: Map<string, number>,
  providers: Map<string, number>,
  laterFilms: Array<{ externalId: string; film: string }>,
) {
  const film = 'film' in record ? record.film : undefined;
  const filmId = film ? assetIds.get(film) : undefined;
  if (film && filmId === undefined) laterFilms.push({ externalId: record.external_id, film });
  return {
    externalId: record.external_id,
    assetType,
    title: record.title,
    slug: titleSlug(record),
    altTitles: record.alt_titles ?? [],
    description: record.description ?? '',
    languageCode: record.language ?? null,
    releaseYear: record.release_year ?? null,
    ageRating: record.age_rating ?? null,
    durationSeconds: 'duration_seconds' in record ? (record.duration_seconds ?? null) : null,
    popularity: record.popularity ?? 0,
    access: record.access ?? 'free',
    countries: record.countries ?? [],
    providerId: record.type === 'channel' && record.provider ? (providers.get(record.provider) ?? null) : null,
    filmId: filmId ?? null,
    createdAt,
  };
}

function contentRow(
  content: ContentPlan,
  assetIds: Map<string, number>,
  contentIds: Map<string, number>,
  laterParents: Array<{ externalId: string; parent: string }>,
) {
  const parentId = content.parent ? contentIds.get(content.parent) : undefined;
  if (content.parent && parentId === undefined) laterParents.push({ externalId: content.externalId, parent: content.parent });
  return {
    externalId: content.externalId,
    assetId: 'id' in content.asset ? content.asset.id : assetIds.get(content.asset.externalId)!,
    parentId: parentId ?? null,
    ...content.values,
  };
}
