import { createLicenceSigner } from '@/server/modules/downloads/licence-signing';
import { checkDownload } from '@/lib/downloads/licence-check';
import { quotaProblem } from '@/lib/downloads/manager';
import type { DownloadRecord } from '@/lib/downloads/local-db';
import { clockAfterSync, licenceExpiry } from '@/contract/download-licence';

// The browser's offline check against the origin's signature (issue 19): a licence the origin
// signed plays until its expiry by the device clock; a changed one, or one checked with another
// key, does not. And the message when the browser's storage is short.

const HOUR = 3_600_000;
const signer = createLicenceSigner('a signing secret for these tests');
const win = Date.UTC(2026, 5, 1);

function recordWith(token: string): DownloadRecord {
  return {
    id: 'licence-1',
    userId: 'user-1',
    contentId: 7,
    assetId: 3,
    title: 'A film',
    contentTitle: 'A film',
    assetType: 'MOVIE',
    duration: 60,
    link: '/movie/watch/3/a-film',
    quality: 2,
    qualityLabel: 'Medium · 240p',
    sizeBytes: 1,
    bytesDone: 1,
    filesDone: 1,
    filesTotal: 1,
    status: 'complete',
    error: null,
    token,
    downloadedAt: new Date(win).toISOString(),
    expiresAt: new Date(licenceExpiry(win, null)).toISOString(),
    firstPlayedAt: null,
    localFirstPlayedAt: null,
    expired: false,
    position: 0,
    positionReported: true,
    createdAt: win,
  };
}

const token = signer.sign({
  v: 1,
  lid: 'licence-1',
  uid: 'user-1',
  dev: 'key:this-browser',
  cid: 7,
  win,
  fp: null,
  iat: win,
  exp: licenceExpiry(win, null),
});
const facts = { publicKey: signer.publicKey, userId: 'user-1', lastSeen: win, clockOffset: 0, deviceId: 'key:this-browser' };

describe('the offline check of a download', () => {
  it('plays a licence the origin signed, until it expires by the device clock', async () => {
    expect(await checkDownload(recordWith(token), facts, win + HOUR)).toMatchObject({ playable: true });
    expect(await checkDownload(recordWith(token), facts, win + 30 * 24 * HOUR)).toMatchObject({ playable: false, reason: 'expired' });
    // the first play here starts the 48 hours before the origin has heard of it
    const played = { ...recordWith(token), localFirstPlayedAt: win + HOUR };
    expect(await checkDownload(played, facts, win + 50 * HOUR)).toMatchObject({ playable: false, reason: 'expired' });
  });

  it('refuses a licence changed on the device, or signed with another key', async () => {
    const [body, signature] = token.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const longer = Buffer.from(JSON.stringify({ ...payload, exp: payload.exp + 365 * 24 * HOUR })).toString('base64url');
    expect(await checkDownload(recordWith(`${longer}.${signature}`), facts, win + HOUR)).toMatchObject({
      playable: false,
      reason: 'unsigned',
    });
    const otherKey = createLicenceSigner('another secret').publicKey;
    expect(await checkDownload(recordWith(token), { ...facts, publicKey: otherKey }, win + HOUR)).toMatchObject({ playable: false });
    expect(await checkDownload(recordWith(token), { ...facts, publicKey: null }, win + HOUR)).toMatchObject({ playable: false });
  });

  it("refuses it in another browser, whose download key is not the licence's", async () => {
    expect(await checkDownload(recordWith(token), { ...facts, deviceId: 'key:another-browser' }, win + HOUR)).toMatchObject({
      playable: false,
      reason: 'other-device',
    });
    expect(await checkDownload(recordWith(token), { ...facts, deviceId: null }, win + HOUR)).toMatchObject({ reason: 'other-device' });
  });
});

describe("the device's clock", () => {
  it('once ahead, locks the downloads only until a sync sets it right by the origin', async () => {
    // the clock read 10 hours ahead while the app ran, then was put right
    const ahead = { ...facts, lastSeen: win + 10 * HOUR };
    const now = win + HOUR;
    expect(await checkDownload(recordWith(token), ahead, now)).toMatchObject({ playable: false, reason: 'clock' });
    // online: the sync's answer carries the origin's time
    const synced = { ...ahead, ...clockAfterSync(now, now - 200, now) };
    expect(await checkDownload(recordWith(token), synced, now)).toMatchObject({ playable: true });
    // offline again, a clock set back before what the sync saw still does not play
    expect(await checkDownload(recordWith(token), synced, now - 2 * HOUR)).toMatchObject({ playable: false, reason: 'clock' });
  });

  it('running behind or ahead of the origin, goes by the distance the sync found', async () => {
    const serverNow = win + 2 * HOUR;
    // this device's clock reads 3 hours behind the origin's
    const behind = { ...facts, ...clockAfterSync(serverNow, serverNow - 3 * HOUR, serverNow - 3 * HOUR) };
    expect(await checkDownload(recordWith(token), behind, serverNow - 3 * HOUR + 60_000)).toMatchObject({ playable: true });
    // and its expiry comes by the origin's time, not three hours late
    const expiry = licenceExpiry(win, null);
    expect(await checkDownload(recordWith(token), behind, expiry - 3 * HOUR)).toMatchObject({ playable: false, reason: 'expired' });
  });
});

describe('the storage check before a download', () => {
  it.each([
    [50_000_000, { usage: 0, quota: 1_000_000_000 }, null],
    // the page words it in the visitor's language (the downloads catalogue's progress.problems.quota)
    [50_000_000, { usage: 960_000_000, quota: 1_000_000_000 }, { code: 'quota', needBytes: 50_000_000, freeBytes: 40_000_000 }],
    [50_000_000, { usage: 0, quota: 0 }, null],
  ])('%i bytes with %o', (bytes, estimate, problem) => {
    expect(quotaProblem(bytes, estimate)).toEqual(problem);
  });
});
