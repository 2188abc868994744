import { CATALOGUE_LANGUAGES } from '../../../contract/languages';
import type { ImportRecord } from '../../../contract/schemas/catalogue-import';
import type { CatalogueImportRepository } from './catalogue-import.repository';
import {
  ASSET_TYPE,
  MEDIA_KIND,
  OWN_CONTENT,
  TYPE_OF_ASSET,
  named,
  type ContentRecord,
  type ImportPlan,
  type Of,
  type Rec,
  type RowError,
  type SortedRecords,
  type TitleRecord,
} from './catalogue-import.records';

// What an import's references are checked against: the file's own records by external id and
// what the catalogue already holds under the ids the file names. Each check records an error for
// its row and field and answers whether the reference holds.

export type ReferenceCheck = Awaited<ReturnType<typeof readReferences>>;

/** One record per external id in each namespace (titles, contents, people); a second one is an error. */
function uniqueIds(sorted: SortedRecords, fail: (row: number, field: string, message: string) => void) {
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
  return {
    personById: unique(sorted.people, (record) => record.external_id),
    titleById: unique(sorted.titles, (record) => record.external_id),
    contentById: unique<TitleRecord | ContentRecord>(
      [...sorted.contentRecords, ...sorted.titles].sort((a, b) => a.row - b.row),
      (record) =>
        record.type in OWN_CONTENT || record.type === 'quickie' || !(record.type in ASSET_TYPE) ? record.external_id : undefined,
    ),
  };
}

/** The external ids the file refers to, by namespace. */
function referencedIds(sorted: SortedRecords, ids: ReturnType<typeof uniqueIds>) {
  const assetRefs = new Set<string>([...ids.titleById.keys()]);
  const contentRefs = new Set<string>([...ids.contentById.keys()]);
  const personRefs = new Set<string>([...ids.personById.keys()]);
  for (const { record } of sorted.titles) if ('film' in record && record.film) assetRefs.add(record.film);
  for (const { record } of sorted.contentRecords) {
    assetRefs.add(record.parent);
    if (record.type === 'episode') contentRefs.add(record.parent);
  }
  for (const { record } of sorted.programmes) assetRefs.add(record.channel);
  for (const { record } of sorted.credits) {
    assetRefs.add(record.asset);
    personRefs.add(record.person);
  }
  for (const { record } of sorted.images) {
    const ownerType = record.owner_type ?? 'title';
    (ownerType === 'content' ? contentRefs : ownerType === 'person' ? personRefs : assetRefs).add(record.owner);
  }
  return { assetRefs, contentRefs, personRefs };
}

/** Reads what the catalogue holds under the file's ids and answers the checks against both. */
export async function readReferences(repository: CatalogueImportRepository, records: Array<Rec<ImportRecord>>, sorted: SortedRecords) {
  const errors: RowError[] = [];
  const fail = (row: number, field: string, message: string) => errors.push({ row, field, message });
  const ids = uniqueIds(sorted, fail);
  const { assetRefs, contentRefs, personRefs } = referencedIds(sorted, ids);
  const mediaPaths = records.flatMap(({ record }) => ('media' in record && record.media ? [record.media] : []));
  const [existingAssets, existingContents, existingPeople, languageCodes, mediaByPath] = await Promise.all([
    repository.assetsByExternalId([...assetRefs]),
    repository.contentsByExternalId([...contentRefs]),
    repository.peopleByExternalId([...personRefs]),
    repository.languageCodes(),
    repository.mediaByPath([...new Set(mediaPaths)]),
  ]);
  const knownLanguages = new Set([...languageCodes, ...CATALOGUE_LANGUAGES.map((language) => language.code)]);

  /** The kind of title an external id names in the file, else in the catalogue. */
  const titleType = (id: string): TitleRecord['type'] | undefined => {
    const inFile = ids.titleById.get(id);
    if (inFile) return inFile.record.type;
    const inCatalogue = existingAssets.get(id);
    return inCatalogue ? (TYPE_OF_ASSET[inCatalogue.assetType] as TitleRecord['type']) : undefined;
  };

  return {
    errors,
    fail,
    ...ids,
    existing: { assets: existingAssets, contents: existingContents, people: existingPeople },
    /** Languages to add: those of the spec's list (in its order) that the catalogue lacks. */
    missingLanguages: CATALOGUE_LANGUAGES.map((language, i) => ({ ...language, sortOrder: i + 1 })).filter(
      (language) => !languageCodes.has(language.code),
    ) as ImportPlan['missingLanguages'],
    titleType,
    titleLanguage: (id: string): string | null => ids.titleById.get(id)?.record.language ?? existingAssets.get(id)?.languageCode ?? null,
    personKnown: (id: string) => ids.personById.has(id) || existingPeople.has(id),
    needTitle(row: number, field: string, id: string, allowed: Array<TitleRecord['type']>): boolean {
      const type = titleType(id);
      if (type === undefined) fail(row, field, `no title has the external id "${id}" in this file or the catalogue`);
      else if (!allowed.includes(type)) fail(row, field, `"${id}" is ${named(type)}, not ${allowed.map(named).join(' or ')}`);
      else return true;
      return false;
    },
    checkLanguage(row: number, code: string | undefined): void {
      if (code !== undefined && !knownLanguages.has(code)) fail(row, 'language', `"${code}" is not a language of the catalogue`);
    },
    /** The id of the ingested media a record names, if it is of the kind the record plays. */
    mediaId(row: number, type: ImportRecord['type'], path: string | undefined): number | null {
      if (path === undefined) return null;
      const found = mediaByPath.get(path);
      if (!found) fail(row, 'media', `no media item has the playlist "${path}" (ingest it first)`);
      else if (found.kind !== MEDIA_KIND[type])
        fail(row, 'media', `"${path}" is ${found.kind} media; ${named(type)} needs ${MEDIA_KIND[type]}`);
      else return found.id;
      return null;
    },
  };
}

