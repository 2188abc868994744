import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import { sessions } from '@/server/db/schema';
import type { Database } from '@/server/platform/db';
import { hashToken } from '@/server/platform/tokens';
import { STREAM_LIMITS } from '@/contract/entitlements';
import { seedCatalogue, SMALL_CATALOGUE } from '@/server/seed/catalogue';
import { freeFilmContents } from '../../../support/catalogue';
import { testDatabases } from '../../../support/databases';
import { signedInUser, testConfig } from '../../../support/origin';

// Concurrent streams per plan (issue 15): a play URL comes with a lease; the plan's limit holds
// across sessions and under parallel starts; a lease that stops renewing frees its screen within
// two heartbeats; stopping another screen frees one at once.

describe.each(testDatabases())('concurrent streams on $name', (engine) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = { now: Date.now() };
  let movie: number;

  beforeAll(async () => {
    database = await engine.open();
    await seedCatalogue(database.db, SMALL_CATALOGUE);
    app = await buildApp({ config: testConfig, database, now: () => clock.now });
    [movie] = await freeFilmContents(database);
  });
  afterAll(async () => {
    await app.close();
    await engine.close(database);
  });

  /** A user on `plan` signed in on `screens` browsers or devices: one cookie each. */
  async function screensOf(plan: string, screens: number): Promise<string[]> {
    const { user, cookie } = await signedInUser(database, { activeUserPlan: plan });
    const cookies = [cookie];
    for (let i = 1; i < screens; i += 1) {
      const token = randomBytes(24).toString('base64url');
      await database.db
        .insert(sessions)
        .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000), name: `TV ${i}`, kind: 'tv' });
      cookies.push(`auth_token=${token}`);
    }
    return cookies;
  }
  const play = (cookie: string) => app.inject({ url: `/api/v2/catalog/profiles/0.1/${movie}`, headers: { cookie } });
  const heartbeat = (cookie: string, lease: string) =>
    app.inject({ method: 'PUT', url: `/api/v2/secured/streams/${lease}`, headers: { cookie } });

  it.each(Object.entries(STREAM_LIMITS))('lets %s watch on %i screens at a time, and says who is watching beyond', async (plan, limit) => {
    const cookies = await screensOf(plan, limit + 1);
    for (const cookie of cookies.slice(0, limit)) {
      const answer = await play(cookie);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().stream).toEqual({ id: expect.any(String), heartbeat_seconds: 30 });
    }
    const refused = await play(cookies[limit]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status_code: 'STREAM_LIMIT',
      message: `Your plan lets you watch on ${limit} ${limit === 1 ? 'screen' : 'screens'} at a time. Stop watching on one of them to watch here.`,
    });
    expect(refused.json().streams).toHaveLength(limit);
    // each screen named by its device and what it is watching
    const [first] = refused.json().streams;
    expect(first).toMatchObject({ device: expect.any(String), content_id: movie, title: expect.any(String) });
    expect(first.title.length).toBeGreaterThan(0);
    // the same screen starting another title keeps its one lease
    expect((await play(cookies[0])).statusCode).toBe(200);
  });

  it('gives the last free screen to exactly one of many parallel starts', async () => {
    const cookies = await screensOf('premium', 10);
    const answers = await Promise.all(cookies.map(play));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(6);
  });

  it('frees a screen within two heartbeats of the last renewal, and at once when stopped', async () => {
    const [tv, phone] = await screensOf('basic', 2);
    const lease = (await play(tv)).json().stream.id as string;
    clock.now += 30_000;
    expect((await heartbeat(tv, lease)).statusCode).toBe(200);
    // the TV stops renewing: one heartbeat later it still holds the screen, two later it does not
    clock.now += 30_000;
    expect((await play(phone)).statusCode).toBe(409);
    clock.now += 30_001;
    const taken = await play(phone);
    expect(taken.statusCode).toBe(200);
    const stopped = await heartbeat(tv, lease);
    expect(stopped.statusCode).toBe(404);
    expect(stopped.json().message).toBe('Playback stopped: this screen is no longer watching. Press Play to watch again.');

    // the TV stops the phone's stream to watch there again
    const refused = (await play(tv)).json();
    const phoneLease = refused.streams[0].id as string;
    expect((await app.inject({ method: 'DELETE', url: `/api/v2/secured/streams/${phoneLease}`, headers: { cookie: tv } })).statusCode).toBe(
      200,
    );
    expect((await play(tv)).statusCode).toBe(200);
    expect((await heartbeat(phone, taken.json().stream.id)).statusCode).toBe(404);
  });

  it("serves a screen's media only while it holds its lease: each heartbeat grants two minutes more", async () => {
    const [tv, phone] = await screensOf('basic', 2);
    const answer = (await play(tv)).json();
    const lease = answer.stream.id as string;
    const master = new URL(answer.profiles.ADAPTIVE[0].url as string, 'http://origin.test').pathname;
    const [, , , token, ...file] = master.split('/');
    expect(token).toContain(`.l.${file.length - 1}.${lease}.`);
    const fetchMedia = (address: string, cookie = tv) => app.inject({ url: address, headers: { cookie } });
    expect((await fetchMedia(master)).statusCode).toBe(200);
    // not for another session of the same account
    expect((await fetchMedia(master, phone)).statusCode).toBe(403);

    // the heartbeat answers a fresh grant for the same folder, which outlives the first
    clock.now += 30_000;
    const renewed = (await heartbeat(tv, lease)).json();
    expect(renewed.media_grant.scope).toBe(file.slice(0, -1).join('/'));
    const fresh = master.replace(token, renewed.media_grant.token);
    clock.now += 95_000;
    expect((await fetchMedia(master)).statusCode).toBe(403);
    expect((await fetchMedia(fresh)).statusCode).toBe(200);

    // stopped from the phone, the TV gets no new grant, and its last one ends within two minutes
    clock.now += 20_000;
    expect((await app.inject({ method: 'DELETE', url: `/api/v2/secured/streams/${lease}`, headers: { cookie: phone } })).statusCode).toBe(
      200,
    );
    expect((await heartbeat(tv, lease)).statusCode).toBe(404);
    clock.now += 100_000;
    expect((await fetchMedia(fresh)).statusCode).toBe(403);
  });

  /** A signed play's master playlist address (a path on the origin) and its lease. */
  async function started(cookie: string): Promise<{ master: string; lease: string }> {
    const answer = (await play(cookie)).json();
    return { master: new URL(answer.profiles.ADAPTIVE[0].url as string, 'http://origin.test').pathname, lease: answer.stream.id };
  }
  const fetchMedia = (address: string, cookie: string) => app.inject({ url: address, headers: { cookie } });

  it('lets one screen fetch media at any moment: six sessions in turn each stop the one before, whose media ends at once', async () => {
    const cookies = await screensOf('basic', 6);
    const playing: Array<{ cookie: string; master: string }> = [];
    for (const cookie of cookies) {
      if (playing.length > 0) {
        const refused = await play(cookie);
        expect(refused.statusCode).toBe(409);
        const [other] = refused.json().streams;
        const stop = await app.inject({ method: 'DELETE', url: `/api/v2/secured/streams/${other.id}`, headers: { cookie } });
        expect(stop.statusCode).toBe(200);
      }
      const { master } = await started(cookie);
      playing.push({ cookie, master });
      const fetched = await Promise.all(playing.map((screen) => fetchMedia(screen.master, screen.cookie)));
      // the newest screen alone, though every earlier grant is within its two minutes
      expect(fetched.map((answer) => answer.statusCode)).toEqual([...playing.slice(1).map(() => 403), 200]);
    }
  });

  it('refuses the media of a screen replaced after its lease lapsed, and of one that signed out, within a second', async () => {
    const [tv, phone] = await screensOf('basic', 2);
    const first = await started(tv);
    // the TV stops renewing; once its lease lapsed the phone takes the screen
    clock.now += 60_001;
    const second = await started(phone);
    expect((await fetchMedia(first.master, tv)).statusCode).toBe(403);
    expect((await fetchMedia(second.master, phone)).statusCode).toBe(200);

    // the phone signs out: its grant is refused within a second, from every instance's poll
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/users/logout', headers: { cookie: phone } })).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await fetchMedia(second.master, phone)).statusCode).toBe(403), { timeout: 3000, interval: 100 });
  });

  it('ends the stream of a session removed from the account, and frees its screen', async () => {
    const [tv, phone] = await screensOf('basic', 2);
    const watching = await started(tv);
    const sessionsList = await app.inject({ url: '/api/v2/secured/user/sessions', headers: { cookie: phone } });
    const tvSession = (sessionsList.json().data as Array<{ id: string; current: boolean }>).find((session) => !session.current);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v2/secured/user/sessions/${tvSession!.id}`,
      headers: { cookie: phone },
    });
    expect(removed.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await fetchMedia(watching.master, tv)).statusCode).toBe(403), { timeout: 3000, interval: 100 });
    expect((await play(phone)).statusCode).toBe(200);
  });

  it('gives a browser that plays HLS itself a grant that lasts the film, refused still the moment its lease ends', async () => {
    const [phone, tv] = await screensOf('basic', 2);
    const answer = await app.inject({ url: `/api/v2/catalog/profiles/0.1/${movie}?hls=native`, headers: { cookie: phone } });
    expect(answer.statusCode).toBe(200);
    const { stream, profiles } = answer.json();
    const master = new URL(profiles.ADAPTIVE[0].url as string, 'http://origin.test').pathname;
    expect(master.split('/')[3]).toContain(`.l.`);
    // two and a half hours of heartbeats later, with no renewed grant it could have taken, the film still plays
    for (let beat = 0; beat < 300; beat += 1) {
      clock.now += 30_000;
      expect((await heartbeat(phone, stream.id)).statusCode).toBe(200);
    }
    expect((await fetchMedia(master, phone)).statusCode).toBe(200);
    // stopped from the TV: refused at once
    const refused = (await play(tv)).json();
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v2/secured/streams/${refused.streams[0].id}`, headers: { cookie: tv } })).statusCode,
    ).toBe(200);
    expect((await fetchMedia(master, phone)).statusCode).toBe(403);
  });

  it("cannot end another account's stream by naming its session", async () => {
    const [viewer] = await screensOf('basic', 1);
    const [stranger] = await screensOf('basic', 1);
    const watching = await started(viewer);
    const [own] = await database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(viewer.replace(/^auth_token=/, ''))));
    await app.inject({ method: 'DELETE', url: `/api/v2/secured/user/sessions/${own.id}`, headers: { cookie: stranger } });
    await app.inject({ method: 'POST', url: '/api/v2/secured/user/sessions/sign-out-others', headers: { cookie: stranger } });
    expect((await heartbeat(viewer, watching.lease)).statusCode).toBe(200);
    expect((await fetchMedia(watching.master, viewer)).statusCode).toBe(200);
  });

  it('gives visitors no lease', async () => {
    const visitor = await app.inject({ url: `/api/v2/catalog/profiles/0.1/${movie}`, headers: { cookie: 'device_id=visitor-device' } });
    expect(visitor.json().stream).toBeNull();
  });
});
