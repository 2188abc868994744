import { spawn } from 'node:child_process';
import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import { loadConfig, type Config } from '@/server/platform/config';
import type { Database } from '@/server/platform/db';
import { createMediaSigner } from '@/server/platform/media-signing';
import { createLicenceSigner } from '@/server/modules/downloads/licence-signing';
import { testDatabases } from '../../support/databases';

// A fresh install signs with secrets of its own (issue 46): the first start writes a random seed
// into the data directory, readable by its owner only, and every secret comes from it, so what
// anyone can sign with the values this repository once shipped is refused.

const PUBLISHED_MEDIA_SECRET = 'development-media-signing-secret';
const SECRETS = ['MEDIA_SIGNING_SECRET', 'BOT_CHECK_SECRET', 'PAYMENTS_SANDBOX_SECRET', 'PARTNER_SECRETS'] as const;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'chalchitra-install-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const freshInstall = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', INSTALL_SECRET_FILE: path.join(dir, 'data', 'install-secret'), ...env });

describe('the secrets of an install that sets none', () => {
  it('are random, written on first start for the owner only, and the same on every later start', () => {
    const first = freshInstall();
    const file = path.join(dir, 'data', 'install-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    for (const name of SECRETS) expect(first[name]).not.toMatch(/development|cluster/);
    expect(first.MEDIA_SIGNING_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(first.PARTNER_SECRETS).toMatch(/^SAMG:[0-9a-f]{64},hcl:[0-9a-f]{64}$/);
    expect(new Set(SECRETS.map((name) => first[name])).size).toBe(SECRETS.length);
    const again = freshInstall();
    for (const name of SECRETS) expect(again[name]).toBe(first[name]);
    // another install has others
    const other = loadConfig({ NODE_ENV: 'test', INSTALL_SECRET_FILE: path.join(dir, 'other', 'install-secret') });
    expect(other.MEDIA_SIGNING_SECRET).not.toBe(first.MEDIA_SIGNING_SECRET);
  });

  it("give way to the environment's own", () => {
    const config = freshInstall({ MEDIA_SIGNING_SECRET: 'an-operator-media-secret-0123456789' });
    expect(config.MEDIA_SIGNING_SECRET).toBe('an-operator-media-secret-0123456789');
    expect(config.BOT_CHECK_SECRET).toMatch(/^[0-9a-f]{64}$/);
  });

  it('are the same for processes that start at once on one data directory', async () => {
    const file = path.join(dir, 'shared', 'install-secret');
    const script = `import { loadConfig } from './server/platform/config.ts'; console.log(loadConfig({ NODE_ENV: 'test', INSTALL_SECRET_FILE: ${JSON.stringify(file)} }).MEDIA_SIGNING_SECRET);`;
    const started = Array.from(
      { length: 4 },
      () =>
        new Promise<string>((resolve, reject) => {
          const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
            cwd: path.resolve(import.meta.dirname, '..', '..', '..'),
            env: { ...process.env, NODE_OPTIONS: '' },
          });
          let out = '';
          child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
          child.once('error', reject);
          child.once('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`exit ${code}`))));
        }),
    );
    const secrets = await Promise.all(started);
    expect(secrets[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(secrets).size).toBe(1);
    // one file, no drafts left beside it
    expect(readdirSync(path.dirname(file))).toEqual(['install-secret']);
  }, 60_000);

  it('refuses a value this repository once published, wherever it is set', () => {
    expect(() => freshInstall({ MEDIA_SIGNING_SECRET: PUBLISHED_MEDIA_SECRET })).toThrow(
      'MEDIA_SIGNING_SECRET is a value published in this repository',
    );
    expect(() => freshInstall({ PARTNER_SECRETS: 'SAMG:development-partner-secret-samg' })).toThrow(/PARTNER_SECRETS/);
  });
});

describe.each(testDatabases().slice(0, 1))('a fresh install on $name', (engine) => {
  let database: Database;
  let app: FastifyInstance;
  let config: Config;
  beforeEach(async () => {
    config = freshInstall({ MEDIA_DIR: 'data/no-generated-media-in-tests' });
    database = await engine.open();
    app = await buildApp({ config, database });
  });
  afterEach(async () => {
    await app.close();
    await engine.close(database);
  });

  it('refuses a ten-year media URL forged with the published development secret', async () => {
    const tenYears = Date.now() + 10 * 365 * 24 * 3600 * 1000;
    const grant = { path: 'video/set-1/master.m3u8', depth: 2, expiresAt: tenYears, binding: { kind: 'd' as const, deviceId: 'forger' } };
    const headers = { cookie: 'device_id=forger' };
    const forged = createMediaSigner(PUBLISHED_MEDIA_SECRET).signMediaPath(grant);
    expect((await app.inject({ method: 'GET', url: forged, headers })).statusCode).toBe(403);
    // the same grant signed by the install itself plays
    const own = createMediaSigner(config.MEDIA_SIGNING_SECRET).signMediaPath(grant);
    expect((await app.inject({ method: 'GET', url: own, headers })).statusCode).toBe(200);
  });

  it('gives a licence key that a licence forged with the published key does not verify against', async () => {
    const key = (await app.inject({ method: 'GET', url: '/api/v2/downloads/key' })).json();
    const published = createLicenceSigner(PUBLISHED_MEDIA_SECRET);
    expect(key.x).not.toBe(published.publicKey.x);
    const payload = {
      v: 1,
      lid: 'forged',
      uid: 'u',
      dev: 'd',
      cid: 1,
      win: Date.now(),
      fp: null,
      iat: Date.now(),
      exp: Date.now() + 1e12,
    } as const;
    // the browser's check: the licence's signature against the key the origin gives
    const holds = (token: string) => {
      const [body, signature] = token.split('.');
      const publicKey = createPublicKey({ key: { kty: key.kty, crv: key.crv, x: key.x, y: key.y }, format: 'jwk' });
      return verify('sha256', Buffer.from(body), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    };
    expect(holds(published.sign(payload))).toBe(false);
    expect(holds(createLicenceSigner(config.MEDIA_SIGNING_SECRET).sign(payload))).toBe(true);
  });
});
