import { testDatabases } from '../../../support/databases';
import { signedInUser, useTestOrigin } from '../../../support/origin';
import { assetIds, contentsOfType, musicVideos, tracks } from './library-fixtures';

// GET, PUT and DELETE /api/v2/secured/user/favorite (spec 001 §5: music audio and video only).

describe.each(testDatabases())('favourites on $name', (engine) => {
  const origin = useTestOrigin(engine);
  const favourites = (cookie: string) => origin.app.inject({ url: '/api/v2/secured/user/favorite?img_quality=1', headers: { cookie } });
  const put = (cookie: string, payload: object) =>
    origin.app.inject({ method: 'PUT', url: '/api/v2/secured/user/favorite', headers: { cookie }, payload });
  const del = (cookie: string, payload: object) =>
    origin.app.inject({ method: 'DELETE', url: '/api/v2/secured/user/favorite', headers: { cookie }, payload });

  it('needs a session', async () => {
    expect((await origin.app.inject({ url: '/api/v2/secured/user/favorite' })).statusCode).toBe(401);
  });

  it('adds a track and a music video, newest first, and answers the status word', async () => {
    const { cookie } = await signedInUser(origin.database);
    const [track] = await tracks(origin.database);
    const [video] = await musicVideos(origin.database);

    const added = await put(cookie, { content_id: track.id });
    expect(added.statusCode).toBe(201);
    expect(added.json().status).toBe('added');
    // a music video asset names its one video: asset_id alone is enough
    const second = (await put(cookie, { asset_id: video.assetId })).json();
    expect(second.status).toBe('added');
    // each change answers the favourite ids after it
    expect(second.ids).toEqual([video.id, track.id]);

    const body = (await favourites(cookie)).json();
    expect(body.ids).toEqual([video.id, track.id]);
    expect(body.data.map((item: { content_id: number }) => item.content_id)).toEqual([video.id, track.id]);
    expect(body.data[1]).toMatchObject({ asset_id: track.assetId, content_id: track.id, user_playlist: null });
  });

  it('keeps one favourite when added twice, and removing answers removed', async () => {
    const { cookie } = await signedInUser(origin.database);
    const [, track] = await tracks(origin.database);
    expect((await put(cookie, { content_id: track.id })).statusCode).toBe(201);
    const again = await put(cookie, { content_id: track.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('added');
    expect((await favourites(cookie)).json().ids).toEqual([track.id]);

    const removed = await del(cookie, { content_id: track.id });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ status: 'removed', message: 'Removed from favourites', ids: [] });
    expect((await favourites(cookie)).json().ids).toEqual([]);
    expect((await del(cookie, { content_id: track.id })).json().status).toBe('removed');
  });

  it('refuses anything but music audio and music video', async () => {
    const { cookie } = await signedInUser(origin.database);
    const [movie] = await assetIds(origin.database, 'MOVIE');
    const [movieContent] = await contentsOfType(origin.database, 1, movie);
    const [album] = await assetIds(origin.database, 'ALBUM');
    for (const payload of [{ content_id: movieContent.id }, { asset_id: movie }, { asset_id: album }]) {
      const response = await put(cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Only music tracks and music videos can be favourites.');
    }
    expect((await put(cookie, {})).statusCode).toBe(400);
    expect((await favourites(cookie)).json().ids).toEqual([]);
  });

  it("keeps each user's favourites apart", async () => {
    const owner = await signedInUser(origin.database);
    const other = await signedInUser(origin.database);
    const [, , track] = await tracks(origin.database);
    await put(owner.cookie, { content_id: track.id });
    expect((await favourites(other.cookie)).json().ids).toEqual([]);
    await del(other.cookie, { content_id: track.id });
    expect((await favourites(owner.cookie)).json().ids).toEqual([track.id]);
  });

  it("records the playlist a favourite came from, only the user's own or a public one", async () => {
    const owner = await signedInUser(origin.database);
    const other = await signedInUser(origin.database);
    const [track] = await tracks(origin.database);
    const saved = await origin.app.inject({
      method: 'PUT',
      url: '/api/v2/secured/user/playlist',
      headers: { cookie: owner.cookie },
      payload: { title: 'Mine', contents: String(track.id) },
    });
    const playlistId = saved.json().data.playlist_id;
    expect((await put(other.cookie, { content_id: track.id, user_playlist: playlistId })).statusCode).toBe(404);
    expect((await put(owner.cookie, { content_id: track.id, user_playlist: playlistId })).statusCode).toBe(201);
    expect((await favourites(owner.cookie)).json().data[0].user_playlist).toBe(playlistId);
  });
});
