import { createMediaSigner } from '@/server/platform/media-signing';

const signer = createMediaSigner('a-test-secret-of-enough-length');
const now = Date.UTC(2026, 10, 23, 10, 0, 0);
const tokenOf = (url: string) => url.split('/')[3];

describe('signed media URLs', () => {
  const master = signer.signMediaPath({
    path: 'video/set-2/master.m3u8',
    depth: 2,
    expiresAt: now + 60_000,
    binding: { kind: 'd', deviceId: 'dev-1' },
  });

  it('have the /media/s/{token}/{path} shape', () => {
    expect(master).toMatch(/^\/media\/s\/\d+\.d\.2\.[A-Za-z0-9_-]{32}\/video\/set-2\/master\.m3u8$/);
  });

  it.each([
    ['the master', 'video/set-2/master.m3u8', { deviceId: 'dev-1' }, now, true],
    ['a variant in the same folder', 'video/set-2/hd/index.m3u8', { deviceId: 'dev-1' }, now, true],
    ['a segment in the same folder', 'video/set-2/low/seg-003.ts', { deviceId: 'dev-1' }, now, true],
    ['another folder', 'video/set-3/master.m3u8', { deviceId: 'dev-1' }, now, false],
    ['another device', 'video/set-2/master.m3u8', { deviceId: 'dev-2' }, now, false],
    ['no device', 'video/set-2/master.m3u8', {}, now, false],
    ['after expiry', 'video/set-2/master.m3u8', { deviceId: 'dev-1' }, now + 61_000, false],
  ])('grant %s: %s', (_name, path, credentials, at, expected) => {
    expect(signer.verifyMediaToken(tokenOf(master), path, credentials, at)).toBe(expected);
  });

  it('refuse a changed signature, expiry or binding kind', () => {
    const token = tokenOf(master);
    const [exp, kind, depth, sig] = token.split('.');
    const flipped = sig[0] === 'a' ? `b${sig.slice(1)}` : `a${sig.slice(1)}`;
    for (const forged of [
      `${exp}.${kind}.${depth}.${flipped}`,
      `${Number(exp) + 3600}.${kind}.${depth}.${sig}`,
      `${exp}.p.${depth}.${sig}`,
      `${exp}.${kind}.1.${sig}`,
      'garbage',
    ]) {
      expect(signer.verifyMediaToken(forged, 'video/set-2/master.m3u8', { deviceId: 'dev-1' }, now)).toBe(false);
    }
  });

  it("bind a lease's grant to the session and the lease it names", () => {
    const leaseId = '6f1c3a52-8a0e-4c1b-9d2e-3b7f0c9a1d44';
    const token = signer.grantToken({
      path: 'video/set-2/master.m3u8',
      depth: 2,
      expiresAt: now + 120_000,
      binding: { kind: 'l', authToken: 'tok-A', leaseId },
    });
    expect(token).toMatch(new RegExp(`^\\d+\\.l\\.2\\.${leaseId}\\.[A-Za-z0-9_-]{32}$`));
    expect(signer.verifyMediaToken(token, 'video/set-2/hd/seg-001.ts', { authToken: 'tok-A' }, now)).toBe(true);
    expect(signer.verifyMediaToken(token, 'video/set-2/hd/seg-001.ts', { authToken: 'tok-B' }, now)).toBe(false);
    expect(signer.verifyMediaToken(token, 'video/set-2/hd/seg-001.ts', {}, now)).toBe(false);
    expect(signer.verifyMediaToken(token, 'video/set-2/hd/seg-001.ts', { authToken: 'tok-A' }, now + 121_000)).toBe(false);
    // another lease's id in the same token, or the lease taken out, breaks it
    const otherLease = token.replace(leaseId, '00000000-0000-4000-8000-000000000000');
    expect(signer.verifyMediaToken(otherLease, 'video/set-2/hd/seg-001.ts', { authToken: 'tok-A' }, now)).toBe(false);
    const withoutLease = token.replace(`${leaseId}.`, '');
    expect(signer.verifyMediaToken(withoutLease, 'video/set-2/hd/seg-001.ts', { authToken: 'tok-A' }, now)).toBe(false);
  });

  it("refuse an ended lease's grant before it expires, and only that lease's", () => {
    const ended = new Set(['6f1c3a52-8a0e-4c1b-9d2e-3b7f0c9a1d44']);
    const revoking = createMediaSigner('a-test-secret-of-enough-length', { isRevoked: (id) => ended.has(id) });
    const grant = (leaseId: string) =>
      revoking.grantToken({
        path: 'video/set-2/master.m3u8',
        depth: 2,
        expiresAt: now + 120_000,
        binding: { kind: 'l', authToken: 'tok-A', leaseId },
      });
    const check = (token: string) => revoking.verifyMediaToken(token, 'video/set-2/hd/seg-001.ts', { authToken: 'tok-A' }, now);
    expect(check(grant('6f1c3a52-8a0e-4c1b-9d2e-3b7f0c9a1d44'))).toBe(false);
    expect(check(grant('00000000-0000-4000-8000-000000000000'))).toBe(true);
    // a session's or a device's grant names no lease
    expect(revoking.verifyMediaToken(tokenOf(master), 'video/set-2/hd/seg-001.ts', { deviceId: 'dev-1' }, now)).toBe(true);
  });

  it('bind a session grant to the auth cookie', () => {
    const url = signer.signMediaPath({
      path: 'audio/set-1/index.m3u8',
      depth: 2,
      expiresAt: now + 60_000,
      binding: { kind: 's', authToken: 'tok-A' },
    });
    expect(signer.verifyMediaToken(tokenOf(url), 'audio/set-1/index.m3u8', { authToken: 'tok-A' }, now)).toBe(true);
    expect(signer.verifyMediaToken(tokenOf(url), 'audio/set-1/index.m3u8', { authToken: 'tok-B', deviceId: 'x' }, now)).toBe(false);
  });

  it('are absolute on the media address when one is set, and verify alike', () => {
    const edge = createMediaSigner('a-test-secret-of-enough-length', { baseUrl: 'https://media.example.in' });
    const url = edge.signMediaPath({ path: 'video/set-2/master.m3u8', depth: 2, expiresAt: now + 60_000, binding: { kind: 'p' } });
    expect(url).toMatch(/^https:\/\/media\.example\.in\/media\/s\/\d+\.p\.2\.[A-Za-z0-9_-]{32}\/video\/set-2\/master\.m3u8$/);
    const token = new URL(url).pathname.split('/')[3];
    expect(signer.verifyMediaToken(token, 'video/set-2/hd/index.m3u8', {}, now)).toBe(true);
  });

  it('refuse a token signed with another secret', () => {
    const other = createMediaSigner('another-secret-of-enough-length');
    expect(other.verifyMediaToken(tokenOf(master), 'video/set-2/master.m3u8', { deviceId: 'dev-1' }, now)).toBe(false);
  });
});
