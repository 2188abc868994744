import { createPublicKey, verify } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import { assets, contents, media, subscriptions, users } from '@/server/db/schema';
import type { Database } from '@/server/platform/db';
import { seedCatalogue, SMALL_CATALOGUE } from '@/server/seed/catalogue';
import {
  DOWNLOAD_DEVICE_LIMIT,
  DOWNLOAD_ENTITLEMENTS,
  DOWNLOAD_KEEP_DAYS,
  DOWNLOAD_TITLE_LIMIT,
  DOWNLOAD_WATCH_HOURS,
  DOWNLOADS_PREMIUM_PROMPT,
  VIEWER_PLANS,
} from '@/contract/entitlements';
import { offlineVerdict, readLicenceToken } from '@/contract/download-licence';
import { CANCELLED_MESSAGE } from '@/server/modules/downloads/downloads.service';
import { testDatabases } from '../../../support/databases';
import { signedInUser, testConfig } from '../../../support/origin';

// Downloads (issue 19): which plans download, and the licence rules: N titles per account, M
// devices, 30 days after download, 48 hours after the first play, renewed at each sync while
// online, revoked on cancel, on a plan without downloads and on sign-out.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('downloads by plan, as data', () => {
  it.each([
    ['visitor', false],
    ['basic', false],
    ['mzaalo', false],
    ['plus', false],
    ['premium', true],
  ] as const)('%s: downloads %s', (plan, allowed) => {
    expect(DOWNLOAD_ENTITLEMENTS[plan]).toBe(allowed);
  });

  it('has a row for every plan', () => {
    expect(Object.keys(DOWNLOAD_ENTITLEMENTS).sort()).toEqual([...VIEWER_PLANS].sort());
  });

  it('expires 30 days after the download, or 48 hours after the first play, by the device clock', () => {
    const win = Date.UTC(2026, 0, 1);
    const payload = { uid: 'u', win, fp: null, exp: win + DOWNLOAD_KEEP_DAYS * DAY };
    const device = { lastSeen: win, userId: 'u', firstPlayedAt: null };
    expect(offlineVerdict(payload, { ...device, now: win + 29 * DAY }).playable).toBe(true);
    expect(offlineVerdict(payload, { ...device, now: win + 30 * DAY })).toMatchObject({ playable: false, reason: 'expired' });
    const played = { ...device, firstPlayedAt: win + DAY };
    expect(offlineVerdict(payload, { ...played, now: win + DAY + 47 * HOUR }).playable).toBe(true);
    expect(offlineVerdict(payload, { ...played, now: win + DAY + DOWNLOAD_WATCH_HOURS * HOUR })).toMatchObject({ reason: 'expired' });
    // a clock set back does not bring an expired title back
    expect(offlineVerdict(payload, { ...device, lastSeen: win + 31 * DAY, now: win + DAY })).toMatchObject({
      playable: false,
      reason: 'clock',
    });
    expect(offlineVerdict(payload, { ...device, userId: 'someone else', now: win })).toMatchObject({ reason: 'other-user' });
  });
});

