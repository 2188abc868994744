import { SMALL_CATALOGUE } from '@/server/seed/catalogue';
import type { AlbumResponse, MusicListResponse, TopChartResponse, TrackResponse } from '@/contract/schemas/music';
import type { PlaylistsAllResponse } from '@/contract/schemas/catalogue';
import { testDatabases } from '../../../support/databases';
import { getJson, useTestOrigin } from '../../../support/origin';

// Music calls of spec 001 §7 with their parameters and the §9 defaults, on both engines.

describe.each(testDatabases())('music calls on $name', (engine) => {
  const origin = useTestOrigin(engine, { size: { ...SMALL_CATALOGUE, albums: 2, tracks: 40 } });
  const get = <T>(url: string, status = 200) => getJson<T>(origin, url, status);
  const firstAlbum = async () => (await get<MusicListResponse>('/api/v2/catalog/music/albums?max_result=1')).data[0];

  it('lists albums (content_type_id 4) and music videos (3), paged by start_index and max_result', async () => {
    const albums = await get<MusicListResponse>('/api/v2/catalog/music/albums?start_index=0&max_result=1&content_type_id=4');
    expect(albums.total).toBe(2);
    expect(albums.data).toHaveLength(1);
    expect(albums.data[0].asset_type).toBe('ALBUM');
    const second = await get<MusicListResponse>('/api/v2/catalog/music/albums?start_index=1&max_result=1&content_type_id=4');
    expect(second.data[0].asset_id).not.toBe(albums.data[0].asset_id);
    const videos = await get<MusicListResponse>('/api/v2/catalog/music/albums?content_type_id=3&popular=true');
    expect(videos.data.every((item) => item.asset_type === 'MUSIC VIDEO')).toBe(true);
    expect(videos.data.map((item) => item.asset_id)).toHaveLength(SMALL_CATALOGUE.musicVideos);
  });

  it('answers an album with its people and at most 15 tracks by default (spec 001 §9)', async () => {
    const album = await firstAlbum();
    const { data } = await get<AlbumResponse>(`/api/v2/catalog/music/album/${album.asset_id}`);
    expect(data.asset_title).toBe(album.asset_title);
    expect(data.total).toBe(20);
    expect(data.tracks).toHaveLength(15);
    expect(data.tracks.every((track) => track.content_type_id === 4 && track.content_id !== null)).toBe(true);
    expect(data.people.some((person) => person.role !== '')).toBe(true);
    const all = await get<AlbumResponse>(`/api/v2/catalog/music/album/${album.asset_id}?content_type=4&max_result=50`);
    expect(all.data.tracks).toHaveLength(20);
    await get(`/api/v2/catalog/music/album/${album.asset_id}?content_type=9`, 400);
  });

  it('answers 404 for an album id that is not music', async () => {
    const movie = (await get<PlaylistsAllResponse>('/api/v2/catalog/playlists-all?page=movies&rows=1')).data[0].contents[0];
    await get(`/api/v2/catalog/music/album/${movie.asset_id}`, 404);
    await get('/api/v2/catalog/music/album/999999', 404);
  });

  it('answers one track with its album, and 404 for an unknown one', async () => {
    const album = await firstAlbum();
    const {
      data: {
        tracks: [track],
      },
    } = await get<AlbumResponse>(`/api/v2/catalog/music/album/${album.asset_id}`);
    const { data } = await get<TrackResponse>(`/api/v2/catalog/music/track/${track.content_id}`);
    expect(data.content_title).toBe(track.content_title);
    expect(data.asset_title).toBe(album.asset_title);
    await get('/api/v2/catalog/music/track/999999', 404);
  });

  it('names the film a soundtrack album comes from, on the album and on each of its tracks', async () => {
    const { data: albums } = await get<MusicListResponse>('/api/v2/catalog/music/albums?content_type_id=4&max_result=2');
    const details = await Promise.all(
      albums.map(async (album) => (await get<AlbumResponse>(`/api/v2/catalog/music/album/${album.asset_id}`)).data),
    );
    // the seed makes every third album a soundtrack: of these two, one is, one is not
    const soundtrack = details.find((album) => album.film !== null)!;
    expect(details.filter((album) => album.film === null)).toHaveLength(1);
    expect(soundtrack.film).toMatchObject({ asset_type: 'MOVIE', asset_id: expect.any(Number), asset_title: expect.any(String) });
    const { data: movie } = await get<{ data: { asset_type: string; asset_title: string } }>(
      `/api/v2/catalog/asset/${soundtrack.film!.asset_id}`,
    );
    expect(movie).toMatchObject({ asset_type: 'MOVIE', asset_title: soundtrack.film!.asset_title });
    const { data: track } = await get<TrackResponse>(`/api/v2/catalog/music/track/${soundtrack.tracks[0].content_id}`);
    expect(track.film).toEqual(soundtrack.film);
  });

  it('lists tracks: 20 by default, by popularity, in the order asked, of a genre', async () => {
    const popular = await get<MusicListResponse>('/api/v2/catalog/music/tracks?content_type=4&popular=true');
    expect(popular.data).toHaveLength(20);
    expect(popular.total).toBe(40);
    const ascending = await get<MusicListResponse>('/api/v2/catalog/music/tracks?content_type=4&popular=true&order=asc&max_result=40');
    expect(ascending.data.map((item) => item.content_id)).not.toEqual(popular.data.map((item) => item.content_id));
    const videos = await get<MusicListResponse>('/api/v2/catalog/music/tracks?content_type=3&start_index=0&max_result=5');
    expect(videos.data.every((item) => item.content_type_id === 3)).toBe(true);
    expect((await get<MusicListResponse>('/api/v2/catalog/music/tracks?genre_type=no-such-genre')).data).toEqual([]);
  });

  it('lists the charts, and pages one chart by chart_id, start and rows', async () => {
    const list = await get<TopChartResponse>('/api/v2/catalog/music/topchart?list=true&rows=3&device=web');
    expect(list.data.length).toBeGreaterThan(1);
    for (const chart of list.data) expect(chart.contents.length).toBeLessThanOrEqual(3);
    const audio = await get<TopChartResponse>('/api/v2/catalog/music/topchart?list=true&type=audio');
    expect(audio.data.every((chart) => chart.kind === 'audio')).toBe(true);
    const chart = list.data.find((entry) => entry.total > 4)!;
    const page = await get<TopChartResponse>(`/api/v2/catalog/music/topchart?chart_id=${chart.chart_id}&start=2&rows=2`);
    expect(page.data).toHaveLength(1);
    expect(page.data[0].contents.map((item) => item.content_id)).not.toContain(chart.contents[0].content_id);
    expect(page.data[0].contents).toHaveLength(2);
    await get('/api/v2/catalog/music/topchart?chart_id=99999', 404);
  });
});
