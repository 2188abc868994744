import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../../platform/config';
import { createMediaStorage, isSafeKey, type MediaStorage, type StoredObject } from '../../platform/storage';
import { contentTypeOf } from './media.files';

// Publishing a folder of media (the demo media, an ingested title's folder) to the media storage
// under a key prefix: `npm run media:publish -- [folder] [--to prefix] [--prune]` (README "Object storage").
// Running it again sends only what changed: a file whose size and content the stored object
// already has is skipped (compared by the bucket's ETag, the MD5 of a single-part upload; on
// local disk by size and modification time, which a copy keeps).

export interface PublishResult {
  uploaded: number;
  skipped: number;
  /** Bytes sent. */
  bytes: number;
  /** Objects under the prefix that the folder no longer has, removed (with `prune`). */
  removed: number;
}

export interface PublishOptions {
  /** Hears of each file as it is done. */
  onFile?: (key: string, outcome: 'uploaded' | 'skipped' | 'removed') => void;
  /**
   * Afterwards, removes the objects under the prefix that the folder does not have, so the prefix
   * holds the folder and nothing else (a title ingested again, with other rungs).
   */
  prune?: boolean;
}

/** Files sent at once to a bucket. */
const PARALLEL_UPLOADS = 8;

async function* filesUnder(folder: string, relative = ''): AsyncGenerator<string> {
  const entries = await readdir(path.join(folder, relative), { withFileTypes: true });
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(folder, child);
    else if (entry.isFile()) yield child;
  }
}

function md5Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('md5');
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Whether the stored object already holds this file. */
async function sameFile(file: string, local: { size: number; mtime: Date }, stored: StoredObject | undefined): Promise<boolean> {
  if (!stored || stored.size !== local.size) return false;
  if (stored.etag === undefined) return stored.modified.getTime() === local.mtime.getTime();
  // a multipart upload's tag is no MD5 of the whole: the size has to do
  if (!/^[0-9a-f]{32}$/i.test(stored.etag)) return true;
  return stored.etag.toLowerCase() === (await md5Of(file));
}

/**
 * Puts every file under `localDir` into `storage` at `prefix/<its path under localDir>`, skipping
 * those already there.
 */
export async function putFolder(
  storage: MediaStorage,
  localDir: string,
  prefix: string,
  { onFile, prune = false }: PublishOptions = {},
): Promise<PublishResult> {
  const base = prefix.replace(/^\/+|\/+$/g, '');
  if (base && !isSafeKey(base)) throw new Error(`not a media key prefix: ${JSON.stringify(prefix)}`);
  const keyOf = (relative: string) => (base ? `${base}/${relative}` : relative);

  // one listing instead of a HEAD per file
  const stored = new Map<string, StoredObject>();
  for await (const object of storage.list(base ? `${base}/` : '')) stored.set(object.key, object);

  const result: PublishResult = { uploaded: 0, skipped: 0, bytes: 0, removed: 0 };
  const files = filesUnder(path.resolve(localDir));
  const published = new Set<string>();
  async function worker() {
    for (let next = await files.next(); !next.done; next = await files.next()) {
      const relative = next.value;
      const key = keyOf(relative);
      published.add(key);
      const file = path.join(localDir, relative);
      const local = await stat(file);
      if (await sameFile(file, local, stored.get(key))) {
        result.skipped += 1;
        onFile?.(key, 'skipped');
        continue;
      }
      await storage.putFile(key, file, contentTypeOf(key));
      result.uploaded += 1;
      result.bytes += local.size;
      onFile?.(key, 'uploaded');
    }
  }
  await Promise.all(Array.from({ length: storage.kind === 's3' ? PARALLEL_UPLOADS : 1 }, worker));
  if (prune) {
    for (const key of stored.keys()) {
      if (published.has(key)) continue;
      await storage.delete(key);
      result.removed += 1;
      onFile?.(key, 'removed');
    }
  }
  return result;
}

/**
 * Publishes a folder to the configured media storage under `key` (`titles/42`): the bucket when
 * MEDIA_STORAGE=s3; on local disk, a folder already at MEDIA_DIR/key is left as it is.
 */
export async function publishFolder(
  localDir: string,
  key: string,
  { config = loadConfig(), storage, ...options }: PublishOptions & { config?: Config; storage?: MediaStorage } = {},
): Promise<PublishResult> {
  const target = storage ?? createMediaStorage(config);
  try {
    return await putFolder(target, localDir, key, options);
  } finally {
    if (!storage) target.close();
  }
}

/** The key a folder is published under by default: its path under MEDIA_DIR, else the root. */
export function defaultPrefix(folder: string, mediaDir: string): string {
  const relative = path.relative(path.resolve(mediaDir), path.resolve(folder));
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep).join('/') : '';
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { to: { type: 'string' }, prune: { type: 'boolean', default: false }, quiet: { type: 'boolean', default: false } },
  });
  const config = loadConfig();
  const mediaDir = path.resolve(config.rootDir, config.MEDIA_DIR);
  const folder = path.resolve(positionals[0] ?? mediaDir);
  const prefix = values.to ?? defaultPrefix(folder, mediaDir);
  const storage = createMediaStorage(config);
  const started = Date.now();
  const result = await publishFolder(folder, prefix, {
    storage,
    prune: values.prune,
    onFile: (key, outcome) => {
      if (!values.quiet && outcome !== 'skipped') console.log(`${outcome} ${key}`);
    },
  });
  storage.close();
  const where = `${storage.location}${prefix ? `/${prefix}` : ''}`;
  console.log(
    `${folder} → ${where}: ${result.uploaded} uploaded (${(result.bytes / 2 ** 20).toFixed(1)} MiB), ` +
      `${result.skipped} already there${values.prune ? `, ${result.removed} removed` : ''}, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
