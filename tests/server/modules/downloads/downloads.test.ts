import { createPublicKey, verify } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { assets, contents, media, subscriptions, users } from '@/server/db/schema';
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
import { makeDevice } from '../../../support/download-device';
import { DAY, HOUR, useDownloadsOrigin } from './downloads-origin';

// Downloads (issue 19): which plans download, and the licence rules: N titles per account, M
// devices, 30 days after download, 48 hours after the first play, renewed at each sync while
// online, revoked on cancel, on a plan without downloads and on sign-out; each rung is offered at
// the bytes its download stores. What makes a device: download-devices.test.ts.

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
    const payload = { uid: 'u', dev: 'key:here', win, fp: null, exp: win + DOWNLOAD_KEEP_DAYS * DAY };
    const device = { lastSeen: win, userId: 'u', deviceId: 'key:here', firstPlayedAt: null };
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
    // a licence copied to another browser does not play there
    expect(offlineVerdict(payload, { ...device, deviceId: 'key:elsewhere', now: win })).toMatchObject({ reason: 'other-device' });
  });
});

describe.each(testDatabases())('download licences on $name', (engine) => {
  const { origin, userOn, options, download, sync } = useDownloadsOrigin(engine);
  const { clock } = origin;

  /** The bytes of the media files a pack rung's playlist names: what a download of it stores. */
  async function packRungBytes(rung: string) {
    const folder = path.resolve('server/seed/media-pack/video/set-1', rung);
    const files = (await readFile(path.join(folder, 'index.m3u8'), 'utf8')).split('\n').filter((line) => line && !line.startsWith('#'));
    const sizes = await Promise.all(files.map(async (file) => (await stat(path.join(folder, file))).size));
    return sizes.reduce((sum, size) => sum + size, 0);
  }

  it.each([
    ['basic', false],
    ['mzaalo', false],
    ['plus', false],
    ['premium', true],
  ] as const)('offers %s the download (%s), each rung at the bytes its download stores', async (plan, allowed) => {
    const { cookie } = await userOn(plan);
    const answer = (await options(cookie)).json();
    expect(answer).toMatchObject({ allowed, message: allowed ? null : DOWNLOADS_PREMIUM_PROMPT });
    if (allowed) {
      // the catalogue lists the film at an hour or more; its media is what a download stores
      const [film] = await origin.database.db
        .select({ duration: contents.durationSeconds })
        .from(contents)
        .where(eq(contents.id, origin.films[0]));
      expect(film.duration).toBeGreaterThan(600);
      expect(answer.qualities.map((rung: { label: string }) => rung.label)).toEqual([
        'Low · 144p',
        'Medium · 240p',
        'High · 360p',
        'HD · 720p',
      ]);
      for (const [rung, name] of answer.qualities.map((option: { size_bytes: number }, n: number) => [
        option,
        ['low', 'med', 'high', 'hd'][n],
      ]))
        expect(rung.size_bytes).toBe(await packRungBytes(name));
      expect(answer.limits).toEqual({ titles: DOWNLOAD_TITLE_LIMIT, devices: DOWNLOAD_DEVICE_LIMIT, titles_used: 0, devices_used: 0 });
    } else {
      expect(answer.qualities).toEqual([]);
      const refused = await download(cookie, await makeDevice());
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ status_code: 'DOWNLOADS_NOT_INCLUDED', message: DOWNLOADS_PREMIUM_PROMPT });
    }
  });

  it('offers music videos and episodes like films, and refuses songs', async () => {
    const { cookie } = await userOn('premium');
    const firstOf = async (assetType: string) =>
      (
        await origin.database.db
          .select({ id: contents.id, kind: media.kind })
          .from(contents)
          .innerJoin(assets, eq(assets.id, contents.assetId))
          .innerJoin(media, eq(media.id, contents.mediaId))
          .where(eq(assets.assetType, assetType))
          .limit(1)
      )[0];
    for (const type of ['MUSIC VIDEO', 'TV SHOWS', 'ORIGINAL']) {
      const answer = (await options(cookie, (await firstOf(type)).id)).json();
      expect(answer.qualities.length, type).toBeGreaterThan(0);
    }
    const song = await firstOf('ALBUM');
    expect(song.kind).toBe('audio');
    const refused = await options(cookie, song.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Only films, episodes and videos can be downloaded.');
  });

  it('asks a visitor to sign in', async () => {
    expect((await options('device_id=v')).statusCode).toBe(401);
    expect((await download('device_id=v', await makeDevice())).statusCode).toBe(401);
  });

  it("signs a licence for the browser's key that the public key checks, playing 30 days, and remembers the quality chosen", async () => {
    // the media route checks URLs by the real clock
    clock.now = Date.now();
    const { user, cookie } = await userOn('premium');
    const device = await makeDevice();
    const offered = (await options(cookie)).json().qualities.at(-1);
    const answer = await download(cookie, device, origin.films[0], offered.quality);
    expect(answer.statusCode).toBe(200);
    const { licence, media: urls, title } = answer.json();
    expect(licence).toMatchObject({
      state: 'active',
      quality: offered.quality,
      expires_at: new Date(clock.now + 30 * DAY).toISOString(),
    });
    expect(urls).toMatchObject({ rung: 'hd', size_bytes: offered.size_bytes });
    expect(urls.master_url).toMatch(/^\/media\/s\/.+master(-\d+s)?\.m3u8$/);
    expect(title.content_id).toBe(origin.films[0]);
    const token = readLicenceToken(licence.token)!;
    expect(device.id).toMatch(/^key:[A-Za-z0-9_-]{43}$/);
    expect(token.payload).toMatchObject({ uid: user.id, dev: device.id, cid: origin.films[0], exp: clock.now + 30 * DAY });
    const key = (await origin.app.inject({ url: '/api/v2/downloads/key' })).json();
    const publicKey = createPublicKey({ key: key, format: 'jwk' });
    expect(
      verify('sha256', Buffer.from(token.signed), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(token.signature, 'base64url')),
    ).toBe(true);
    const tampered = Buffer.from(JSON.stringify({ ...token.payload, exp: token.payload.exp + DAY })).toString('base64url');
    expect(
      verify('sha256', Buffer.from(tampered), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(token.signature, 'base64url')),
    ).toBe(false);
    expect((await options(cookie)).json()).toMatchObject({ default_quality: offered.quality, limits: { titles_used: 1, devices_used: 1 } });
    // the rung's playlist, beside the signed master, plays under the session, as a play URL does
    const playlist = urls.master_url.replace(/master\.m3u8$/, 'hd/index.m3u8');
    expect((await origin.app.inject({ url: playlist, headers: { cookie } })).statusCode).toBe(200);
  });

  it(`keeps at most ${DOWNLOAD_TITLE_LIMIT} titles per account; a deleted one frees its place`, async () => {
    const { cookie } = await userOn('premium');
    const device = await makeDevice();
    const ids: string[] = [];
    for (const film of origin.films.slice(0, DOWNLOAD_TITLE_LIMIT)) {
      const answer = await download(cookie, device, film);
      expect(answer.statusCode).toBe(200);
      ids.push(answer.json().licence.id);
    }
    // the same title again on the same device is the same licence
    expect((await download(cookie, device, origin.films[0])).json().licence.id).toBe(ids[0]);
    const refused = await download(cookie, device, origin.films[DOWNLOAD_TITLE_LIMIT]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status_code: 'DOWNLOAD_LIMIT',
      message: `You have ${DOWNLOAD_TITLE_LIMIT} downloads, the most an account can keep at once. Delete one to download another.`,
    });
    expect(
      (await origin.app.inject({ method: 'DELETE', url: `/api/v2/secured/downloads/licences/${ids[0]}`, headers: { cookie } })).statusCode,
    ).toBe(200);
    expect((await download(cookie, device, origin.films[DOWNLOAD_TITLE_LIMIT])).statusCode).toBe(200);
  });

  it(`keeps downloads on at most ${DOWNLOAD_DEVICE_LIMIT} devices, even when they all ask at once`, async () => {
    const { cookie } = await userOn('premium');
    const devices = await Promise.all(Array.from({ length: DOWNLOAD_DEVICE_LIMIT + 3 }, () => makeDevice()));
    const answers = await Promise.all(devices.map((device) => download(`${cookie}; device_id=${device.id.slice(-8)}`, device)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(DOWNLOAD_DEVICE_LIMIT);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      status_code: 'DOWNLOAD_DEVICES',
      message: `Your downloads are on ${DOWNLOAD_DEVICE_LIMIT} devices, the most an account can use. Delete the downloads on one of them to download here.`,
    });
    // a device that holds one already downloads more
    const holder = devices[answers.findIndex((answer) => answer.statusCode === 200)];
    expect((await download(cookie, holder, origin.films[1])).statusCode).toBe(200);
  });

  it('expires 30 days after the download when the device stays offline, and renews at each sync while online', async () => {
    const { cookie } = await userOn('premium');
    const device = await makeDevice();
    const { licence } = (await download(cookie, device)).json();
    clock.now += 10 * DAY;
    const renewed = (await sync(cookie, device, [{ id: licence.id }])).json();
    expect(renewed.server_time).toBe(new Date(clock.now).toISOString());
    expect(renewed.licences[0]).toMatchObject({ state: 'active', expires_at: new Date(clock.now + 30 * DAY).toISOString() });
    expect(readLicenceToken(renewed.licences[0].token)!.payload.win).toBe(clock.now);
    clock.now += 30 * DAY;
    const expired = (await sync(cookie, device, [{ id: licence.id }])).json().licences[0];
    expect(expired).toMatchObject({ state: 'expired', token: null });
    // an expired title no longer counts, and downloading it again renews it in place
    expect((await options(cookie)).json().limits.titles_used).toBe(0);
    const again = (await download(cookie, device)).json().licence;
    expect(again).toMatchObject({ id: licence.id, state: 'active', first_played_at: null });
  });

  it('expires 48 hours after the first play the device reports, and keeps that clock through renewals', async () => {
    const { cookie } = await userOn('premium');
    const device = await makeDevice();
    const { licence } = (await download(cookie, device)).json();
    const playedAt = clock.now + 2 * DAY;
    clock.now += 3 * DAY;
    const answer = (await sync(cookie, device, [{ id: licence.id, first_played_at: new Date(playedAt).toISOString() }])).json().licences[0];
    expect(answer).toMatchObject({
      state: 'active',
      first_played_at: new Date(playedAt).toISOString(),
      expires_at: new Date(playedAt + 48 * HOUR).toISOString(),
    });
    expect(readLicenceToken(answer.token)!.payload.fp).toBe(playedAt);
    // a later report of an earlier play changes nothing: the first one counts
    clock.now = playedAt + 47 * HOUR;
    expect(
      (await sync(cookie, device, [{ id: licence.id, first_played_at: new Date(playedAt + HOUR).toISOString() }])).json().licences[0].state,
    ).toBe('active');
    clock.now = playedAt + 48 * HOUR;
    expect((await sync(cookie, device, [{ id: licence.id }])).json().licences[0]).toMatchObject({ state: 'expired', token: null });
  });

  it('revokes at the next sync once the plan is cancelled, and offers no more downloads', async () => {
    const { user, cookie } = await userOn('premium');
    const device = await makeDevice();
    const { licence } = (await download(cookie, device)).json();
    await origin.database.db.insert(subscriptions).values({
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
    expect((await sync(cookie, device, [{ id: licence.id }])).json().licences[0]).toEqual({
      id: licence.id,
      state: 'revoked',
      reason: 'cancelled',
      token: null,
    });
    expect((await options(cookie)).json()).toMatchObject({ allowed: false, message: CANCELLED_MESSAGE });
    expect((await download(cookie, device)).statusCode).toBe(403);
  });

  it('revokes at the next sync once the plan has no downloads', async () => {
    const { user, cookie } = await userOn('premium');
    const device = await makeDevice();
    const { licence } = (await download(cookie, device)).json();
    await origin.database.db.update(users).set({ activeUserPlan: 'plus' }).where(eq(users.id, user.id));
    expect((await sync(cookie, device, [{ id: licence.id }])).json().licences[0]).toMatchObject({ state: 'revoked', reason: 'plan' });
  });

  it('revokes what a browser holds once it signed out, and frees its device', async () => {
    const { cookie } = await userOn('premium');
    const browsers = await Promise.all(Array.from({ length: DOWNLOAD_DEVICE_LIMIT }, () => makeDevice()));
    const held = [];
    for (const browser of browsers) held.push((await download(cookie, browser)).json().licence.id);
    expect((await download(cookie, await makeDevice())).statusCode).toBe(409);
    // the first browser signed out: its next sync is a visitor's, with its own key
    const answer = (await sync('device_id=browser-0', browsers[0], [{ id: held[0] }])).json();
    expect(answer).toMatchObject({ user_id: null, licences: [{ id: held[0], state: 'revoked', reason: 'signed_out' }] });
    expect((await download(cookie, await makeDevice())).statusCode).toBe(200);
  });
});
