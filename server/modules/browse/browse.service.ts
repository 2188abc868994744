import { NotFoundError } from '../../platform/errors';
import { text } from '../../platform/texts';
import type { AssetRow, CatalogueRepository, PlaylistRow } from '../catalogue/catalogue.repository';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { EditorialPlaylist, PlaylistsAllResponse } from '../../../contract/schemas/catalogue';
import type { BrowseRepository, ChannelRow, ProgrammeRow } from './browse.repository';
import type {
  AssetsResponse,
  Genre,
  LiveChannel,
  LiveResponse,
  PersonDetail,
  ProviderResponse,
  StarsResponse,
} from '../../../contract/schemas/browse';

// Browse rules: people and stars, genres, filtered lists, providers, the live guide, mobile rows;
// what lists titles keeps to the viewer's maturity ceiling (`ceiling`), which the route passes.

/** The guide holds the programme on now and the next one. */
const GUIDE_PER_CHANNEL = 2;
const PROVIDER_ASSET_LIMIT = 40;

export interface BrowseServiceDeps {
  repository: BrowseRepository;
  catalogueRepository: Pick<CatalogueRepository, 'playlistItems'>;
  catalogue: Pick<CatalogueService, 'formatItems' | 'formatRow' | 'formatPeople'>;
  now: () => number;
}

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

function toProgramme(row: ProgrammeRow) {
  return { title: row.title, description: row.description, start_time_epoch: epoch(row.startTime), end_time_epoch: epoch(row.endTime) };
}

/** spec 001 §3 live rule: a programme is on when now is between its start_time_epoch and end_time_epoch. */
export function isLive(programme: { start_time_epoch: number; end_time_epoch: number }, nowEpoch: number): boolean {
  return programme.start_time_epoch <= nowEpoch && nowEpoch < programme.end_time_epoch;
}