/** A channel's programmes may not overlap. */
export function checkGuides(check: ReferenceCheck, programmes: Array<Rec<Of<'programme'>>>): void {
  const guides = new Map<string, Array<Rec<Of<'programme'>>>>();
  for (const entry of programmes) {
    if (!check.needTitle(entry.row, 'channel', entry.record.channel, ['channel'])) continue;
    guides.set(entry.record.channel, [...(guides.get(entry.record.channel) ?? []), entry]);
  }
  for (const guide of guides.values()) {
    const ordered = [...guide].sort((a, b) => Date.parse(a.record.start_time) - Date.parse(b.record.start_time));
    for (let i = 1; i < ordered.length; i += 1) {
      const [before, entry] = [ordered[i - 1], ordered[i]];
      if (Date.parse(entry.record.start_time) < Date.parse(before.record.end_time))
        check.fail(Math.max(entry.row, before.row), 'start_time', `overlaps the programme on row ${Math.min(entry.row, before.row)}`);
    }
  }
}

const CREDITED: Array<TitleRecord['type']> = ['movie', 'show', 'original', 'quickie', 'album', 'music_video', 'channel'];

/** Credits name a title and a person that exist, each role once. */
export function checkCredits(check: ReferenceCheck, credits: Array<Rec<Of<'credit'>>>): void {
  const keys = new Map<string, number>();
  for (const { row, record } of credits) {
    check.needTitle(row, 'asset', record.asset, CREDITED);
    if (!check.personKnown(record.person))
      check.fail(row, 'person', `no person has the external id "${record.person}" in this file or the catalogue`);
    const key = `${record.asset}\u0000${record.person}\u0000${record.role}`;
    const first = keys.get(key);
    if (first !== undefined) check.fail(row, 'person', `this person already has the role ${record.role} in this title on row ${first}`);
    else keys.set(key, row);
  }
}

/** Pictures name an owner that exists, one of each kind and size. */
export function checkImages(check: ReferenceCheck, images: Array<Rec<Of<'image'>>>): void {
  const keys = new Map<string, number>();
  for (const { row, record } of images) {
    const ownerType = record.owner_type ?? 'title';
    if (ownerType === 'person' && !check.personKnown(record.owner))
      check.fail(row, 'owner', `no person has the external id "${record.owner}" in this file or the catalogue`);
    else if (ownerType === 'content' && !check.contentById.has(record.owner) && !check.existing.contents.has(record.owner))
      check.fail(row, 'owner', `no content has the external id "${record.owner}" in this file or the catalogue`);
    else if (ownerType === 'channel') check.needTitle(row, 'owner', record.owner, ['channel']);
    else if (ownerType === 'title') check.needTitle(row, 'owner', record.owner, CREDITED);
    const key = [ownerType, record.owner, record.kind, record.width, record.height].join('\u0000');
    const first = keys.get(key);
    if (first !== undefined)
      check.fail(row, 'path', `a ${record.width}x${record.height} ${record.kind} of this owner is already on row ${first}`);
    else keys.set(key, row);
  }
}
