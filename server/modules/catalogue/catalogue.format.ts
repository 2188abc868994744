import type { CatalogueItem, ContentSummary, ImageSet } from '../../../contract/schemas/catalogue';
import { CONTENT_TYPE } from '../../../contract/constants';
import { distinctLanguages } from '../../../contract/content-languages';
import type { AssetRow, ContentRow, ImageRow } from './catalogue.repository';

// Turns catalogue rows into the API's objects (kept apart from queries and routes).

const IMAGE_KINDS = ['poster', 'banner', 'thumbnail', 'square', 'logo'] as const;

/** Picks, per kind, the size that img_quality asks for (1 small, 2 medium, 3 large) among rows sorted by width. */
export function pickImages(rows: ImageRow[], imgQuality: number, signPath: (path: string) => string): ImageSet {
  const set: ImageSet = {};
  for (const kind of IMAGE_KINDS) {
    const sizes = rows.filter((row) => row.kind === kind).sort((a, b) => a.width - b.width);
    if (sizes.length > 0) set[kind] = signPath(sizes[Math.min(imgQuality, sizes.length) - 1].path);
  }
  // people carry a square 'profile' picture; expose it as square
  const profile = rows.filter((row) => row.kind === 'profile').sort((a, b) => a.width - b.width);
  if (!set.square && profile.length > 0) set.square = signPath(profile[Math.min(imgQuality, profile.length) - 1].path);
  return set;
}

/** spec 001 §5: isFree is 'YES' unless the content needs a subscription. */
export function isFreeFlag(access: string): 'YES' | 'NO' {
  return access === 'svod' ? 'NO' : 'YES';
}

/**
 * The content Play starts on an asset's page: its full-length film, else its first playable
 * episode or track (never a trailer). `rows`: the asset's contents in play order.
 */
export function playContent<Row extends Pick<ContentRow, 'contentTypeId' | 'mediaId'>>(rows: Row[]): Row | null {
  const playable = rows.filter((row) => row.mediaId !== null && row.contentTypeId !== CONTENT_TYPE.trailer);
  return playable.find((row) => row.contentTypeId === CONTENT_TYPE.fullLength) ?? playable[0] ?? null;
}

/**
 * A title's audio languages (its own language first, then its media's dubs) and subtitle
 * languages, as catalogue codes, from its tracks' languages by type (trackLanguagesOf).
 */
export function titleLanguages(
  ownLanguage: string | null,
  tracks: ReadonlyArray<{ type: string; languages: string[] }>,
): { audio: string[]; subtitles: string[] } {
  const of = (type: string) => tracks.filter((row) => row.type === type).flatMap((row) => row.languages);
  return { audio: distinctLanguages([ownLanguage, ...of('AUDIO')]), subtitles: distinctLanguages(of('SUBTITLES')) };
}

/**
 * `playContentId`: what Play starts on the item's page (its own content when that plays, else the
 * asset's play content); `audioLanguages`: the asset's (titleLanguages).
 */
export function toCatalogueItem(
  asset: AssetRow,
  content: ContentRow | null,
  images: ImageSet,
  playContentId: number | null,
  audioLanguages: string[],
): CatalogueItem {
  return {
    asset_id: asset.id,
    asset_type: asset.assetType,
    asset_title: asset.title,
    asset_slug: asset.slug,
    content_id: content?.id ?? null,
    content_title: content?.title ?? null,
    content_slug: content?.slug ?? null,
    content_type_id: content?.contentTypeId ?? null,
    description: content?.description || asset.description,
    language: content?.languageCode ?? asset.languageCode,
    release_year: asset.releaseYear,
    duration: content?.durationSeconds ?? asset.durationSeconds,
    age_rating: asset.ageRating,
    isFree: isFreeFlag(asset.access),
    access_level: asset.access === 'avod' || asset.access === 'svod' ? asset.access : 'free',
    images,
    play_content_id: playContentId,
    audio_languages: audioLanguages,
  };
}

export function toContentSummary(content: ContentRow, images: ImageSet): ContentSummary {
  return {
    content_id: content.id,
    content_title: content.title,
    content_slug: content.slug,
    content_type_id: content.contentTypeId,
    duration: content.durationSeconds,
    season_number: content.seasonNumber,
    episode_number: content.episodeNumber,
    playable: content.mediaId !== null,
    images,
  };
}
