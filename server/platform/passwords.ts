import { hash, verify } from '@node-rs/argon2';

// Password hashing (ARCHITECTURE.md "Identity and access"): argon2id at OWASP's minimum of
// 19 MiB memory and 2 iterations; about 70 ms per hash on this kind of machine.
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id, a const enum */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password or a malformed stored hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
