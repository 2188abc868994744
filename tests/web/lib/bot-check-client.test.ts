import { createHash } from 'node:crypto';
import { leadingZeroBits as serverBits } from '@/server/platform/bot-check';
import { leadingZeroBits, solveChallenge } from '@/lib/bot-check-client';

vi.mock('@/lib/api/client', () => ({ api: { get: vi.fn() } }));

// The browser's proof-of-work solver must satisfy the origin's check.

describe('proof-of-work solver', () => {
  it('finds a token whose SHA-256 starts with the asked number of zero bits', async () => {
    const token = await solveChallenge('1800000000.10.abc.sig', 10);
    expect(token.startsWith('1800000000.10.abc.sig:')).toBe(true);
    expect(serverBits(createHash('sha256').update(token).digest())).toBeGreaterThanOrEqual(10);
  });

  it.each([
    [[0xff], 0],
    [[0x00, 0x80], 8],
    [[0x00, 0x00, 0x01], 23],
    [[0x0f, 0xff], 4],
  ])('counts the leading zero bits of %j as %i', (bytes, bits) => {
    expect(leadingZeroBits(Uint8Array.from(bytes))).toBe(bits);
    expect(serverBits(Buffer.from(bytes))).toBe(bits);
  });
});
