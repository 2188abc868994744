import { createHash } from 'node:crypto';
import { leadingZeroBits } from '@/contract/proof-of-work';
import { solveChallenge } from '@/lib/bot-check-client';

vi.mock('@/lib/api/client', () => ({ api: { get: vi.fn() } }));

// The browser's proof-of-work solver must satisfy the origin's check (contract/proof-of-work.ts).

describe('proof-of-work solver', () => {
  it('finds a token whose SHA-256 starts with the asked number of zero bits', async () => {
    const token = await solveChallenge('1800000000.10.abc.sig', 10);
    expect(token.startsWith('1800000000.10.abc.sig:')).toBe(true);
    expect(leadingZeroBits(createHash('sha256').update(token).digest())).toBeGreaterThanOrEqual(10);
  });
});
