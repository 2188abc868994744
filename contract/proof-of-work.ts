// The proof-of-work bot check's rule (README "Bot check"), which the browser solves and the
// origin checks: a token 'challenge:nonce' passes when its SHA-256 starts with the challenge's
// number of zero bits.

/** The token the browser sends for a nonce it tried. */
export const proofOfWorkToken = (challenge: string, nonce: number): string => `${challenge}:${nonce}`;

/** The number of leading zero bits of a digest. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
