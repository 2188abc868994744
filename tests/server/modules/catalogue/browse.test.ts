import { SMALL_CATALOGUE } from '@/server/seed/catalogue';
import type {
  AssetsResponse,
  GenresResponse,
  LiveResponse,
  PersonResponse,
  ProviderResponse,
  StarsResponse,
} from '@/contract/schemas/browse';
import type { PlaylistsAllResponse, ProvidersResponse } from '@/contract/schemas/catalogue';
import { testDatabases } from '../../../support/databases';
import { getJson, useTestOrigin } from '../../../support/origin';

// The data the browse pages read: stars and people, genres, lists, providers, the live guide and
// the mobile rows, on both engines. The clock is fixed 10 minutes after the seed's `now`.

const SEEDED_AT = new Date('2026-03-01T12:00:00Z');
const NOW = SEEDED_AT.getTime() + 10 * 60_000;

describe.each(testDatabases())('browse calls on $name', (engine) => {
  const origin = useTestOrigin(engine, { seededAt: SEEDED_AT, now: () => NOW });
  const get = <T>(url: string, status = 200) => getJson<T>(origin, url, status);

  it('lists stars most popular first, and answers a star with credits by id and by slug', async () => {
    const stars = await get<StarsResponse>('/api/v2/catalog/stars?start=0&rows=5');
    expect(stars.total).toBe(SMALL_CATALOGUE.stars);
    expect(stars.data).toHaveLength(5);
    const { data } = await get<PersonResponse>(`/api/v2/catalog/person/${stars.data[0].person_id}`);
    expect(data.name).toBe(stars.data[0].name);
    expect(data.credits.length).toBeGreaterThan(0);
    expect(data.roles.length).toBeGreaterThan(0);
    expect(data.credits[0].asset_title).not.toBe('');
    const bySlug = await get<PersonResponse>(`/api/v2/catalog/people/${data.slug}`);
    expect(bySlug.data.person_id).toBe(data.person_id);
    await get('/api/v2/catalog/person/999999', 404);
    await get('/api/v2/catalog/people/no-such-person', 404);
  });

  it('lists genres with counts, and the movies of a genre with its title', async () => {
    const { data: genres } = await get<GenresResponse>('/api/v2/catalog/genres?kind=video&asset_type=MOVIE');
    expect(genres.length).toBeGreaterThan(1);
    const genre = genres[0];
    const list = await get<AssetsResponse>(`/api/v2/catalog/assets?asset_type=MOVIE&genre_id=${genre.id}&rows=50`);
    expect(list.genre?.title).toBe(genre.title);
    expect(list.total).toBe(genre.count);
    expect(list.data.every((item) => item.asset_type === 'MOVIE')).toBe(true);
    await get('/api/v2/catalog/assets?asset_type=MOVIE&genre_id=99999', 404);
  });

  it('lists movies by language and most popular first, paged', async () => {
    const hindi = await get<AssetsResponse>('/api/v2/catalog/assets?asset_type=MOVIE&language=hin&rows=50');
    expect(hindi.data.length).toBeGreaterThan(0);
    expect(hindi.data.every((item) => item.language === 'hin')).toBe(true);
    const popular = await get<AssetsResponse>('/api/v2/catalog/assets?asset_type=MOVIE&sort=popular&start=0&rows=3');
    const next = await get<AssetsResponse>('/api/v2/catalog/assets?asset_type=MOVIE&sort=popular&start=3&rows=3');
    expect(popular.total).toBe(SMALL_CATALOGUE.movies);
    expect(next.data[0].asset_id).not.toBe(popular.data[0].asset_id);
  });

  it('answers the live guide with now and next under the live rule', async () => {
    const live = await get<LiveResponse>('/api/v2/catalog/tv/live');
    expect(live.now_epoch).toBe(Math.floor(NOW / 1000));
    expect(live.data).toHaveLength(SMALL_CATALOGUE.channels);
    for (const channel of live.data) {
      expect(channel.live).toBe(true);
      expect(channel.now!.start_time_epoch).toBeLessThanOrEqual(live.now_epoch);
      expect(channel.now!.end_time_epoch).toBeGreaterThan(live.now_epoch);
      expect(channel.next!.start_time_epoch).toBe(channel.now!.end_time_epoch);
      expect(channel.time_remaining).toBe(channel.now!.end_time_epoch - live.now_epoch);
    }
  });

  it('answers a provider page with its channels, and 404 for an unknown provider', async () => {
    const { data: providers } = await get<ProvidersResponse>('/api/v2/catalog/tv/providers');
    const provider = providers[0];
    const { data } = await get<ProviderResponse>(`/api/v2/catalog/tv/provider/${provider.provider_code}`);
    expect(data.provider_name).toBe(provider.provider_name);
    await get('/api/v2/catalog/tv/provider/nosuchprovider', 404);
    await get('/api/v2/catalog/tv/live?provider=nosuchprovider', 404);
  });

  it('answers the mobile rows paged by start_index, by playlist_type', async () => {
    const first = await get<PlaylistsAllResponse>('/api/v2/catalog/playlistMobilePage?page=home&start_index=0&rows=2&content_limit=10');
    expect(first.data).toHaveLength(2);
    expect(first.data.every((row) => row.contents.length <= 10)).toBe(true);
    const second = await get<PlaylistsAllResponse>('/api/v2/catalog/playlistMobilePage?page=home&start_index=2&rows=2');
    expect(second.data[0].playlist_id).not.toBe(first.data[0].playlist_id);
    const contentRows = await get<PlaylistsAllResponse>('/api/v2/catalog/playlistMobilePage?page=home&playlist_type=content&rows=20');
    expect(contentRows.data.length).toBeGreaterThan(0);
    expect(contentRows.data.every((row) => row.item_kind === 'content')).toBe(true);
  });

  it('narrows a mobile row to one genre with genre_id', async () => {
    const { data: genres } = await get<GenresResponse>('/api/v2/catalog/genres?kind=video&asset_type=MOVIE');
    const rows = await get<PlaylistsAllResponse>(
      `/api/v2/catalog/playlistMobilePage?page=movies&position=1&genre_id=${genres[0].id}&rows=1`,
    );
    const inGenre = await get<AssetsResponse>(`/api/v2/catalog/assets?asset_type=MOVIE&genre_id=${genres[0].id}&rows=100`);
    const ids = new Set(inGenre.data.map((item) => item.asset_id));
    expect(rows.data[0].contents.every((item) => ids.has(item.asset_id))).toBe(true);
  });
});