export function createBrowseService({ repository, catalogueRepository, catalogue, now }: BrowseServiceDeps) {
  async function guide(
    rows: Array<{ channel: ChannelRow; asset: AssetRow; providerCode: string | null }>,
    imgQuality: number,
  ): Promise<LiveResponse> {
    const at = new Date(now());
    const nowEpoch = epoch(at);
    const [items, programmeRows] = await Promise.all([
      catalogue.formatItems(
        rows.map(({ asset }) => ({ asset, content: null })),
        imgQuality,
      ),
      repository.guideFrom(
        rows.map(({ channel }) => channel.id),
        at,
        GUIDE_PER_CHANNEL,
      ),
    ]);
    const data: LiveChannel[] = rows.map(({ channel, providerCode }, index) => {
      const upcoming = programmeRows.filter((row) => row.channelId === channel.id).map(toProgramme);
      const current = upcoming[0] && isLive(upcoming[0], nowEpoch) ? upcoming[0] : null;
      const next = current ? (upcoming[1] ?? null) : (upcoming[0] ?? null);
      return {
        channel_id: channel.id,
        asset_id: channel.assetId,
        title: channel.title,
        owner: channel.owner,
        pg: channel.pg,
        description: channel.description,
        images: items[index].images,
        provider_code: providerCode,
        live: current !== null,
        time_remaining: current ? current.end_time_epoch - nowEpoch : null,
        now: current,
        next,
      };
    });
    return { now_epoch: nowEpoch, data };
  }

  async function formatRow(
    playlist: PlaylistRow,
    genreId: number | undefined,
    ceiling: number,
    contentLimit: number,
    imgQuality: number,
  ): Promise<EditorialPlaylist> {
    const page =
      genreId === undefined
        ? await catalogueRepository.playlistItems(playlist.id, ceiling, 0, contentLimit)
        : await repository.playlistItemsOfGenre(playlist.id, genreId, ceiling, contentLimit);
    return catalogue.formatRow(playlist, page, imgQuality);
  }

  return {
    /** A star's page: profile and every credit (the viewer is shown), newest first. By id, or by slug for /people/{slug}. */
    async person(ref: { id: number } | { slug: string }, ceiling: number, imgQuality: number): Promise<PersonDetail> {
      const person = 'id' in ref ? await repository.person(ref.id) : await repository.personBySlug(ref.slug);
      if (!person) throw new NotFoundError(text('errors.catalogue.personNotFound'));
      const [[card], creditRows] = await Promise.all([
        catalogue.formatPeople([person], imgQuality),
        repository.creditsOf(person.id, ceiling),
      ]);
      const items = await catalogue.formatItems(
        creditRows.map(({ asset }) => ({ asset, content: null })),
        imgQuality,
      );
      return {
        person_id: person.id,
        name: person.name,
        slug: person.slug,
        bio: person.bio,
        birth_year: person.birthYear,
        images: card.images,
        roles: [...new Set(creditRows.map((row) => row.role))],
        credits: items.map((item, index) => ({ ...item, role: creditRows[index].role, character: creditRows[index].character })),
      };
    },

    async stars(start: number, rows: number, imgQuality: number): Promise<StarsResponse> {
      const { list, total } = await repository.stars(start, rows);
      return { data: await catalogue.formatPeople(list, imgQuality), total };
    },

    async genres(ceiling: number, kind?: string, assetType?: string): Promise<Genre[]> {
      return repository.genres(ceiling, kind, assetType);
    },

    /** An unknown genre or provider is a 404, so its page can answer not found. */
    async assets(query: {
      assetType: string;
      genreId?: number;
      language?: string;
      audioLanguages?: readonly string[];
      provider?: string;
      sort: 'popular' | 'new';
      start: number;
      rows: number;
      imgQuality: number;
      ceiling: number;
    }): Promise<AssetsResponse> {
      const genre = query.genreId === undefined ? null : ((await repository.genre(query.genreId)) ?? null);
      if (query.genreId !== undefined && !genre) throw new NotFoundError(text('errors.catalogue.genreNotFound'));
      const provider = query.provider === undefined ? undefined : await repository.provider(query.provider);
      if (query.provider !== undefined && !provider) throw new NotFoundError(text('errors.catalogue.providerNotFound'));
      const { list, total } = await repository.assets(
        {
          assetType: query.assetType,
          ceiling: query.ceiling,
          genreId: query.genreId,
          language: query.language,
          audioLanguages: query.audioLanguages,
          providerId: provider?.id,
          sort: query.sort,
        },
        query.start,
        query.rows,
      );
      return {
        data: await catalogue.formatItems(
          list.map((asset) => ({ asset, content: null })),
          query.imgQuality,
        ),
        total,
        genre,
      };
    },

    async provider(code: string, ceiling: number, imgQuality: number): Promise<ProviderResponse['data']> {
      const provider = await repository.provider(code);
      if (!provider) throw new NotFoundError(text('errors.catalogue.providerNotFound'));
      const [shows, live] = await Promise.all([
        repository.assets({ assetType: 'TV SHOWS', ceiling, providerId: provider.id, sort: 'popular' }, 0, PROVIDER_ASSET_LIMIT),
        repository.channels(ceiling, provider.id).then((rows) => guide(rows, imgQuality)),
      ]);
      return {
        provider_id: provider.id,
        provider_name: provider.providerName,
        provider_code: provider.providerCode,
        assets: await catalogue.formatItems(
          shows.list.map((asset) => ({ asset, content: null })),
          imgQuality,
        ),
        channels: live.data,
      };
    },

    /** Not cached: now and next move with the clock. */
    async live(providerCode: string | undefined, ceiling: number, imgQuality: number): Promise<LiveResponse> {
      const provider = providerCode === undefined ? undefined : await repository.provider(providerCode);
      if (providerCode !== undefined && !provider) throw new NotFoundError(text('errors.catalogue.providerNotFound'));
      return guide(await repository.channels(ceiling, provider?.id), imgQuality);
    },

    async playlistMobilePage(query: {
      page: string;
      location?: number;
      position?: number;
      itemKind?: string;
      genreId?: number;
      start: number;
      rows: number;
      contentLimit: number;
      imgQuality: number;
      ceiling: number;
    }): Promise<PlaylistsAllResponse> {
      const { list, total } = await repository.playlistsAt(query, query.start, query.rows);
      const data = await Promise.all(
        list.map((playlist) => formatRow(playlist, query.genreId, query.ceiling, query.contentLimit, query.imgQuality)),
      );
      return { data, total };
    },
  };
}
export type BrowseService = ReturnType<typeof createBrowseService>;
