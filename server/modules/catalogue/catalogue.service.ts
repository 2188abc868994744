import { NotFoundError } from '../../platform/errors';
import { text } from '../../platform/texts';
import type { CatalogueRepository, ContentRow, ImageRow, ItemRow, PersonRow, PlaylistRow } from './catalogue.repository';
import { pickImages, playContent, titleLanguages, toCatalogueItem, toContentSummary } from './catalogue.format';
import { assertWithinCeiling } from './maturity-ceiling';
import type {
  AssetDetail,
  CarouselSlide,
  CatalogueItem,
  EditorialPlaylist,
  LanguageResponse,
  MenuResponse,
  Person,
  ProvidersResponse,
  StarCard,
} from '../../../contract/schemas/catalogue';

// Catalogue rules: rows, carousel, menus, asset pages. Their routes cache the answers as sent
// (server/platform/cached-answer.ts), so nothing here is cached twice. Each call keeps to the
// viewer's maturity ceiling (`ceiling`, a rank: maturity-ceiling.ts), which its route passes.

/** One cache namespace for every catalogue answer (catalogue, music, browse and search routes), so one `invalidate` drops them all. */
export const CATALOGUE_CACHE_NS = 'catalogue';
export const CATALOGUE_CACHE_TTL_SECONDS = 300;
const RELATED_LIMIT = 20;
const MENU_ASSET_LIMIT = 12;

/** Menu types of GET /api/v2/v1/catalog/menu and the asset type each lists. */
const MENU_ASSET_TYPE = { MOVIE: 'MOVIE', ORIGINAL: 'ORIGINAL', QUICKIE: 'QUICKIE', TV: 'TV SHOWS', MUSIC: 'ALBUM' } as const;

export interface CatalogueServiceDeps {
  repository: CatalogueRepository;
  /** Signs an artwork path into a public media URL. */
  signArtwork: (path: string) => string;
}

