import 'fake-indexeddb/auto';
import { createDownloadManager } from '@/lib/downloads/manager';
import { getDownload, NO_FACTS, putDownload, type DownloadRecord } from '@/lib/downloads/local-db';
import { checkDownload } from '@/lib/downloads/licence-check';
import { readSummary } from '@/lib/downloads/summary';

// A browser shared by the profiles of one account (issue 49): the sync names a download another
// profile's ('other_profile'); its files stay, but this profile neither lists nor plays it, until
// that profile's sync names it held again.

const { syncLicences } = vi.hoisted(() => ({ syncLicences: vi.fn() }));
vi.mock('@/lib/api/downloads', () => ({ syncLicences, requestLicence: vi.fn(), releaseLicence: vi.fn() }));
vi.mock('@/lib/downloads/device-key', () => ({ proveDevice: vi.fn(async () => ({ key_id: 'k', signature: 's' })) }));
vi.mock('@/lib/api/playback-client', () => ({ saveProgress: vi.fn(async () => undefined) }));

const ID = '0b9c3c1e-7d5e-4c4a-9f43-3b1f2a9d8e01';
const stored = {
  id: ID,
  userId: 'u-1',
  contentId: 7,
  title: 'Chhota Bheem',
  status: 'complete',
  token: 'payload.signature',
  expiresAt: '2027-01-01T00:00:00Z',
  positionReported: true,
  position: 0,
} as DownloadRecord;
const sync = (licence: object) => ({
  status: 'success',
  user_id: 'u-1',
  licences: [licence],
  public_key: { kty: 'EC', crv: 'P-256', x: 'x', y: 'y', kid: 'k' },
  limits: null,
  server_time: new Date().toISOString(),
});
const held = {
  id: ID,
  content_id: 7,
  state: 'active',
  downloaded_at: '2026-12-01T00:00:00Z',
  first_played_at: null,
  expires_at: '2027-01-01T00:00:00Z',
  token: 'payload.signature',
};

describe("another profile's download", () => {
  it('is kept but neither listed nor played, and comes back when its profile syncs it again', async () => {
    await putDownload(stored);
    const changed = vi.fn();
    const manager = createDownloadManager({ changed, dropped: vi.fn(), factsChanged: vi.fn() });

    syncLicences.mockResolvedValueOnce(sync({ id: ID, state: 'other_profile', token: null }));
    await manager.sync();
    const kept = await getDownload(ID);
    expect(kept).toMatchObject({ id: ID, status: 'complete', otherProfile: true, token: 'payload.signature' });
    expect(changed).toHaveBeenLastCalledWith(expect.objectContaining({ otherProfile: true }));
    expect(readSummary()).toEqual([]);
    expect(await checkDownload(kept!, NO_FACTS)).toMatchObject({ playable: false, reason: 'other-profile' });

    syncLicences.mockResolvedValueOnce(sync(held));
    await manager.sync();
    expect(await getDownload(ID)).toMatchObject({ otherProfile: false });
    expect(readSummary()).toEqual([{ id: ID, contentId: 7, status: 'complete' }]);
  });
});
