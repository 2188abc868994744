import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRevocationMarkers } from '@/server/platform/media-revocations';

// The ended leases' markers that the origin's media route and the nginx edge read.

describe('revocation markers', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'chalchitra-revocations-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const ended = '6f1c3a52-8a0e-4c1b-9d2e-3b7f0c9a1d44';
  const playing = '00000000-0000-4000-8000-000000000000';

  it('mark an ended lease, as a file named by its id, and no other', async () => {
    const markers = createRevocationMarkers(path.join(dir, 'fresh'));
    await markers.mark([ended]);
    expect(markers.has(ended)).toBe(true);
    expect(markers.has(playing)).toBe(false);
    expect(await readdir(path.join(dir, 'fresh'))).toEqual([ended]);
  });

  it('never name a file outside the directory', async () => {
    const markers = createRevocationMarkers(dir);
    await markers.mark(['../escaped-marker-of-36-characters-x', ended.toUpperCase()]);
    expect(await readdir(dir)).toEqual([]);
    expect(await readdir(os.tmpdir())).not.toContain('escaped-marker-of-36-characters-x');
    expect(markers.has('../../etc/passwd')).toBe(false);
  });

  it('forget the markers older than a grant can live, and keep the newer', async () => {
    const markers = createRevocationMarkers(dir);
    await markers.mark([ended, playing]);
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await utimes(path.join(dir, ended), longAgo, longAgo);
    await markers.forget(Date.now() - 3 * 60_000);
    expect(markers.has(ended)).toBe(false);
    expect(markers.has(playing)).toBe(true);
  });
});
