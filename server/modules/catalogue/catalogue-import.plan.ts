import type { z } from 'zod';
import { CONTENT_TYPE } from '../../../contract/constants';
import { ImportRecord } from '../../../contract/schemas/catalogue-import';
import { CATALOGUE_LANGUAGES } from '../../../contract/languages';
import { storedSlug } from '../../../contract/slugs';
import type { RawRecord } from './catalogue-import.files';
import type { CatalogueImportRepository, ExistingAsset, ExistingContent } from './catalogue-import.repository';

// Checking a whole import file before anything is written: every record against the contract's
// schema, then every reference (a parent, a film, a channel, a person, a picture's owner) against
// the file and the catalogue, the kinds of what they name, languages and media. The result is a
// plan of rows to write, or one error per bad row and field.

export interface RowError {
  row: number;
  field: string;
  message: string;
}

type Rec<T> = { row: number; record: T };
type Of<T extends ImportRecord['type']> = Extract<ImportRecord, { type: T }>;
export type TitleRecord = Of<'movie' | 'show' | 'original' | 'quickie' | 'album' | 'music_video' | 'channel'>;
type ContentRecord = Of<'season' | 'episode' | 'trailer' | 'track'>;

const ASSET_TYPE: Record<TitleRecord['type'], string> = {
  movie: 'MOVIE',
  show: 'TV SHOWS',
  original: 'ORIGINAL',
  quickie: 'QUICKIE',
  album: 'ALBUM',
  music_video: 'MUSIC VIDEO',
  channel: 'LIVE TV',
};
/** "a movie", "an album", "a music video": how messages name a kind of record. */
function named(type: string): string {
  const words = type.replace('_', ' ');
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
}
const TYPE_OF_ASSET = Object.fromEntries(Object.entries(ASSET_TYPE).map(([type, assetType]) => [assetType, type]));
/** Genre lists by kind of title (genres.kind). */
export const GENRE_KIND: Record<TitleRecord['type'], string> = {
  movie: 'video',
  show: 'video',
  quickie: 'video',
  channel: 'video',
  original: 'original',
  album: 'music',
  music_video: 'music_video',
};
/** The media kind each playable record needs. */
const MEDIA_KIND: Partial<Record<ImportRecord['type'], string>> = {
  movie: 'video',
  quickie: 'video',
  music_video: 'video',
  episode: 'video',
  trailer: 'video',
  track: 'audio',
  channel: 'live',
};
/** Titles that come with their one playable content, under the title's external id. */
const OWN_CONTENT: Partial<Record<TitleRecord['type'], number>> = {
  movie: CONTENT_TYPE.fullLength,
  music_video: CONTENT_TYPE.musicVideo,
};

export interface ContentPlan {
  row: number;
  externalId: string;
  /** The title it belongs to: by external id, or by id when only its season is named. */
  asset: { externalId: string } | { id: number };
  /** An episode's season. */
  parent?: string;
  /** The title record it came with (a film's full-length content, a quickie's clip). */
  ownerType: TitleRecord['type'] | ContentRecord['type'];
  values: {
    contentTypeId: number;
    title: string;
    slug: string;
    description: string;
    seasonNumber: number | null;
    episodeNumber: number | null;
    position: number;
    durationSeconds: number | null;
    languageCode: string | null;
    mediaId: number | null;
    popularity: number;
    createdAt: Date;
  };
}

export interface TitlePlan {
  row: number;
  record: TitleRecord;
  assetType: string;
  createdAt: Date;
  mediaId: number | null;
}

export interface ImportPlan {
  people: Array<Rec<Of<'person'>>>;
  titles: TitlePlan[];
  contents: ContentPlan[];
  programmes: Array<Rec<Of<'programme'>>>;
  credits: Array<Rec<Of<'credit'>>>;
  images: Array<Rec<Of<'image'>>>;
  /** Languages to add: those of the spec's list (in its order) that the catalogue lacks. */
  missingLanguages: Array<{ code: string; name: string; nativeName: string; sortOrder: number }>;
  existing: { assets: Map<string, ExistingAsset>; contents: Map<string, ExistingContent>; people: Map<string, number> };
}

