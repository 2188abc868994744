import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRevocationMarkers } from '@/server/platform/media-revocations';
import { createRevocationSync } from '@/server/modules/streams/streams.revocations';

// Each origin copies the leases that ended into the markers its media route and the edge read, and
// keeps each while a grant of its lease could still be live: a native HLS player's lasts hours.

describe('the revocation sync', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'chalchitra-revocation-sync-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const ended = '6f1c3a52-8a0e-4c1b-9d2e-3b7f0c9a1d44';

  it('marks what ended and keeps it as long as the longest grant lives, then forgets it', async () => {
    const clock = { now: Date.now() };
    const rows = [{ leaseId: ended, revokedAt: new Date(clock.now) }];
    const forgotten: Date[] = [];
    const repository = {
      endedSince: async (since: Date) => rows.filter((row) => row.revokedAt >= since),
      forgetEnded: async (before: Date) => {
        forgotten.push(before);
      },
    };
    const markers = createRevocationMarkers(dir);
    const sync = createRevocationSync({
      repository,
      markers,
      longestGrantSeconds: 4 * 3600,
      onError: () => undefined,
      now: () => clock.now,
    });
    await sync.sync();
    expect(markers.has(ended)).toBe(true);

    // three minutes on, a native player's four-hour grant may still be live: the mark stays
    clock.now += 3 * 60_000;
    await sync.sync();
    expect(markers.has(ended)).toBe(true);

    // past the longest grant, the mark and the row go
    clock.now += 4 * 3600_000;
    await sync.sync();
    expect(markers.has(ended)).toBe(false);
    expect(forgotten.at(-1)!.getTime()).toBe(clock.now - (4 * 3600 + 60) * 1000);
    await sync.close();
  });
});
