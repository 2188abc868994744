import { createHash } from 'node:crypto';

/** SHA-256 of a secret token: sessions, codes and media bindings are stored and compared as this. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
