import type { z } from 'zod';
import { CONTENT_TYPE } from '../../../contract/constants';
import { ImportRecord } from '../../../contract/schemas/catalogue-import';
import { storedSlug } from '../../../contract/slugs';
import type { RawRecord } from './catalogue-import.files';
import type { CatalogueImportRepository } from './catalogue-import.repository';
import { checkCredits, checkGuides, checkImages, readReferences, type ReferenceCheck } from './catalogue-import.checks';
import {
  ASSET_TYPE,
  OWN_CONTENT,
  TYPE_OF_ASSET,
  named,
  titleSlug,
  type ContentPlan,
  type ImportPlan,
  type Rec,
  type RowError,
  type SortedRecords,
  type TitlePlan,
} from './catalogue-import.records';

// Checking a whole import file before anything is written: every record against the contract's
// schema, then every reference (a parent, a film, a channel, a person, a picture's owner) against
// the file and the catalogue, the kinds of what they name, languages and media. The result is a
// plan of rows to write, or one error per bad row and field.

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

/** Each record against its schema. */
function parseRecords(raw: RawRecord[]): { records: Array<Rec<ImportRecord>>; errors: RowError[] } {
  const records: Array<Rec<ImportRecord>> = [];
  const errors: RowError[] = [];
  for (const { row, value } of raw) {
    const parsed = ImportRecord.safeParse(value);
    if (parsed.success) records.push({ row, record: parsed.data });
    else errors.push(...schemaErrors(row, value, parsed.error.issues));
  }
  return { records, errors };
}

function sortRecords(records: Array<Rec<ImportRecord>>): SortedRecords {
  const sorted: SortedRecords = { people: [], titles: [], contentRecords: [], programmes: [], credits: [], images: [] };
  for (const entry of records) {
    const { record } = entry;
    if (record.type === 'person') sorted.people.push({ ...entry, record });
    else if (record.type in ASSET_TYPE) sorted.titles.push(entry as SortedRecords['titles'][number]);
    else if (record.type === 'programme') sorted.programmes.push({ ...entry, record });
    else if (record.type === 'credit') sorted.credits.push({ ...entry, record });
    else if (record.type === 'image') sorted.images.push({ ...entry, record });
    else sorted.contentRecords.push(entry as SortedRecords['contentRecords'][number]);
  }
  return sorted;
}

/** Titles, and the one playable content a film, a music video or a quickie comes with. */
function planTitles(check: ReferenceCheck, titles: SortedRecords['titles'], now: Date): { titles: TitlePlan[]; contents: ContentPlan[] } {
  const titlePlans: TitlePlan[] = [];
  const contents: ContentPlan[] = [];
  for (const { row, record } of titles) {
    const existing = check.existing.assets.get(record.external_id);
    if (existing && existing.assetType !== ASSET_TYPE[record.type])
      check.fail(
        row,
        'type',
        `"${record.external_id}" is ${named(TYPE_OF_ASSET[existing.assetType] ?? existing.assetType)} in the catalogue, not ${named(record.type)}`,
      );
    check.checkLanguage(row, record.language);
    if ('film' in record && record.film) check.needTitle(row, 'film', record.film, ['movie']);
    const createdAt = record.published_at ? new Date(record.published_at) : (existing?.createdAt ?? now);
    const media = check.mediaId(row, record.type, 'media' in record ? record.media : undefined);
    titlePlans.push({ row, record, assetType: ASSET_TYPE[record.type], createdAt, mediaId: record.type === 'channel' ? media : null });
    const ownType =
      record.type === 'quickie' ? (record.clip === 'song' ? CONTENT_TYPE.clipSong : CONTENT_TYPE.clipScene) : OWN_CONTENT[record.type];
    if (ownType === undefined) continue;
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
        mediaId:
          'media' in record && record.media !== undefined ? media : (check.existing.contents.get(record.external_id)?.mediaId ?? null),
        popularity: record.popularity ?? 0,
        createdAt,
      },
    });
  }
  return { titles: titlePlans, contents };
}

