import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from './config';

// Where media lives (README "Object storage"): a folder on local disk (MEDIA_DIR, the default) or
// a bucket on S3-compatible object storage (MEDIA_STORAGE=s3). Both answer the same calls with the
// same keys, the path of a file under the media root ('video/set-1/hd/seg-001.ts'), so the media
// route, media:publish and ingest never ask which one they have.

export interface StoredObject {
  key: string;
  size: number;
  modified: Date;
  /** The bucket's entity tag (the MD5 of the bytes for a single-part upload); none on local disk. */
  etag?: string;
}

/** Bytes start..end, both inclusive, as in an HTTP Range. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Where it is, for messages: a folder, or s3://bucket. */
  readonly location: string;
  /** Size, modification time and tag of an object; null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** The bytes of an object, or of a range of it; null when there is none. */
  read(key: string, range?: ByteRange): Promise<Buffer | null>;
  /** The same as a stream, for objects too large to hold in memory. */
  stream(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Stores bytes under a key, replacing what was there. */
  put(key: string, body: Buffer | string, contentType?: string): Promise<void>;
  /** Stores a local file under a key, keeping its modification time where the storage can. */
  putFile(key: string, file: string, contentType?: string): Promise<void>;
  /** Every object whose key starts with the prefix, in key order. */
  list(prefix?: string): AsyncIterable<StoredObject>;
  /** Removes an object; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
  /** Lets go of the connections it keeps. */
  close(): void;
}

/** A key is a relative, normalised path that stays inside the media root. */
export function isSafeKey(key: string): boolean {
  if (!key || key.includes('\0') || key.startsWith('/') || key.includes('\\')) return false;
  return key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

function checkedKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
  return key;
}

const missing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR';

export function createLocalStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => path.join(base, checkedKey(key));

  async function* walk(folder: string): AsyncGenerator<string> {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    // the order S3 lists keys in: by their bytes
    for (const entry of entries.sort((a, b) => Buffer.compare(Buffer.from(a.name), Buffer.from(b.name)))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      else if (entry.isFile()) yield full;
    }
  }

  const storage: MediaStorage = {
    kind: 'local',
    location: base,
    async stat(key) {
      if (!isSafeKey(key)) return null;
      try {
        const info = await stat(fileOf(key));
        return info.isFile() ? { key, size: info.size, modified: info.mtime } : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      if (!isSafeKey(key)) return null;
      let handle;
      try {
        handle = await open(fileOf(key), 'r');
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      try {
        if (!(await handle.stat()).isFile()) return null;
        if (!range) return await handle.readFile();
        const bytes = Buffer.alloc(range.end - range.start + 1);
        const { bytesRead } = await handle.read(bytes, 0, bytes.length, range.start);
        return bytes.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async stream(key, range) {
      if (!(await storage.stat(key))) return null;
      return createReadStream(fileOf(key), { ...range, highWaterMark: 2 ** 20 });
    },
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async putFile(key, source) {
      const file = fileOf(key);
      if (path.resolve(source) === file) return;
      await mkdir(path.dirname(file), { recursive: true });
      await copyFile(source, file);
      const { atime, mtime } = await stat(source);
      await utimes(file, atime, mtime);
    },
    async *list(prefix = '') {
      // start from the deepest folder the prefix names whole, then filter on the rest
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      if (folder && !isSafeKey(folder)) return;
      for await (const file of walk(path.join(base, folder))) {
        const key = path.relative(base, file).split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const info = await stat(file);
        yield { key, size: info.size, modified: info.mtime };
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    close() {},
  };
  return storage;
}

export interface S3Options {
  bucket: string;
  /** An S3-compatible server's address; unset, AWS's own for the region. */
  endpoint?: string;
  region: string;
  /** Unset, the SDK's own chain (environment, shared files, the instance's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Addresses as endpoint/bucket/key rather than bucket.endpoint/key (most S3-compatible servers). */
  forcePathStyle: boolean;
}

function s3Missing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

/** As many tries as the SDK makes of a call it can repeat itself (its standard retry mode). */
const UPLOAD_ATTEMPTS = 3;

/** The connection failed before S3 answered, or S3 answered that it could not take it now. */
function uploadMayBeRetried(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return true;
  return error.$retryable !== undefined || (error.$metadata.httpStatusCode ?? 0) >= 500;
}

/** The bucket's ETag without its quotes. */
const unquoted = (etag: string | undefined) => etag?.replace(/^"|"$/g, '');

export function createS3Storage(options: S3Options): MediaStorage {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // a checksum only where S3 requires one: S3-compatible servers differ in the newer trailing
    // checksums, and every upload here is one PutObject whose MD5 comes back as its ETag
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  if (options.forcePathStyle) {
    // a call on the bucket itself (a listing) goes to /bucket, as S3 has always taken it, not the
    // /bucket/ the SDK writes, which some S3-compatible servers sign differently
    client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { path?: string };
        if (request.path === `/${bucket}/`) request.path = `/${bucket}`;
        return next(args);
      },
      { step: 'build', name: 'bucketPathWithoutSlash' },
    );
  }
  const rangeHeader = (range?: ByteRange) => (range ? `bytes=${range.start}-${range.end}` : undefined);

  async function get(key: string, range?: ByteRange) {
    if (!isSafeKey(key)) return null;
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: rangeHeader(range) }));
    } catch (error) {
      if (s3Missing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    location: `s3://${bucket}`,
    async stat(key) {
      if (!isSafeKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { key, size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0), etag: unquoted(head.ETag) };
      } catch (error) {
        if (s3Missing(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      const object = await get(key, range);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async stream(key, range) {
      const object = await get(key, range);
      // in Node the SDK's body is the response's own stream
      return (object?.Body as Readable | undefined) ?? null;
    },
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: checkedKey(key), Body: body, ContentType: contentType }));
    },
    async putFile(key, file, contentType) {
      const target = checkedKey(key);
      const { size } = await stat(file);
      // the SDK does not retry a body it streams (the stream is spent), so a dropped connection,
      // such as a kept-alive socket the server closed as it was reused, is retried here with the
      // file read again from its start
      for (let attempt = 1; ; attempt += 1) {
        try {
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: target,
              Body: createReadStream(file),
              ContentLength: size,
              ContentType: contentType,
            }),
          );
          return;
        } catch (error) {
          if (attempt >= UPLOAD_ATTEMPTS || !uploadMayBeRetried(error)) throw error;
          await sleep(100 * 2 ** attempt);
        }
      }
    },
    async *list(prefix = '') {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield { key: object.Key, size: object.Size ?? 0, modified: object.LastModified ?? new Date(0), etag: unquoted(object.ETag) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
    },
    close() {
      client.destroy();
    },
  };
}

/** The storage the configuration names: MEDIA_DIR on local disk, or the S3 bucket. */
export function createMediaStorage(config: Config): MediaStorage {
  if (config.MEDIA_STORAGE === 's3') {
    return createS3Storage({
      bucket: config.S3_BUCKET!,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage(path.resolve(config.rootDir, config.MEDIA_DIR));
}
