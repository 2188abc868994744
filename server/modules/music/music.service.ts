import { NotFoundError } from '../../platform/errors';
import { text } from '../../platform/texts';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { assertWithinCeiling } from '../catalogue/maturity-ceiling';
import { ASSET_TYPE_OF_CONTENT_TYPE, type ChartRow, type MusicRepository } from './music.repository';
import type { AlbumDetail, Chart, MusicListResponse, TrackResponse } from '../../../contract/schemas/music';

// Music rules: albums and their tracks, tracks, charts and the album and track lists, within the
// viewer's maturity ceiling (`ceiling`): an album or track above it answers 403 NOT_ON_PROFILE.

export interface MusicServiceDeps {
  repository: MusicRepository;
  catalogueRepository: Pick<CatalogueRepository, 'genresOf' | 'castOf'>;
  catalogue: Pick<CatalogueService, 'formatItems' | 'formatCast'>;
}

export function createMusicService({ repository, catalogueRepository, catalogue }: MusicServiceDeps) {
  async function filmOf(asset: { filmId: number | null }, ceiling: number) {
    const film = asset.filmId === null ? undefined : await repository.film(asset.filmId, ceiling);
    return film ? { asset_type: 'MOVIE' as const, ...film } : null;
  }

  async function formatChart(chart: ChartRow, ceiling: number, start: number, rows: number, imgQuality: number): Promise<Chart> {
    const { items, total } = await repository.chartEntries(chart.id, ceiling, start, rows);
    return {
      chart_id: chart.id,
      name: chart.name,
      slug: chart.slug,
      kind: chart.kind === 'video' ? 'video' : 'audio',
      description: chart.description,
      total,
      contents: await catalogue.formatItems(items, imgQuality),
    };
  }

  return {
    /** An album (or a music video) with its people and tracks; content_type narrows to audio (4) or video (3). */
    async album(
      id: number,
      query: { contentType?: number; ceiling: number; start: number; maxResult: number; imgQuality: number },
    ): Promise<AlbumDetail> {
      const asset = await repository.musicAsset(id);
      if (!asset) throw new NotFoundError(text('errors.catalogue.albumNotFound'));
      assertWithinCeiling(asset, query.ceiling);
      const types = query.contentType ? [query.contentType] : [3, 4];
      const [[album], genreRows, castRows, tracks, film] = await Promise.all([
        catalogue.formatItems([{ asset, content: null }], query.imgQuality),
        catalogueRepository.genresOf(id),
        catalogueRepository.castOf(id),
        repository.tracksOf(id, types, query.start, query.maxResult),
        filmOf(asset, query.ceiling),
      ]);
      return {
        ...album,
        film,
        genres: genreRows,
        people: await catalogue.formatCast(castRows),
        total: tracks.total,
        tracks: await catalogue.formatItems(tracks.items, query.imgQuality),
      };
    },

    async track(id: number, ceiling: number, imgQuality: number): Promise<TrackResponse['data']> {
      const row = await repository.track(id);
      if (!row) throw new NotFoundError(text('errors.catalogue.trackNotFound'));
      assertWithinCeiling(row.asset, ceiling);
      const [[item], castRows, film] = await Promise.all([
        catalogue.formatItems([row], imgQuality),
        catalogueRepository.castOf(row.asset.id),
        filmOf(row.asset, ceiling),
      ]);
      return { ...item, people: await catalogue.formatCast(castRows), film };
    },

    /** Every chart with its first `rows` entries, or one chart's entries from `start`. */
    async topCharts(query: {
      chartId?: number;
      kind?: 'audio' | 'video';
      ceiling: number;
      start: number;
      rows: number;
      imgQuality: number;
    }): Promise<Chart[]> {
      if (query.chartId !== undefined) {
        const chart = await repository.chart(query.chartId);
        if (!chart) throw new NotFoundError(text('errors.catalogue.chartNotFound'));
        return [await formatChart(chart, query.ceiling, query.start, query.rows, query.imgQuality)];
      }
      const list = await repository.charts(query.kind);
      return Promise.all(list.map((chart) => formatChart(chart, query.ceiling, 0, query.rows, query.imgQuality)));
    },

    async albums(query: {
      contentTypeId: number;
      genreId?: number;
      language?: string;
      popular: boolean;
      ceiling: number;
      start: number;
      maxResult: number;
      imgQuality: number;
    }): Promise<MusicListResponse> {
      const { list, total } = await repository.albums(
        {
          assetType: ASSET_TYPE_OF_CONTENT_TYPE[query.contentTypeId],
          ceiling: query.ceiling,
          genreId: query.genreId,
          language: query.language,
          popular: query.popular,
        },
        query.start,
        query.maxResult,
      );
      return {
        data: await catalogue.formatItems(
          list.map((asset) => ({ asset, content: null })),
          query.imgQuality,
        ),
        total,
      };
    },

    /** genre_type names a genre by id or slug; an unknown genre gives an empty list. */
    async tracks(query: {
      contentType: number;
      genreType?: string;
      popular: boolean;
      ascending: boolean;
      ceiling: number;
      start: number;
      maxResult: number;
      imgQuality: number;
    }): Promise<MusicListResponse> {
      const genreId = query.genreType ? await repository.musicGenre(query.genreType) : undefined;
      if (query.genreType && genreId === undefined) return { data: [], total: 0 };
      const { items, total } = await repository.tracks(
        { contentType: query.contentType, ceiling: query.ceiling, genreId, popular: query.popular, ascending: query.ascending },
        query.start,
        query.maxResult,
      );
      return { data: await catalogue.formatItems(items, query.imgQuality), total };
    },
  };
}
export type MusicService = ReturnType<typeof createMusicService>;