describe.each(testDatabases())('download licences on $name', (engine) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = { now: Date.UTC(2026, 5, 1, 12) };
  let films: number[];

  beforeAll(async () => {
    database = await engine.open();
    await seedCatalogue(database.db, SMALL_CATALOGUE);
    app = await buildApp({ config: testConfig, database, now: () => clock.now });
    films = (
      await database.db
        .select({ id: contents.id })
        .from(contents)
        .innerJoin(assets, eq(assets.id, contents.assetId))
        .innerJoin(media, eq(media.id, contents.mediaId))
        .where(and(eq(media.kind, 'video'), isNotNull(contents.mediaId)))
        .orderBy(contents.id)
        .limit(DOWNLOAD_TITLE_LIMIT + 1)
    ).map((row) => row.id);
  });
  afterAll(async () => {
    await app.close();
    await engine.close(database);
  });
  beforeEach(() => {
    clock.now = Date.UTC(2026, 5, 1, 12);
  });

  async function userOn(plan: string) {
    const { user, cookie } = await signedInUser(database, { activeUserPlan: plan });
    return { user, on: (device: string) => `${cookie}; device_id=${device}; country=IN` };
  }
  const options = (cookie: string, contentId = films[0]) =>
    app.inject({ url: `/api/v2/secured/downloads/options/${contentId}`, headers: { cookie } });
  const download = (cookie: string, contentId = films[0], quality?: number) =>
    app.inject({
      method: 'POST',
      url: '/api/v2/secured/downloads/licences',
      headers: { cookie },
      payload: { content_id: contentId, quality: quality ?? 1 },
    });
  const sync = (cookie: string, licences: Array<{ id: string; first_played_at?: string }>) =>
    app.inject({ method: 'POST', url: '/api/v2/downloads/sync', headers: { cookie }, payload: { licences } });

  it.each([
    ['basic', false],
    ['mzaalo', false],
    ['plus', false],
    ['premium', true],
  ] as const)('offers %s the download (%s), with each rung and its size', async (plan, allowed) => {
    const { on } = await userOn(plan);
    const answer = (await options(on('d1'))).json();
    expect(answer).toMatchObject({ allowed, message: allowed ? null : DOWNLOADS_PREMIUM_PROMPT });
    if (allowed) {
      expect(answer.qualities.length).toBeGreaterThan(0);
      for (const rung of answer.qualities) expect(rung.size_mb).toBeGreaterThan(0);
      expect(answer.limits).toEqual({ titles: DOWNLOAD_TITLE_LIMIT, devices: DOWNLOAD_DEVICE_LIMIT, titles_used: 0, devices_used: 0 });
    } else {
      expect(answer.qualities).toEqual([]);
      const refused = await download(on('d1'));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ status_code: 'DOWNLOADS_NOT_INCLUDED', message: DOWNLOADS_PREMIUM_PROMPT });
    }
  });

  it('offers music videos and episodes like films, and refuses songs', async () => {
    const { on } = await userOn('premium');
    const firstOf = async (assetType: string) =>
      (
        await database.db
          .select({ id: contents.id, kind: media.kind })
          .from(contents)
          .innerJoin(assets, eq(assets.id, contents.assetId))
          .innerJoin(media, eq(media.id, contents.mediaId))
          .where(eq(assets.assetType, assetType))
          .limit(1)
      )[0];
    for (const type of ['MUSIC VIDEO', 'TV SHOWS', 'ORIGINAL']) {
      const answer = (await options(on('d1'), (await firstOf(type)).id)).json();
      expect(answer.qualities.length, type).toBeGreaterThan(0);
    }
    const song = await firstOf('ALBUM');
    expect(song.kind).toBe('audio');
    const refused = await options(on('d1'), song.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Only films, episodes and videos can be downloaded.');
  });

  it('asks a visitor to sign in', async () => {
    expect((await options('device_id=v')).statusCode).toBe(401);
    expect((await download('device_id=v')).statusCode).toBe(401);
  });

  it('signs a licence the public key checks, playing 30 days, and remembers the quality chosen', async () => {
    // the media route checks URLs by the real clock
    clock.now = Date.now();
    const { user, on } = await userOn('premium');
    const quality = (await options(on('d1'))).json().qualities.at(-1).quality;
    const answer = await download(on('d1'), films[0], quality);
    expect(answer.statusCode).toBe(200);
    const { licence, media: urls, title } = answer.json();
    expect(licence).toMatchObject({ state: 'active', reason: null, quality, expires_at: new Date(clock.now + 30 * DAY).toISOString() });
    expect(urls.master_url).toMatch(/^\/media\/s\/.+master(-\d+s)?\.m3u8$/);
    expect(title.content_id).toBe(films[0]);
    const token = readLicenceToken(licence.token)!;
    expect(token.payload).toMatchObject({ uid: user.id, dev: 'd1', cid: films[0], exp: clock.now + 30 * DAY });
    const key = (await app.inject({ url: '/api/v2/downloads/key' })).json();
    const publicKey = createPublicKey({ key: key, format: 'jwk' });
    expect(
      verify('sha256', Buffer.from(token.signed), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(token.signature, 'base64url')),
    ).toBe(true);
    const tampered = Buffer.from(JSON.stringify({ ...token.payload, exp: token.payload.exp + DAY })).toString('base64url');
    expect(
      verify('sha256', Buffer.from(tampered), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(token.signature, 'base64url')),
    ).toBe(false);
    expect((await options(on('d1'))).json()).toMatchObject({ default_quality: quality, limits: { titles_used: 1, devices_used: 1 } });
    // the signed playlist plays under the session, as a play URL does
    expect((await app.inject({ url: urls.playlist_url, headers: { cookie: on('d1') } })).statusCode).toBe(200);
  });

  it(`keeps at most ${DOWNLOAD_TITLE_LIMIT} titles per account; a deleted one frees its place`, async () => {
    const { on } = await userOn('premium');
    const ids: string[] = [];
    for (const film of films.slice(0, DOWNLOAD_TITLE_LIMIT)) {
      const answer = await download(on('d1'), film);
      expect(answer.statusCode).toBe(200);
      ids.push(answer.json().licence.id);
    }
    // the same title again on the same device is the same licence
    expect((await download(on('d1'), films[0])).json().licence.id).toBe(ids[0]);
    const refused = await download(on('d1'), films[DOWNLOAD_TITLE_LIMIT]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status_code: 'DOWNLOAD_LIMIT',
      message: `You have ${DOWNLOAD_TITLE_LIMIT} downloads, the most an account can keep at once. Delete one to download another.`,
    });
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v2/secured/downloads/licences/${ids[0]}`, headers: { cookie: on('d1') } }))
        .statusCode,
    ).toBe(200);
    expect((await download(on('d1'), films[DOWNLOAD_TITLE_LIMIT])).statusCode).toBe(200);
  });

  it(`keeps downloads on at most ${DOWNLOAD_DEVICE_LIMIT} devices, even when they all ask at once`, async () => {
    const { on } = await userOn('premium');
    const devices = Array.from({ length: DOWNLOAD_DEVICE_LIMIT + 3 }, (_, i) => `device-${i}`);
    const answers = await Promise.all(devices.map((device) => download(on(device))));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(DOWNLOAD_DEVICE_LIMIT);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      status_code: 'DOWNLOAD_DEVICES',
      message: `Your downloads are on ${DOWNLOAD_DEVICE_LIMIT} devices, the most an account can use. Delete the downloads on one of them to download here.`,
    });
    // a device that holds one already downloads more
    const holder = devices[answers.findIndex((answer) => answer.statusCode === 200)];
    expect((await download(on(holder), films[1])).statusCode).toBe(200);
  });

  it('expires 30 days after the download when the device stays offline, and renews at each sync while online', async () => {
    const { on } = await userOn('premium');
    const { licence } = (await download(on('d1'))).json();
    clock.now += 10 * DAY;
    const renewed = (await sync(on('d1'), [{ id: licence.id }])).json().licences[0];
    expect(renewed).toMatchObject({ state: 'active', expires_at: new Date(clock.now + 30 * DAY).toISOString() });
    expect(readLicenceToken(renewed.token)!.payload.win).toBe(clock.now);
    clock.now += 30 * DAY;
    const expired = (await sync(on('d1'), [{ id: licence.id }])).json().licences[0];
    expect(expired).toMatchObject({ state: 'expired', token: null });
    // an expired title no longer counts, and downloading it again renews it in place
    expect((await options(on('d1'))).json().limits.titles_used).toBe(0);
    const again = (await download(on('d1'))).json().licence;
    expect(again).toMatchObject({ id: licence.id, state: 'active', first_played_at: null });
  });

  it('expires 48 hours after the first play the device reports, and keeps that clock through renewals', async () => {
    const { on } = await userOn('premium');
    const { licence } = (await download(on('d1'))).json();
    const playedAt = clock.now + 2 * DAY;
    clock.now += 3 * DAY;
    const answer = (await sync(on('d1'), [{ id: licence.id, first_played_at: new Date(playedAt).toISOString() }])).json().licences[0];
    expect(answer).toMatchObject({
      state: 'active',
      first_played_at: new Date(playedAt).toISOString(),
      expires_at: new Date(playedAt + 48 * HOUR).toISOString(),
    });
    expect(readLicenceToken(answer.token)!.payload.fp).toBe(playedAt);
    // a later report of an earlier play changes nothing: the first one counts
    clock.now = playedAt + 47 * HOUR;
    expect(
      (await sync(on('d1'), [{ id: licence.id, first_played_at: new Date(playedAt + HOUR).toISOString() }])).json().licences[0].state,
    ).toBe('active');
    clock.now = playedAt + 48 * HOUR;
    expect((await sync(on('d1'), [{ id: licence.id }])).json().licences[0]).toMatchObject({ state: 'expired', token: null });
  });

  it('revokes at the next sync once the plan is cancelled, and offers no more downloads', async () => {
    const { user, on } = await userOn('premium');
    const { licence } = (await download(on('d1'))).json();
    await database.db.insert(subscriptions).values({
      userId: user.id,
      productId: 1000003,
      tier: 'premium',
      status: 'cancelled',
      country: 'IN',
      currency: 'INR',
      priceMinor: 0,
      discountMinor: 0,
      taxMinor: 0,
      totalMinor: 0,
      currentPeriodEnd: new Date(clock.now + 20 * DAY),
      cancelledAt: new Date(clock.now),
    });
    expect((await sync(on('d1'), [{ id: licence.id }])).json().licences[0]).toMatchObject({
      state: 'revoked',
      reason: 'cancelled',
      token: null,
    });
    expect((await options(on('d1'))).json()).toMatchObject({ allowed: false, message: CANCELLED_MESSAGE });
    expect((await download(on('d1'))).statusCode).toBe(403);
  });

  it('revokes at the next sync once the plan has no downloads', async () => {
    const { user, on } = await userOn('premium');
    const { licence } = (await download(on('d1'))).json();
    await database.db.update(users).set({ activeUserPlan: 'plus' }).where(eq(users.id, user.id));
    expect((await sync(on('d1'), [{ id: licence.id }])).json().licences[0]).toMatchObject({ state: 'revoked', reason: 'plan' });
  });

  it('revokes what a browser holds once it signed out, and frees its device', async () => {
    const { on } = await userOn('premium');
    const held = [];
    for (let i = 0; i < DOWNLOAD_DEVICE_LIMIT; i += 1) held.push((await download(on(`browser-${i}`))).json().licence.id);
    expect((await download(on('one-more'))).statusCode).toBe(409);
    // browser-0 signed out: its next sync is a visitor's, with its device cookie
    const answer = (await sync('device_id=browser-0', [{ id: held[0] }])).json();
    expect(answer).toMatchObject({ user_id: null, licences: [{ id: held[0], state: 'revoked', reason: 'signed_out' }] });
    expect((await download(on('one-more'))).statusCode).toBe(200);
    // another browser cannot revoke what it does not hold, but learns it is not its own
    const other = (await sync('device_id=elsewhere', [{ id: held[1] }])).json();
    expect(other.licences[0]).toMatchObject({ state: 'revoked' });
    expect((await sync(on('browser-1'), [{ id: held[1] }])).json().licences[0].state).toBe('active');
  });
});
