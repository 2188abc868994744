import { leadingZeroBits, proofOfWorkToken } from '@/contract/proof-of-work';

// The proof-of-work rule both the browser's solver and the origin's check apply.

describe('leadingZeroBits', () => {
  it.each([
    [[0xff], 0],
    [[0x00, 0x80], 8],
    [[0x00, 0x00, 0x01], 23],
    [[0x0f, 0xff], 4],
    [[0x00, 0x00], 16],
  ])('counts the leading zero bits of %j as %i', (bytes, bits) => {
    expect(leadingZeroBits(Uint8Array.from(bytes))).toBe(bits);
    expect(leadingZeroBits(Buffer.from(bytes))).toBe(bits);
  });
});

describe('proofOfWorkToken', () => {
  it('joins the challenge and the nonce as the origin splits them (at the last colon)', () => {
    const token = proofOfWorkToken('1800000000.10.abc.sig', 42);
    expect(token).toBe('1800000000.10.abc.sig:42');
    expect(token.slice(0, token.lastIndexOf(':'))).toBe('1800000000.10.abc.sig');
  });
});
