import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { Config } from '@/server/platform/config';
import type { S3Options } from '@/server/platform/storage';

// A local S3-compatible server for tests (s3rver: objects as files in a temporary folder, SigV4
// checked with its fixed key pair), started in process on a free port with an empty bucket.

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** What createS3Storage takes to reach it. */
  options: S3Options;
  /** The origin's configuration for it (MEDIA_STORAGE=s3). */
  config: Pick<
    Config,
    'MEDIA_STORAGE' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
  >;
  stop(): Promise<void>;
}

export async function startLocalS3(bucket = 'chalchitra-media'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'chalchitra-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    bucket,
    options: { bucket, endpoint, region: 'us-east-1', credentials, forcePathStyle: true },
    config: {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: true,
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
