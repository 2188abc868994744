import { eq } from 'drizzle-orm';
import { downloadLicences } from '@/server/db/schema';
import { DOWNLOAD_DEVICE_LIMIT } from '@/contract/entitlements';
import { readLicenceToken } from '@/contract/download-licence';
import { CHALLENGE_TTL_SECONDS, PROOF_FAILED } from '@/server/modules/downloads/device-proof';
import { testDatabases } from '../../../support/databases';
import { makeDevice } from '../../../support/download-device';
import { DAY, useDownloadsOrigin } from './downloads-origin';

// What makes a download's device (issue 46): the browser's own key, proved at every licence and
// sync call by its signature over a fresh challenge of the origin's, never its device cookie; a
// sync tells a browser that does not hold a licence nothing of it; licences issued to a device
// cookie before keys pass to the first key that syncs them from that browser.

describe.each(testDatabases())('download devices on $name', (engine) => {
  const { origin, userOn, options, download, sync } = useDownloadsOrigin(engine);
  const { clock } = origin;

  it("counts browsers by their keys: a copied device cookie does not share the first browser's place", async () => {
    const { cookie } = await userOn('premium');
    // every browser below sends the first one's cookies, its device cookie too
    const copied = `${cookie}; device_id=the-first-browser`;
    const browsers = await Promise.all(Array.from({ length: DOWNLOAD_DEVICE_LIMIT + 1 }, () => makeDevice()));
    const first = (await download(copied, browsers[0])).json().licence;
    for (const browser of browsers.slice(1, DOWNLOAD_DEVICE_LIMIT)) {
      const answer = (await download(copied, browser)).json();
      // a licence of its own, not the first browser's
      expect(answer.licence.id).not.toBe(first.id);
      expect(readLicenceToken(answer.licence.token)!.payload.dev).toBe(browser.id);
    }
    const refused = await download(copied, browsers[DOWNLOAD_DEVICE_LIMIT]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().status_code).toBe('DOWNLOAD_DEVICES');
    expect((await options(copied)).json().limits.devices_used).toBe(DOWNLOAD_DEVICE_LIMIT);
    // nor can a copy renew or end the first browser's licence
    expect((await sync(copied, browsers[1], [{ id: first.id }])).json().licences).toEqual([
      { id: first.id, state: 'revoked', reason: 'signed_out', token: null },
    ]);
    expect((await sync(copied, browsers[0], [{ id: first.id }])).json().licences[0]).toMatchObject({ id: first.id, state: 'active' });
  });

  it('refuses a licence or a sync whose device proof does not hold', async () => {
    const { cookie } = await userOn('premium');
    const device = await makeDevice();
    const call = (url: string, payload: object) => origin.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    const licence = (extra: object) => call('/api/v2/secured/downloads/licences', { content_id: origin.films[0], quality: 1, ...extra });
    const challenge = async () => (await call('/api/v2/downloads/challenge', {})).json().challenge as string;

    // no proof: a browser must send one
    expect((await licence({})).statusCode).toBe(400);
    expect((await call('/api/v2/downloads/sync', { licences: [] })).statusCode).toBe(400);
    // another key's signature over our challenge
    const other = await makeDevice();
    const borrowed = { ...(await other.prove(await challenge())), key: device.key };
    expect((await licence({ device: borrowed })).json()).toMatchObject({ status_code: 'DEVICE_PROOF', message: PROOF_FAILED });
    // a challenge of the browser's own making
    const made = await device.prove(`${Math.floor(clock.now / 1000) + 60}.made-up.signature`);
    expect((await licence({ device: made })).statusCode).toBe(403);
    // a proof used twice
    const once = await device.prove(await challenge());
    expect((await licence({ device: once })).statusCode).toBe(200);
    expect((await licence({ device: once })).json()).toMatchObject({ status_code: 'DEVICE_PROOF' });
    // a challenge past its two minutes
    const stale = await device.prove(await challenge());
    clock.now += (CHALLENGE_TTL_SECONDS + 1) * 1000;
    expect((await licence({ device: stale })).json()).toMatchObject({
      status_code: 'DEVICE_PROOF_EXPIRED',
      message: 'This download check took too long. Please try again.',
    });
  });

  it('tells a browser that does not hold a licence nothing of it, and leaves it to its holder', async () => {
    const { cookie } = await userOn('premium');
    const holder = await makeDevice();
    const { licence } = (await download(cookie, holder)).json();
    const someoneElse = (await userOn('premium')).cookie;
    const nothingOf = [{ id: licence.id, state: 'revoked', reason: 'signed_out', token: null }];
    // a visitor, another account and another browser of the same account, each with a key of its own
    for (const asker of ['device_id=elsewhere', someoneElse, cookie]) {
      const answer = (await sync(asker, await makeDevice(), [{ id: licence.id }])).json();
      expect(answer.licences).toEqual(nothingOf);
    }
    const own = (await sync(cookie, holder, [{ id: licence.id }])).json().licences;
    expect(own).toMatchObject([{ id: licence.id, state: 'active', content_id: origin.films[0] }]);
  });

  it('binds a licence issued to a device cookie before keys to the first key that syncs it from that browser', async () => {
    const { user, profile, cookie } = await userOn('premium');
    const at = new Date(clock.now);
    const [legacy] = await origin.database.db
      .insert(downloadLicences)
      .values({
        userId: user.id,
        profileId: profile.id,
        deviceId: 'an-old-device-cookie',
        contentId: origin.films[2],
        quality: 1,
        downloadedAt: at,
        windowStart: at,
        expiresAt: new Date(clock.now + 30 * DAY),
      })
      .returning();
    const browser = await makeDevice();
    const copy = await makeDevice();
    // another cookie does not take it
    expect((await sync(`${cookie}; device_id=another`, copy, [{ id: legacy.id }])).json().licences[0].state).toBe('revoked');
    const answer = (await sync(`${cookie}; device_id=an-old-device-cookie`, browser, [{ id: legacy.id }])).json().licences[0];
    expect(answer).toMatchObject({ id: legacy.id, state: 'active' });
    expect(readLicenceToken(answer.token)!.payload.dev).toBe(browser.id);
    // once bound, a copy of the old cookie on another browser is not its holder
    expect((await sync(`${cookie}; device_id=an-old-device-cookie`, copy, [{ id: legacy.id }])).json().licences[0].state).toBe('revoked');
    expect((await sync(cookie, browser, [{ id: legacy.id }])).json().licences[0].state).toBe('active');

    // one the browser holds when it has signed out ends, as a sign-out always ended them
    const [signedOut] = await origin.database.db
      .insert(downloadLicences)
      .values({ ...legacy, id: undefined, contentId: origin.films[3] })
      .returning();
    expect((await sync('device_id=an-old-device-cookie', await makeDevice(), [{ id: signedOut.id }])).json().licences[0]).toEqual({
      id: signedOut.id,
      state: 'revoked',
      reason: 'signed_out',
      token: null,
    });
    const [row] = await origin.database.db.select().from(downloadLicences).where(eq(downloadLicences.id, signedOut.id));
    expect(row.revokeReason).toBe('signed_out');
  });
});
