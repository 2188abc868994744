import { CONTENT_TYPE } from '../../../contract/constants';
import type { ImportRecord } from '../../../contract/schemas/catalogue-import';
import { storedSlug } from '../../../contract/slugs';
import type { ExistingAsset, ExistingContent } from './catalogue-import.repository';

// The records of an import file and the plan of rows made from them (catalogue-import.plan.ts
// makes it, catalogue-import.write.ts writes it): their kinds, what each kind becomes in the
// catalogue, and the rows' shapes.

export interface RowError {
  row: number;
  field: string;
  message: string;
}

export type Rec<T> = { row: number; record: T };
export type Of<T extends ImportRecord['type']> = Extract<ImportRecord, { type: T }>;
export type TitleRecord = Of<'movie' | 'show' | 'original' | 'quickie' | 'album' | 'music_video' | 'channel'>;
export type ContentRecord = Of<'season' | 'episode' | 'trailer' | 'track'>;

export const ASSET_TYPE: Record<TitleRecord['type'], string> = {
  movie: 'MOVIE',
  show: 'TV SHOWS',
  original: 'ORIGINAL',
  quickie: 'QUICKIE',
  album: 'ALBUM',
  music_video: 'MUSIC VIDEO',
  channel: 'LIVE TV',
};
/** "a movie", "an album", "a music video": how messages name a kind of record. */
export function named(type: string): string {
  const words = type.replace('_', ' ');
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
}
export const TYPE_OF_ASSET = Object.fromEntries(Object.entries(ASSET_TYPE).map(([type, assetType]) => [assetType, type]));
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
export const MEDIA_KIND: Partial<Record<ImportRecord['type'], string>> = {
  movie: 'video',
  quickie: 'video',
  music_video: 'video',
  episode: 'video',
  trailer: 'video',
  track: 'audio',
  channel: 'live',
};
/** Titles that come with their one playable content, under the title's external id. */
export const OWN_CONTENT: Partial<Record<TitleRecord['type'], number>> = {
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

/** The file's records by kind, each with its row. */
export interface SortedRecords {
  people: Array<Rec<Of<'person'>>>;
  titles: Array<Rec<TitleRecord>>;
  contentRecords: Array<Rec<ContentRecord>>;
  programmes: Array<Rec<Of<'programme'>>>;
  credits: Array<Rec<Of<'credit'>>>;
  images: Array<Rec<Of<'image'>>>;
}

/** A title's slug: its own, else from its title (or its first other spelling when the title has no Latin letters). */
export function titleSlug(record: TitleRecord): string {
  return record.slug ?? storedSlug(record.title, record.alt_titles);
}