/** Field-level messages from the schema: "is required", "is not a field of a movie". */
function schemaErrors(row: number, value: unknown, issues: z.core.$ZodIssue[]): RowError[] {
  const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
  return issues.flatMap((issue): RowError[] => {
    const field = issue.path.join('.');
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({ row, field: key, message: `is not a field of ${named(String(type))} record` }));
    if (issue.code === 'invalid_union' && field === 'type')
      return [{ row, field, message: `must be one of ${ImportRecord.options.map((option) => option.shape.type.value).join(', ')}` }];
    if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return [{ row, field, message: 'is required' }];
    return [{ row, field, message: issue.message }];
  });
}

/** A title's slug: its own, else from its title (or its first other spelling when the title has no Latin letters). */
export function titleSlug(record: TitleRecord): string {
  return record.slug ?? storedSlug(record.title, record.alt_titles);
}

export async function planImport(
  repository: CatalogueImportRepository,
  raw: RawRecord[],
  now: Date,
): Promise<{ plan?: ImportPlan; errors: RowError[] }> {
  const errors: RowError[] = [];
  const fail = (row: number, field: string, message: string) => errors.push({ row, field, message });

  // 1. each record against its schema
  const records: Array<Rec<ImportRecord>> = [];
  for (const { row, value } of raw) {
    const parsed = ImportRecord.safeParse(value);
    if (parsed.success) records.push({ row, record: parsed.data });
    else errors.push(...schemaErrors(row, value, parsed.error.issues));
  }

  const people: Array<Rec<Of<'person'>>> = [];
  const titles: Array<Rec<TitleRecord>> = [];
  const contentRecords: Array<Rec<ContentRecord>> = [];
  const programmes: ImportPlan['programmes'] = [];
  const credits: ImportPlan['credits'] = [];
  const images: ImportPlan['images'] = [];
  for (const entry of records) {
    const { record } = entry;
    if (record.type === 'person') people.push({ ...entry, record });
    else if (record.type in ASSET_TYPE) titles.push(entry as Rec<TitleRecord>);
    else if (record.type === 'programme') programmes.push({ ...entry, record });
    else if (record.type === 'credit') credits.push({ ...entry, record });
    else if (record.type === 'image') images.push({ ...entry, record });
    else contentRecords.push(entry as Rec<ContentRecord>);
  }

  // 2. one record per external id in each namespace (titles, contents, people)
  const unique = <T>(entries: Array<Rec<T>>, idOf: (record: T) => string | undefined) => {
    const seen = new Map<string, Rec<T>>();
    for (const entry of entries) {
      const id = idOf(entry.record);
      if (id === undefined) continue;
      const first = seen.get(id);
      if (first) fail(entry.row, 'external_id', `"${id}" is already used on row ${first.row}`);
      else seen.set(id, entry);
    }
    return seen;
  };
  const personById = unique(people, (record) => record.external_id);
  const titleById = unique(titles, (record) => record.external_id);
  const contentById = unique<TitleRecord | ContentRecord>(
    [...contentRecords, ...titles].sort((a, b) => a.row - b.row),
    (record) => (record.type in OWN_CONTENT || record.type === 'quickie' || !(record.type in ASSET_TYPE) ? record.external_id : undefined),
  );

  // 3. what the catalogue already holds under the ids the file names
  const assetRefs = new Set<string>([...titleById.keys()]);
  const contentRefs = new Set<string>([...contentById.keys()]);
  const personRefs = new Set<string>([...personById.keys()]);
  for (const { record } of titles) if ('film' in record && record.film) assetRefs.add(record.film);
  for (const { record } of contentRecords) {
    assetRefs.add(record.parent);
    if (record.type === 'episode') contentRefs.add(record.parent);
  }
  for (const { record } of programmes) assetRefs.add(record.channel);
  for (const { record } of credits) {
    assetRefs.add(record.asset);
    personRefs.add(record.person);
  }
  for (const { record } of images) {
    const ownerType = record.owner_type ?? 'title';
    (ownerType === 'content' ? contentRefs : ownerType === 'person' ? personRefs : assetRefs).add(record.owner);
  }
  const [existingAssets, existingContents, existingPeople, languageCodes] = await Promise.all([
    repository.assetsByExternalId([...assetRefs]),
    repository.contentsByExternalId([...contentRefs]),
    repository.peopleByExternalId([...personRefs]),
    repository.languageCodes(),
  ]);
  const mediaPaths = [...records].flatMap(({ record }) => ('media' in record && record.media ? [record.media] : []));
  const mediaByPath = await repository.mediaByPath([...new Set(mediaPaths)]);
  const missingLanguages = CATALOGUE_LANGUAGES.map((language, i) => ({ ...language, sortOrder: i + 1 })).filter(
    (language) => !languageCodes.has(language.code),
  );
  const knownLanguages = new Set([...languageCodes, ...CATALOGUE_LANGUAGES.map((language) => language.code)]);

  /** The kind of title an external id names in the file, else in the catalogue. */
  const titleType = (id: string): TitleRecord['type'] | undefined => {
    const inFile = titleById.get(id);
    if (inFile) return inFile.record.type;
    const inCatalogue = existingAssets.get(id);
    return inCatalogue ? (TYPE_OF_ASSET[inCatalogue.assetType] as TitleRecord['type']) : undefined;
  };
  const needTitle = (row: number, field: string, id: string, allowed: Array<TitleRecord['type']>): boolean => {
    const type = titleType(id);
    if (type === undefined) fail(row, field, `no title has the external id "${id}" in this file or the catalogue`);
    else if (!allowed.includes(type)) fail(row, field, `"${id}" is ${named(type)}, not ${allowed.map(named).join(' or ')}`);
    else return true;
    return false;
  };
  const checkLanguage = (row: number, code: string | undefined) => {
    if (code !== undefined && !knownLanguages.has(code)) fail(row, 'language', `"${code}" is not a language of the catalogue`);
  };
  const mediaId = (row: number, type: ImportRecord['type'], path: string | undefined): number | null => {
    if (path === undefined) return null;
    const found = mediaByPath.get(path);
    if (!found) fail(row, 'media', `no media item has the playlist "${path}" (ingest it first)`);
    else if (found.kind !== MEDIA_KIND[type])
      fail(row, 'media', `"${path}" is ${found.kind} media; ${named(type)} needs ${MEDIA_KIND[type]}`);
    else return found.id;
    return null;
  };

  // 4. titles
  const titlePlans: TitlePlan[] = [];
  const contents: ContentPlan[] = [];
  const titleCreatedAt = new Map<string, Date>();
  const titleLanguage = (id: string): string | null => titleById.get(id)?.record.language ?? existingAssets.get(id)?.languageCode ?? null;
  for (const { row, record } of titles) {
    const existing = existingAssets.get(record.external_id);
    if (existing && existing.assetType !== ASSET_TYPE[record.type])
      fail(
        row,
        'type',
        `"${record.external_id}" is ${named(TYPE_OF_ASSET[existing.assetType] ?? existing.assetType)} in the catalogue, not ${named(record.type)}`,
      );
    checkLanguage(row, record.language);
    if ('film' in record && record.film) needTitle(row, 'film', record.film, ['movie']);
    const createdAt = record.published_at ? new Date(record.published_at) : (existing?.createdAt ?? now);
    titleCreatedAt.set(record.external_id, createdAt);
    const media = mediaId(row, record.type, 'media' in record ? record.media : undefined);
    titlePlans.push({ row, record, assetType: ASSET_TYPE[record.type], createdAt, mediaId: record.type === 'channel' ? media : null });
    const ownType =
      record.type === 'quickie' ? (record.clip === 'song' ? CONTENT_TYPE.clipSong : CONTENT_TYPE.clipScene) : OWN_CONTENT[record.type];
    if (ownType !== undefined) {
      contents.push({
        row,
        externalId: record.external_id,
        asset: { externalId: record.external_id },
        ownerType: record.type,
        values: {
          contentTypeId: ownType,
          title: record.title,
          slug: titleSlug(record),
          description: record.description ?? '',
          seasonNumber: null,
          episodeNumber: null,
          position: 1,
          durationSeconds: 'duration_seconds' in record ? (record.duration_seconds ?? null) : null,
          languageCode: record.language ?? null,
          // a record without media keeps what the content plays (the media an ingest gave it)
          mediaId: 'media' in record && record.media !== undefined ? media : (existingContents.get(record.external_id)?.mediaId ?? null),
          popularity: record.popularity ?? 0,
          createdAt,
        },
      });
    }
  }

  // 5. seasons, episodes, trailers and tracks
  for (const { row, record } of contentRecords) {
    checkLanguage(row, record.language);
    let asset: ContentPlan['asset'] | undefined;
    let parent: string | undefined;
    let contentTypeId: number = CONTENT_TYPE.episode;
    let seasonNumber: number | null = null;
    let episodeNumber: number | null = null;
    let language = record.language ?? null;
    if (record.type === 'season') {
      if (needTitle(row, 'parent', record.parent, ['show'])) asset = { externalId: record.parent };
      contentTypeId = CONTENT_TYPE.season;
      seasonNumber = record.season_number;
    } else if (record.type === 'trailer') {
      if (needTitle(row, 'parent', record.parent, ['movie', 'show', 'original'])) asset = { externalId: record.parent };
      contentTypeId = CONTENT_TYPE.trailer;
    } else if (record.type === 'track') {
      if (needTitle(row, 'parent', record.parent, ['album'])) asset = { externalId: record.parent };
      contentTypeId = CONTENT_TYPE.musicAudio;
    } else {
      episodeNumber = record.episode_number;
      const seasonInFile = contentById.get(record.parent);
      const seasonInCatalogue = existingContents.get(record.parent);
      if (seasonInFile?.record.type === 'season') {
        asset = { externalId: seasonInFile.record.parent };
        parent = record.parent;
        seasonNumber = record.season_number ?? seasonInFile.record.season_number;
        language ??= seasonInFile.record.language ?? titleLanguage(seasonInFile.record.parent);
      } else if (!seasonInFile && seasonInCatalogue?.contentTypeId === CONTENT_TYPE.season) {
        asset = { id: seasonInCatalogue.assetId };
        parent = record.parent;
        seasonNumber = record.season_number ?? seasonInCatalogue.seasonNumber;
        language ??= seasonInCatalogue.languageCode;
      } else if (titleType(record.parent) === 'original') {
        asset = { externalId: record.parent };
        contentTypeId = CONTENT_TYPE.original;
        seasonNumber = record.season_number ?? 1;
      } else fail(row, 'parent', `no season or original has the external id "${record.parent}" in this file or the catalogue`);
    }
    if (asset && 'externalId' in asset) language ??= titleLanguage(asset.externalId);
    const existing = existingContents.get(record.external_id);
    if (existing && asset && existing.contentTypeId !== contentTypeId)
      fail(row, 'type', `"${record.external_id}" is another kind of content in the catalogue (content type ${existing.contentTypeId})`);
    if (!asset) continue;
    const playable = record.type === 'season' ? undefined : record;
    contents.push({
      row,
      externalId: record.external_id,
      asset,
      parent,
      ownerType: record.type,
      values: {
        contentTypeId,
        title: record.title,
        slug: record.slug ?? storedSlug(record.title),
        description: record.description ?? '',
        seasonNumber,
        episodeNumber,
        position: record.position ?? episodeNumber ?? seasonNumber ?? (record.type === 'trailer' ? 2 : 1),
        durationSeconds: playable?.duration_seconds ?? null,
        languageCode: language,
        // a record without media keeps what the content plays (the media an ingest gave it)
        mediaId: playable?.media === undefined ? (existing?.mediaId ?? null) : mediaId(row, record.type, playable.media),
        popularity: record.popularity ?? 0,
        createdAt: record.published_at ? new Date(record.published_at) : (existing?.createdAt ?? now),
      },
    });
  }
  contents.sort((a, b) => a.row - b.row);

  // 6. guide entries: a channel's programmes may not overlap
  const guides = new Map<string, Array<Rec<Of<'programme'>>>>();
  for (const entry of programmes) {
    if (!needTitle(entry.row, 'channel', entry.record.channel, ['channel'])) continue;
    guides.set(entry.record.channel, [...(guides.get(entry.record.channel) ?? []), entry]);
  }
  for (const guide of guides.values()) {
    const ordered = [...guide].sort((a, b) => Date.parse(a.record.start_time) - Date.parse(b.record.start_time));
    for (let i = 1; i < ordered.length; i += 1) {
      const [before, entry] = [ordered[i - 1], ordered[i]];
      if (Date.parse(entry.record.start_time) < Date.parse(before.record.end_time))
        fail(Math.max(entry.row, before.row), 'start_time', `overlaps the programme on row ${Math.min(entry.row, before.row)}`);
    }
  }

  // 7. credits and pictures name a title, person, content or channel that exists
  const personKnown = (id: string) => personById.has(id) || existingPeople.has(id);
  const creditKeys = new Map<string, number>();
  for (const { row, record } of credits) {
    needTitle(row, 'asset', record.asset, ['movie', 'show', 'original', 'quickie', 'album', 'music_video', 'channel']);
    if (!personKnown(record.person)) fail(row, 'person', `no person has the external id "${record.person}" in this file or the catalogue`);
    const key = `${record.asset}\u0000${record.person}\u0000${record.role}`;
    const first = creditKeys.get(key);
    if (first !== undefined) fail(row, 'person', `this person already has the role ${record.role} in this title on row ${first}`);
    else creditKeys.set(key, row);
  }
  const pictureKeys = new Map<string, number>();
  for (const { row, record } of images) {
    const ownerType = record.owner_type ?? 'title';
    if (ownerType === 'person' && !personKnown(record.owner))
      fail(row, 'owner', `no person has the external id "${record.owner}" in this file or the catalogue`);
    else if (ownerType === 'content' && !contentById.has(record.owner) && !existingContents.has(record.owner))
      fail(row, 'owner', `no content has the external id "${record.owner}" in this file or the catalogue`);
    else if (ownerType === 'channel') needTitle(row, 'owner', record.owner, ['channel']);
    else if (ownerType === 'title')
      needTitle(row, 'owner', record.owner, ['movie', 'show', 'original', 'quickie', 'album', 'music_video', 'channel']);
    const key = [ownerType, record.owner, record.kind, record.width, record.height].join('\u0000');
    const first = pictureKeys.get(key);
    if (first !== undefined)
      fail(row, 'path', `a ${record.width}x${record.height} ${record.kind} of this owner is already on row ${first}`);
    else pictureKeys.set(key, row);
  }

  if (errors.length > 0) {
    // a film's id is checked as a title's and as its content's: say it once
    const seen = new Set<string>();
    const once = errors.filter((error) => {
      const key = `${error.row}\u0000${error.field}\u0000${error.message}`;
      return seen.has(key) ? false : (seen.add(key), true);
    });
    return { errors: once.sort((a, b) => a.row - b.row) };
  }
  return {
    errors,
    plan: {
      people,
      titles: titlePlans,
      contents,
      programmes,
      credits,
      images,
      missingLanguages,
      existing: { assets: existingAssets, contents: existingContents, people: existingPeople },
    },
  };
}
