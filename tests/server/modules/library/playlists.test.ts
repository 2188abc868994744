import { eq } from 'drizzle-orm';
import { NO_CEILING_RANK } from '@/contract/maturity';
import { favourites, userPlaylistItems, userPlaylists, users, watchlistEntries } from '@/server/db/schema';
import { createLibraryRepository } from '@/server/modules/library/library.repository';
import { createLibraryService } from '@/server/modules/library/library.service';
import { testDatabases } from '../../../support/databases';
import { signedInUser, useTestOrigin } from '../../../support/origin';
import { assetIds, musicVideos, tracks } from './library-fixtures';

// User playlists: GET /playlists, GET /playlist/{id}, PUT /playlist[/{playlistId}] (spec 001 §3
// save payload, §5 name rule, §9 limits) and the public-profile reads.

describe.each(testDatabases())('user playlists on $name', (engine) => {
  const origin = useTestOrigin(engine);
  const save = (cookie: string, payload: object, playlistId?: number) =>
    origin.app.inject({
      method: 'PUT',
      url: `/api/v2/secured/user/playlist${playlistId ? `/${playlistId}` : ''}`,
      headers: { cookie },
      payload,
    });
  const list = (cookie: string, query = '') => origin.app.inject({ url: `/api/v2/secured/user/playlists${query}`, headers: { cookie } });
  const read = (cookie: string, id: number, query = '') =>
    origin.app.inject({ url: `/api/v2/secured/user/playlist/${id}?img_quality=1${query}`, headers: { cookie } });
  const contentIds = (response: { json: () => { data: { contents: Array<{ content_id: number }> } } }) =>
    response.json().data.contents.map((item) => item.content_id);

  it('needs a session for the secured calls', async () => {
    expect((await origin.app.inject({ url: '/api/v2/secured/user/playlists' })).statusCode).toBe(401);
    expect(
      (await origin.app.inject({ method: 'PUT', url: '/api/v2/secured/user/playlist', payload: { title: 'x', contents: '' } })).statusCode,
    ).toBe(401);
  });

  it('creates a playlist with a trimmed name and refuses an empty one', async () => {
    const { cookie } = await signedInUser(origin.database);
    const [a, b] = await tracks(origin.database);
    const empty = await save(cookie, { title: '   ', contents: String(a.id) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter a playlist name.');
    expect((await save(cookie, { contents: String(a.id) })).statusCode).toBe(400);

    const created = await save(cookie, { title: '  Road trip  ', contents: `${a.id},${b.id}`, album: false, append: true });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      title: 'Road trip',
      playlist_type: 'audio',
      playlist_count: 2,
      is_public: false,
      added: 2,
    });
    expect(contentIds(await read(cookie, created.json().data.playlist_id))).toEqual([a.id, b.id]);
  });

  it('appends without duplicates, reuses the playlist on a retried create, and replaces on append=false', async () => {
    const { cookie } = await signedInUser(origin.database);
    const [a, b, c] = await tracks(origin.database);
    const id = (await save(cookie, { title: 'Mix', contents: `${a.id}` })).json().data.playlist_id;
    const retried = await save(cookie, { title: 'mix', contents: `${a.id}` });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ playlist_id: id, playlist_count: 1, added: 0 });

    const appended = await save(cookie, { contents: `${b.id},${a.id},${b.id}`, append: 'true', album: 'false' }, id);
    expect(appended.json().data).toMatchObject({ playlist_count: 2, added: 1 });
    expect(contentIds(await read(cookie, id))).toEqual([a.id, b.id]);

    const replaced = await save(cookie, { contents: `${c.id},${a.id}`, append: false, title: 'ignored when updating' }, id);
    expect(replaced.json().data).toMatchObject({ title: 'Mix', playlist_count: 2 });
    expect(contentIds(await read(cookie, id))).toEqual([c.id, a.id]);
    expect((await list(cookie)).json().data.AUDIO).toHaveLength(1);
  });

  it('adds whole albums in album order (album=true)', async () => {
    const { cookie } = await signedInUser(origin.database);
    const [first, second] = await assetIds(origin.database, 'ALBUM');
    const expected = [...(await tracks(origin.database, second)), ...(await tracks(origin.database, first))].map((track) => track.id);
    const saved = await save(cookie, { title: 'Albums', contents: `${second},${first}`, album: true });
    expect(saved.json().data.playlist_count).toBe(expected.length);
    expect(contentIds(await read(cookie, saved.json().data.playlist_id))).toEqual(expected);
    expect((await save(cookie, { title: 'Nope', contents: '9999999', album: true })).statusCode).toBe(404);
  });

  it('keeps video playlists for music videos and audio playlists for tracks', async () => {
    const { cookie } = await signedInUser(origin.database);
    const [video] = await musicVideos(origin.database);
    const [track] = await tracks(origin.database);
    const created = await save(cookie, { title: 'Videos', contents: String(video.id), content_type: 'video' });
    expect(created.json().data.playlist_type).toBe('video');
    const wrong = await save(cookie, { contents: String(track.id) }, created.json().data.playlist_id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Only music videos can be added to a video playlist.');
    const wrongAudio = await save(cookie, { title: 'Songs', contents: String(video.id) });
    expect(wrongAudio.json().message).toBe('Only music tracks can be added to an audio playlist.');
  });

  it('lists playlists grouped AUDIO and VIDEO, newest first, with playlist_count', async () => {
    const { cookie } = await signedInUser(origin.database);
    const [t1, t2] = await tracks(origin.database);
    const [video] = await musicVideos(origin.database);
    const older = (await save(cookie, { title: 'Older', contents: `${t1.id},${t2.id}` })).json().data.playlist_id;
    const clip = (await save(cookie, { title: 'Clips', contents: String(video.id), content_type: 'video' })).json().data.playlist_id;
    const newer = (await save(cookie, { title: 'Newer', contents: String(t1.id) })).json().data.playlist_id;

    const body = (await list(cookie)).json();
    expect(body.data.AUDIO.map((p: { playlist_id: number }) => p.playlist_id)).toEqual([newer, older]);
    expect(body.data.AUDIO.map((p: { playlist_count: number }) => p.playlist_count)).toEqual([1, 2]);
    expect(body.data.VIDEO.map((p: { playlist_id: number }) => p.playlist_id)).toEqual([clip]);
    expect((await list(cookie, '?audio_only=1')).json().data).toMatchObject({
      AUDIO: [{ playlist_id: newer }, { playlist_id: older }],
      VIDEO: [],
    });
    expect((await list(cookie, '?audio_only=false')).json().data.VIDEO).toHaveLength(1);
    expect((await list(cookie, '?video_only=true')).json().data).toMatchObject({ AUDIO: [], VIDEO: [{ playlist_id: clip }] });
  });

  it("never shows or changes another user's private playlist", async () => {
    const owner = await signedInUser(origin.database);
    const other = await signedInUser(origin.database);
    const [a, b] = await tracks(origin.database);
    const id = (await save(owner.cookie, { title: 'Private', contents: String(a.id) })).json().data.playlist_id;

    expect((await read(other.cookie, id)).statusCode).toBe(404);
    expect((await read(other.cookie, id, `&username=${owner.profile.id}`)).statusCode).toBe(404);
    expect((await save(other.cookie, { contents: String(b.id) }, id)).statusCode).toBe(404);
    expect((await save(other.cookie, { contents: String(b.id), append: false }, id)).statusCode).toBe(404);
    expect((await list(other.cookie)).json().data).toEqual({ AUDIO: [], VIDEO: [] });
    expect(contentIds(await read(owner.cookie, id))).toEqual([a.id]);

    // made public, it reads through the owner's name, still not writable
    await save(owner.cookie, { contents: '', is_public: true }, id);
    expect(contentIds(await read(other.cookie, id, `&username=${owner.profile.id}`))).toEqual([a.id]);
    expect((await save(other.cookie, { contents: String(b.id) }, id)).statusCode).toBe(404);
  });

  it('shows a public profile signed out, with public playlists only', async () => {
    const owner = await signedInUser(origin.database, { firstname: 'Asha' });
    const [a] = await tracks(origin.database);
    const shared = (await save(owner.cookie, { title: 'Shared', contents: String(a.id), is_public: true })).json().data.playlist_id;
    const hidden = (await save(owner.cookie, { title: 'Hidden', contents: String(a.id) })).json().data.playlist_id;

    const profile = await origin.app.inject({ url: `/api/v2/user/${owner.profile.id}/playlists` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ user: { user_slug: owner.profile.id, name: 'Asha' }, VIDEO: [] });
    expect(profile.json().data.AUDIO.map((p: { playlist_id: number }) => p.playlist_id)).toEqual([shared]);
    expect(contentIds(await origin.app.inject({ url: `/api/v2/user/${owner.profile.id}/playlist/${shared}?img_quality=1` }))).toEqual([
      a.id,
    ]);
    expect((await origin.app.inject({ url: `/api/v2/user/${owner.profile.id}/playlist/${hidden}` })).statusCode).toBe(404);
    expect((await origin.app.inject({ url: '/api/v2/user/null/playlists' })).statusCode).toBe(404);
  });

  it('holds to the limits: 10,000 ids a save, 10,000 rows a fetch, and the playlist size', async () => {
    const { cookie, profile } = await signedInUser(origin.database);
    const tooMany = await save(cookie, { title: 'Huge', contents: Array.from({ length: 10_001 }, (_, i) => i + 1).join(',') });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('A playlist save can send at most 10,000 items.');
    const [a, b, c] = await tracks(origin.database);
    const id = (await save(cookie, { title: 'Small', contents: String(a.id) })).json().data.playlist_id;
    expect((await read(cookie, id, '&rows=10000')).statusCode).toBe(200);
    expect((await read(cookie, id, '&rows=10001')).statusCode).toBe(400);

    // the same service with a small maximum, over the same database
    const service = createLibraryService({
      repository: createLibraryRepository(origin.database.db),
      formatItems: async () => [],
      maxPlaylistSize: 2,
    });
    await expect(
      service.savePlaylist(profile.id, NO_CEILING_RANK, id, { contents: `${b.id},${c.id}`, album: false, append: true }),
    ).rejects.toThrow('A playlist can hold at most 2 items.');
    expect(contentIds(await read(cookie, id))).toEqual([a.id]);

    // and the database refuses a position beyond the server maximum (5,000)
    const [row] = await origin.database.db
      .insert(userPlaylists)
      .values({ profileId: profile.id, title: 'Direct', playlistType: 'audio' })
      .returning();
    await expect(
      origin.database.db.insert(userPlaylistItems).values({ playlistId: row.id, contentId: a.id, assetId: a.assetId, position: 5000 }),
    ).rejects.toThrow();
  });

  it("goes with the user's account: deleting the user removes every list", async () => {
    const { cookie, user, profile } = await signedInUser(origin.database);
    const [a] = await tracks(origin.database);
    const [movie] = await assetIds(origin.database, 'MOVIE');
    await save(cookie, { title: 'Gone', contents: String(a.id) });
    await origin.app.inject({ method: 'PUT', url: '/api/v2/secured/user/favorite', headers: { cookie }, payload: { content_id: a.id } });
    await origin.app.inject({ method: 'POST', url: '/api/v2/secured/user/watchlists', headers: { cookie }, payload: { asset_id: movie } });
    await origin.database.db.delete(users).where(eq(users.id, user.id));
    for (const table of [userPlaylists, favourites, watchlistEntries]) {
      expect(await origin.database.db.select().from(table).where(eq(table.profileId, profile.id))).toEqual([]);
    }
  });
});