/** Where a season, an episode, a trailer or a track belongs: its title (and an episode's season), its kind and numbers. */
function placeContent(check: ReferenceCheck, row: number, record: SortedRecords['contentRecords'][number]['record']) {
  const place: {
    asset?: ContentPlan['asset'];
    parent?: string;
    contentTypeId: number;
    seasonNumber: number | null;
    episodeNumber: number | null;
    language: string | null;
  } = {
    contentTypeId: CONTENT_TYPE.episode,
    seasonNumber: null,
    episodeNumber: null,
    language: record.language ?? null,
  };
  if (record.type === 'season') {
    if (check.needTitle(row, 'parent', record.parent, ['show'])) place.asset = { externalId: record.parent };
    place.contentTypeId = CONTENT_TYPE.season;
    place.seasonNumber = record.season_number;
  } else if (record.type === 'trailer') {
    if (check.needTitle(row, 'parent', record.parent, ['movie', 'show', 'original'])) place.asset = { externalId: record.parent };
    place.contentTypeId = CONTENT_TYPE.trailer;
  } else if (record.type === 'track') {
    if (check.needTitle(row, 'parent', record.parent, ['album'])) place.asset = { externalId: record.parent };
    place.contentTypeId = CONTENT_TYPE.musicAudio;
  } else {
    place.episodeNumber = record.episode_number;
    const seasonInFile = check.contentById.get(record.parent);
    const seasonInCatalogue = check.existing.contents.get(record.parent);
    if (seasonInFile?.record.type === 'season') {
      place.asset = { externalId: seasonInFile.record.parent };
      place.parent = record.parent;
      place.seasonNumber = record.season_number ?? seasonInFile.record.season_number;
      place.language ??= seasonInFile.record.language ?? check.titleLanguage(seasonInFile.record.parent);
    } else if (!seasonInFile && seasonInCatalogue?.contentTypeId === CONTENT_TYPE.season) {
      place.asset = { id: seasonInCatalogue.assetId };
      place.parent = record.parent;
      place.seasonNumber = record.season_number ?? seasonInCatalogue.seasonNumber;
      place.language ??= seasonInCatalogue.languageCode;
    } else if (check.titleType(record.parent) === 'original') {
      place.asset = { externalId: record.parent };
      place.contentTypeId = CONTENT_TYPE.original;
      place.seasonNumber = record.season_number ?? 1;
    } else check.fail(row, 'parent', `no season or original has the external id "${record.parent}" in this file or the catalogue`);
  }
  if (place.asset && 'externalId' in place.asset) place.language ??= check.titleLanguage(place.asset.externalId);
  return place;
}

/** Seasons, episodes, trailers and tracks. */
function planContents(check: ReferenceCheck, contentRecords: SortedRecords['contentRecords'], now: Date): ContentPlan[] {
  const contents: ContentPlan[] = [];
  for (const { row, record } of contentRecords) {
    check.checkLanguage(row, record.language);
    const { asset, parent, contentTypeId, seasonNumber, episodeNumber, language } = placeContent(check, row, record);
    const existing = check.existing.contents.get(record.external_id);
    if (existing && asset && existing.contentTypeId !== contentTypeId)
      check.fail(
        row,
        'type',
        `"${record.external_id}" is another kind of content in the catalogue (content type ${existing.contentTypeId})`,
      );
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
        mediaId: playable?.media === undefined ? (existing?.mediaId ?? null) : check.mediaId(row, record.type, playable.media),
        popularity: record.popularity ?? 0,
        createdAt: record.published_at ? new Date(record.published_at) : (existing?.createdAt ?? now),
      },
    });
  }
  return contents;
}

/** Each error once, by row: a film's id is checked as a title's and as its content's. */
function distinctErrors(errors: RowError[]): RowError[] {
  const seen = new Set<string>();
  const once = errors.filter((error) => {
    const key = `${error.row}\u0000${error.field}\u0000${error.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  return once.sort((a, b) => a.row - b.row);
}

export async function planImport(
  repository: CatalogueImportRepository,
  raw: RawRecord[],
  now: Date,
): Promise<{ plan?: ImportPlan; errors: RowError[] }> {
  const { records, errors: schemaFailures } = parseRecords(raw);
  const sorted = sortRecords(records);
  const check = await readReferences(repository, records, sorted);
  const titles = planTitles(check, sorted.titles, now);
  const contents = [...titles.contents, ...planContents(check, sorted.contentRecords, now)].sort((a, b) => a.row - b.row);
  checkGuides(check, sorted.programmes);
  checkCredits(check, sorted.credits);
  checkImages(check, sorted.images);

  const errors = [...schemaFailures, ...check.errors];
  if (errors.length > 0) return { errors: distinctErrors(errors) };
  return {
    errors,
    plan: {
      people: sorted.people,
      titles: titles.titles,
      contents,
      programmes: sorted.programmes,
      credits: sorted.credits,
      images: sorted.images,
      missingLanguages: check.missingLanguages,
      existing: check.existing,
    },
  };
}
