import type { PlaylistsAllResponse } from '@/contract/schemas/catalogue';
import { testDatabases } from '../../../support/databases';
import { signedInUser, useTestOrigin } from '../../../support/origin';

// spec 001 §7: playlists-all with progress=all carries the signed-in user's progress per item, and
// with watchlist=all whether each item is on their watchlist.

describe.each(testDatabases())('playlists-all with progress=all on $name', (engine) => {
  const origin = useTestOrigin(engine);
  const cookies: string[] = [];

  beforeAll(async () => {
    for (const name of ['asha', 'ravi']) {
      const { cookie } = await signedInUser(origin.database, { activeUserPlan: 'premium' });
      cookies.push(`${cookie}; device_id=dev-${name}`);
    }
  });

  const rows = async (query: string, cookie?: string) =>
    (
      await origin.app.inject({ url: `/api/v2/catalog/playlists-all?${query}`, headers: cookie ? { cookie } : {} })
    ).json<PlaylistsAllResponse>().data;

  it('adds where the signed-in user is in each item, and nothing for others or without progress=all', async () => {
    const pages = await Promise.all(['home', 'music', 'movies'].map((page) => rows(`page=${page}&rows=10`)));
    const item = pages.flatMap((page) => page.flatMap((row) => row.contents)).find((candidate) => candidate.content_id !== null);
    expect(item).toBeDefined();
    const page = pages.findIndex((candidates) =>
      candidates.some((row) => row.contents.some((content) => content.content_id === item!.content_id)),
    );
    const query = `page=${['home', 'music', 'movies'][page]}&rows=10&progress=all`;

    const saved = await origin.app.inject({
      method: 'PUT',
      url: `/api/v2/secured/user/progress/${item!.content_id}`,
      headers: { cookie: cookies[0] },
      payload: { position: 42, duration: 600 },
    });
    expect(saved.statusCode).toBe(200);

    const withProgress = (await rows(query, cookies[0]))
      .flatMap((row) => row.contents)
      .filter((content) => content.content_id === item!.content_id);
    expect(withProgress.length).toBeGreaterThan(0);
    for (const content of withProgress) expect(content.progress).toEqual({ progress: 42, completed: false, duration: 600 });

    const everyItem = (answer: PlaylistsAllResponse['data']) => answer.flatMap((row) => row.contents);
    expect(everyItem(await rows(query, cookies[1])).some((content) => content.progress)).toBe(false);
    expect(everyItem(await rows(query)).some((content) => content.progress)).toBe(false);
    expect(everyItem(await rows(query.replace('&progress=all', ''), cookies[0])).some((content) => content.progress)).toBe(false);
  });

  it("marks the items on the signed-in user's watchlist with watchlist=all, for that user only", async () => {
    const movies = (await rows('page=home&rows=10')).flatMap((row) => row.contents).filter((item) => item.asset_type === 'MOVIE');
    const [picked, other] = [movies[0], movies.find((item) => item.asset_id !== movies[0].asset_id)!];
    const added = await origin.app.inject({
      method: 'POST',
      url: '/api/v2/secured/user/watchlists',
      headers: { cookie: cookies[0] },
      payload: { asset_id: picked.asset_id },
    });
    expect(added.statusCode).toBeLessThan(300);

    const mine = (await rows('page=home&rows=10&watchlist=all', cookies[0])).flatMap((row) => row.contents);
    expect(mine.filter((item) => item.asset_id === picked.asset_id).every((item) => item.in_watchlist === true)).toBe(true);
    expect(mine.find((item) => item.asset_id === other.asset_id)?.in_watchlist).toBe(false);

    const theirs = (await rows('page=home&rows=10&watchlist=all', cookies[1])).flatMap((row) => row.contents);
    expect(theirs.some((item) => item.in_watchlist)).toBe(false);
    expect((await rows('page=home&rows=10&watchlist=all')).flatMap((row) => row.contents).some((item) => 'in_watchlist' in item)).toBe(
      false,
    );
    expect((await rows('page=home&rows=10', cookies[0])).flatMap((row) => row.contents).some((item) => 'in_watchlist' in item)).toBe(false);
  });
});