export function createCatalogueService({ repository, signArtwork }: CatalogueServiceDeps) {
  async function imagesByOwner(ownerType: string, ids: number[]): Promise<Map<number, ImageRow[]>> {
    const rows = await repository.imagesOf(ownerType, [...new Set(ids)]);
    const byOwner = new Map<number, ImageRow[]>();
    for (const row of rows) byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), row]);
    return byOwner;
  }

  /** The content Play starts on each asset's page, by asset id (none for an asset with nothing to play). */
  async function playContentsOf(assetIds: number[]): Promise<Map<number, number>> {
    const rows = await repository.playableContentsOf([...new Set(assetIds)]);
    const byAsset = new Map<number, typeof rows>();
    for (const row of rows) byAsset.set(row.assetId, [...(byAsset.get(row.assetId) ?? []), row]);
    const plays = new Map<number, number>();
    for (const [assetId, assetRows] of byAsset) {
      const play = playContent(assetRows);
      if (play) plays.set(assetId, play.id);
    }
    return plays;
  }

  /** The dubs of each asset's media, by asset id: one aggregate for the whole list. */
  async function dubsOf(assetIds: number[]): Promise<Map<number, Array<{ type: string; languages: string[] }>>> {
    const rows = await repository.trackLanguagesOf([...new Set(assetIds)], ['AUDIO']);
    return new Map(rows.map((row) => [row.assetId, [row]]));
  }

  /**
   * Formats rows with their artwork (a content's own pictures first, its asset's otherwise) and
   * what Play starts on their pages: the row's own content when it has media, else the asset's.
   */
  async function formatItems(rows: ItemRow[], imgQuality: number): Promise<CatalogueItem[]> {
    const ownPlay = (content: ContentRow | null) => (content?.mediaId != null ? content.id : null);
    const [assetImages, contentImages, assetPlays, dubs] = await Promise.all([
      imagesByOwner(
        'asset',
        rows.map((row) => row.asset.id),
      ),
      imagesByOwner(
        'content',
        rows.flatMap((row) => (row.content ? [row.content.id] : [])),
      ),
      playContentsOf(rows.flatMap((row) => (ownPlay(row.content) === null ? [row.asset.id] : []))),
      dubsOf(rows.map((row) => row.asset.id)),
    ]);
    return rows.map(({ asset, content }) => {
      const own = content ? (contentImages.get(content.id) ?? []) : [];
      const images = pickImages(
        [...own, ...(assetImages.get(asset.id) ?? []).filter((a) => !own.some((o) => o.kind === a.kind))],
        imgQuality,
        signArtwork,
      );
      return toCatalogueItem(
        asset,
        content,
        images,
        ownPlay(content) ?? assetPlays.get(asset.id) ?? null,
        titleLanguages(asset.languageCode, dubs.get(asset.id) ?? []).audio,
      );
    });
  }

  async function formatPlaylist(
    playlist: PlaylistRow,
    ceiling: number,
    start: number,
    rows: number,
    imgQuality: number,
  ): Promise<EditorialPlaylist> {
    return formatRow(playlist, await repository.playlistItems(playlist.id, ceiling, start, rows), imgQuality);
  }

  /** An editorial row as the API gives it, from its playlist and the page of items chosen for it. */
  async function formatRow(
    playlist: PlaylistRow,
    { items, total }: { items: ItemRow[]; total: number },
    imgQuality: number,
  ): Promise<EditorialPlaylist> {
    return {
      playlist_id: playlist.id,
      title: playlist.title,
      slug: playlist.slug,
      page: playlist.page,
      location: playlist.location,
      position: playlist.position,
      item_kind: playlist.itemKind === 'content' ? 'content' : 'asset',
      display: playlist.display,
      total,
      contents: await formatItems(items, imgQuality),
    };
  }

  /** Stars as cards: id, name, slug and profile picture. */
  async function formatPeople(rows: PersonRow[], imgQuality: number): Promise<StarCard[]> {
    const personImages = await imagesByOwner(
      'person',
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      person_id: row.id,
      name: row.name,
      slug: row.slug,
      images: pickImages(personImages.get(row.id) ?? [], imgQuality, signArtwork),
    }));
  }

  /** The people credited on an asset, in credit order, with small profile pictures. */
  async function formatCast(rows: Array<{ person: PersonRow; role: string; character: string | null }>): Promise<Person[]> {
    const personImages = await imagesByOwner(
      'person',
      rows.map((row) => row.person.id),
    );
    return rows.map(({ person, role, character }) => ({
      person_id: person.id,
      name: person.name,
      slug: person.slug,
      role,
      character,
      images: pickImages(personImages.get(person.id) ?? [], 1, signArtwork),
    }));
  }

  return {
    // shared with the music, browse and search modules, so every list formats items one way
    formatItems,
    formatRow,
    formatPeople,
    formatCast,

    async carousel(ceiling: number, imgQuality: number): Promise<CarouselSlide[]> {
      const slides = await repository.carousel(ceiling);
      const items = await formatItems(
        slides.map((slide) => ({ asset: slide.asset, content: null })),
        imgQuality,
      );
      return items.map((item, index) => ({ ...item, tagline: slides[index].tagline }));
    },

    async playlists(query: {
      page: string;
      location?: number;
      position?: number;
      start: number;
      rows: number;
      contentLimit: number;
      imgQuality: number;
      ceiling: number;
    }) {
      const { list, total } = await repository.playlistsAt(query, query.start, query.rows);
      const data = await Promise.all(
        list.map((playlist) => formatPlaylist(playlist, query.ceiling, 0, query.contentLimit, query.imgQuality)),
      );
      return { data, total };
    },

    async playlist(id: number, ceiling: number, start: number, rows: number, imgQuality: number): Promise<EditorialPlaylist> {
      const playlist = await repository.playlistById(id);
      if (!playlist) throw new NotFoundError(text('errors.catalogue.playlistNotFound'));
      return formatPlaylist(playlist, ceiling, start, rows, imgQuality);
    },

    async menu(type: keyof typeof MENU_ASSET_TYPE, ceiling: number): Promise<MenuResponse> {
      const assetType = MENU_ASSET_TYPE[type];
      const [assetRows, genreRows] = await Promise.all([
        repository.menuAssets(assetType, ceiling, MENU_ASSET_LIMIT),
        repository.menuGenres(assetType, ceiling),
      ]);
      return {
        assets: assetRows.map((row, index) => ({
          title: row.title,
          asset_type: row.assetType,
          asset_id: row.id,
          asset_slug: row.slug,
          position: index + 1,
        })),
        genre: genreRows.map((row) => ({ id: row.id, type: row.kind, title: row.title, slug: row.slug })),
      };
    },

    async providers(): Promise<ProvidersResponse['data']> {
      const rows = await repository.providers();
      return rows.map((row) => ({ provider_id: row.id, provider_name: row.providerName, provider_code: row.providerCode }));
    },

    /** spec 001 §7: content_types '3,4' asks for music albums, otherwise films and shows. */
    async languages(
      contentTypes: string,
      assetType: string | undefined,
      ceiling: number,
      limit: number,
    ): Promise<LanguageResponse['data']> {
      const types = assetType
        ? [assetType]
        : contentTypes.split(',').some((t) => t === '3' || t === '4')
          ? ['ALBUM', 'MUSIC VIDEO']
          : ['MOVIE', 'TV SHOWS', 'ORIGINAL'];
      const rows = await repository.languagesWith(types, ceiling, limit);
      return rows.map((row) => ({ code: row.code, name: row.name, native_name: row.nativeName, count: row.count }));
    },

    /** A title above the ceiling answers 403 NOT_ON_PROFILE, so its page can say so. */
    async asset(id: number, ceiling: number, imgQuality: number): Promise<AssetDetail> {
      const asset = await repository.assetById(id);
      if (!asset) throw new NotFoundError(text('errors.catalogue.titleNotFound'));
      assertWithinCeiling(asset, ceiling);
      const [genreRows, castRows, contentRows, relatedRows, assetImages, trackRows] = await Promise.all([
        repository.genresOf(id),
        repository.castOf(id),
        repository.contentsOf(id),
        repository.relatedTo(asset, ceiling, RELATED_LIMIT),
        imagesByOwner('asset', [id]),
        repository.trackLanguagesOf([id], ['AUDIO', 'SUBTITLES']),
      ]);
      const languages = titleLanguages(asset.languageCode, trackRows);
      const [cast, contentImages, related] = await Promise.all([
        formatCast(castRows),
        imagesByOwner(
          'content',
          contentRows.map((row) => row.id),
        ),
        formatItems(
          relatedRows.map((row) => ({ asset: row, content: null })),
          imgQuality,
        ),
      ]);
      return {
        ...toCatalogueItem(
          asset,
          null,
          pickImages(assetImages.get(id) ?? [], imgQuality, signArtwork),
          playContent(contentRows)?.id ?? null,
          languages.audio,
        ),
        audio_languages: languages.audio,
        subtitle_languages: languages.subtitles,
        genres: genreRows,
        cast,
        contents: contentRows.map((row) => toContentSummary(row, pickImages(contentImages.get(row.id) ?? [], 1, signArtwork))),
        related,
      };
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
