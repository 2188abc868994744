import { hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The secrets of an install whose environment names none of its own (`npm start` on a fresh
// checkout). The first start writes one random seed into the data directory, readable by its
// owner only; every secret is derived from it by name (HKDF-SHA256), so each process on that data
// directory (npm start's origin and commands, the cluster's two origins) derives the same values,
// and a secret a later version needs comes without rewriting the file.

const SEED_BYTES = 32;
const SEED = /^[A-Za-z0-9_-]{43}$/;

function readSeed(file: string): Buffer {
  const text = readFileSync(file, 'utf8').trim();
  if (!SEED.test(text)) throw new Error(`${file} holds no install secret: remove it to make a new one (signed URLs and licences change)`);
  // a copy restored with looser permissions is made private again
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return Buffer.from(text, 'base64url');
}

/**
 * The install's seed, made on first use. Several processes may start at once: each writes its own
 * seed to a file of its own and hard-links it into place, which succeeds for exactly one of them
 * and shows the file whole or not at all; the others read the one that won.
 */
export function installSeed(file: string): Buffer {
  try {
    return readSeed(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(SEED_BYTES).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readSeed(file);
}

/** The install's secret called `name`: 64 hex digits, the same for every process that reads the seed. */
export function deriveSecret(seed: Buffer, name: string): string {
  return Buffer.from(hkdfSync('sha256', seed, 'chalchitra install', name, 32)).toString('hex');
}
