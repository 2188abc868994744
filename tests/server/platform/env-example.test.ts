import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { loadConfig } from '@/server/platform/config';

// .env.example is what a new install copies to .env: it must parse as it stands, and the README's
// configuration table must name every variable in it.
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const example = parseEnv(readFileSync(path.join(root, '.env.example'), 'utf8')) as Record<string, string>;

describe('.env.example', () => {
  it('configures the origin as it stands, empty values meaning unset', () => {
    const config = loadConfig(example);
    expect(config.ORIGIN_PORT).toBe(4000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('is described variable by variable in the README configuration table', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const missing = Object.keys(example).filter((name) => !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('names a bad variable in one line', () => {
    expect(() => loadConfig({ ...example, ORIGIN_PORT: 'ninety' })).toThrow(/^Invalid configuration: ORIGIN_PORT: /);
  });
});
