import { testDatabases } from '../../../support/databases';
import { signedInUser, useTestOrigin } from '../../../support/origin';
import { assetIds, contentsOfType } from './library-fixtures';

// GET/POST /api/v2/secured/user/watchlists and DELETE /api/v2/secured/user/watchlist/{id}.

describe.each(testDatabases())('the watchlist on $name', (engine) => {
  const origin = useTestOrigin(engine);
  const watchlist = (cookie: string, query = '') =>
    origin.app.inject({ url: `/api/v2/secured/user/watchlists?img_quality=1${query}`, headers: { cookie } });
  const add = (cookie: string, payload: object) =>
    origin.app.inject({ method: 'POST', url: '/api/v2/secured/user/watchlists', headers: { cookie }, payload });
  const remove = (cookie: string, id: number, query = '') =>
    origin.app.inject({ method: 'DELETE', url: `/api/v2/secured/user/watchlist/${id}${query}`, headers: { cookie } });

  it('describes the library calls in the OpenAPI document', async () => {
    const document = (await origin.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/secured/user/watchlists',
        '/api/v2/secured/user/watchlist/{id}',
        '/api/v2/secured/user/favorite',
        '/api/v2/secured/user/playlists',
        '/api/v2/secured/user/playlist/{id}',
        '/api/v2/secured/user/playlist',
        '/api/v2/secured/user/playlist/{playlistId}',
        '/api/v2/user/{userSlug}/playlists',
        '/api/v2/user/{userSlug}/playlist/{id}',
      ]),
    );
  });

  it('needs a session', async () => {
    expect((await origin.app.inject({ url: '/api/v2/secured/user/watchlists' })).statusCode).toBe(401);
    expect((await origin.app.inject({ method: 'POST', url: '/api/v2/secured/user/watchlists', payload: { asset_id: 1 } })).statusCode).toBe(
      401,
    );
  });

  it('answers each change with the id lists after it and the entry as the list shows it, so a client needs no second read', async () => {
    const { cookie } = await signedInUser(origin.database);
    const [movieA, movieB] = await assetIds(origin.database, 'MOVIE');
    await add(cookie, { asset_id: movieA });
    const added = (await add(cookie, { asset_id: movieB })).json();
    expect(added.ids).toEqual({ MOVIE: [movieB, movieA], ORIGINAL: [], 'TV SHOW': [] });
    expect(added.item).toMatchObject({ asset_id: movieB, asset_type: 'MOVIE', watchlist_id: added.data.id });
    expect(added.item.asset_title).toEqual(expect.any(String));
    // the same title again: already there, the same answer
    const again = await add(cookie, { asset_id: movieB });
    expect(again.statusCode).toBe(200);
    expect(again.json().ids.MOVIE).toEqual([movieB, movieA]);
    const removed = await remove(cookie, movieA);
    expect(removed.json()).toEqual({
      status: 'success',
      message: 'Removed from watchlist',
      ids: { MOVIE: [movieB], ORIGINAL: [], 'TV SHOW': [] },
    });
    expect((await watchlist(cookie)).json().ids).toEqual(removed.json().ids);
  });

  it('groups entries MOVIE, ORIGINAL, TV SHOW, newest first, with asset ids and original pairs', async () => {
    const { cookie } = await signedInUser(origin.database);
    const [movieA, movieB] = await assetIds(origin.database, 'MOVIE');
    const [show] = await assetIds(origin.database, 'TV SHOWS');
    const [original] = await assetIds(origin.database, 'ORIGINAL');
    const [originalContent] = await contentsOfType(origin.database, 45, original);

    expect((await add(cookie, { asset_id: movieA })).statusCode).toBe(201);
    expect((await add(cookie, { asset_id: show })).statusCode).toBe(201);
    const added = await add(cookie, { asset_id: original, content_id: originalContent.id });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ asset_type: 'ORIGINAL', asset_id: original, content_id: originalContent.id });
    expect((await add(cookie, { asset_id: movieB })).statusCode).toBe(201);

    const response = await watchlist(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(Object.keys(body.data)).toEqual(['MOVIE', 'ORIGINAL', 'TV SHOW']);
    expect(body.ids).toEqual({
      MOVIE: [movieB, movieA],
      ORIGINAL: [{ asset_id: original, content_id: originalContent.id }],
      'TV SHOW': [show],
    });
    expect(body.data.MOVIE.map((item: { asset_id: number }) => item.asset_id)).toEqual([movieB, movieA]);
    expect(body.data.MOVIE[0].images).toBeDefined();
    expect(body.data['TV SHOW'][0].asset_type).toBe('TV SHOWS');

    const tab = (await watchlist(cookie, '&tab=TV%20SHOW')).json();
    expect(tab.ids).toEqual({ MOVIE: [], ORIGINAL: [], 'TV SHOW': [show] });
  });

  it('keeps one entry when a title is added twice', async () => {
    const { cookie } = await signedInUser(origin.database);
    const [movie] = await assetIds(origin.database, 'MOVIE');
    const first = await add(cookie, { asset_id: movie });
    const again = await add(cookie, { asset_id: movie });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await watchlist(cookie)).json().ids.MOVIE).toEqual([movie]);
  });

  it('refuses titles that cannot be on a watchlist, and unknown ones', async () => {
    const { cookie } = await signedInUser(origin.database);
    const [album] = await assetIds(origin.database, 'ALBUM');
    const refused = await add(cookie, { asset_id: album });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Only movies, originals and TV shows can be added to the watchlist.');
    expect((await add(cookie, { asset_id: 9_999_999 })).statusCode).toBe(404);
    const [movieA, movieB] = await assetIds(origin.database, 'MOVIE');
    const [content] = await contentsOfType(origin.database, 1, movieB);
    expect((await add(cookie, { asset_id: movieA, content_id: content.id })).statusCode).toBe(400);
  });

  it('removes a title; another user can neither see nor remove it', async () => {
    const owner = await signedInUser(origin.database);
    const other = await signedInUser(origin.database);
    const [movie] = await assetIds(origin.database, 'MOVIE');
    await add(owner.cookie, { asset_id: movie });

    expect((await watchlist(other.cookie)).json().ids.MOVIE).toEqual([]);
    const foreign = await remove(other.cookie, movie);
    expect(foreign.statusCode).toBe(404);
    expect((await watchlist(owner.cookie)).json().ids.MOVIE).toEqual([movie]);

    const removed = await remove(owner.cookie, movie);
    expect(removed.statusCode).toBe(200);
    expect((await watchlist(owner.cookie)).json().ids.MOVIE).toEqual([]);
    expect((await remove(owner.cookie, movie)).statusCode).toBe(404);
  });
});
