import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// `npm run catalogue:import` as an operator runs it: a summary on stdout, one line per bad row on
// stderr with exit code 1, exit code 2 for a wrong command line; a dry run and a repeated import
// change nothing. On a PGlite directory of its own (the catalogue there starts empty).

const root = path.resolve(import.meta.dirname, '..', '..', '..');

function runImport(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/cli/catalogue-import.ts'), ...args], {
      cwd: root,
      env: { ...inherited, NODE_ENV: 'test', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run catalogue:import', () => {
  let dir: string;
  let env: Record<string, string>;
  let good: string;
  let bad: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'catalogue-import-'));
    env = { PGLITE_DIR: path.join(dir, 'pglite') };
    good = path.join(dir, 'titles.csv');
    writeFileSync(
      good,
      [
        'type,external_id,parent,title,language,release_year,genres,episode_number,season_number',
        'movie,film:kal-ho,,Kal Ho,hin,2022,Drama|Romance,,',
        'show,show:adda,,Adda,ben,2024,Comedy,,',
        'season,show:adda:s1,show:adda,Season 1,,,,,1',
        'episode,show:adda:s1e1,show:adda:s1,Pilot,,,,1,',
        '',
      ].join('\n'),
    );
    bad = path.join(dir, 'bad.csv');
    writeFileSync(bad, 'type,external_id,title,release_year\nmovie,film:one,One,2020\nshow,show:two,,19x9\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('checks a file on a dry run and writes nothing, then imports it, then finds nothing to change', async () => {
    const dry = await runImport(['--dry-run', good], env);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('titles     2 new, 0 changed, 0 unchanged');
    expect(dry.stdout).toContain('Nothing was written (dry run).');

    const first = await runImport([good], env);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`Imported ${good} (pglite): 4 records`);
    expect(first.stdout).toContain('titles     2 new, 0 changed, 0 unchanged');
    expect(first.stdout).toContain('contents   3 new, 0 changed, 0 unchanged');
    expect(first.stderr).toBe(''); // no progress bar when stderr is not a terminal

    const again = await runImport([good], env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('titles     0 new, 0 changed, 2 unchanged');
    expect(again.stdout).toContain('The catalogue already matched the file: nothing changed.');
  }, 180_000); // three processes, each opening PGlite

  it('names every bad row and field, and imports nothing', async () => {
    const result = await runImport([bad], env);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `${bad}, row 3, title: is required`,
      `${bad}, row 3, release_year: Invalid input: expected number, received string`,
      `${bad}: 1 bad row (2 problems); nothing was imported.`,
    ]);
    const dry = await runImport(['--dry-run', good], env);
    expect(dry.stdout).toContain('titles     0 new, 0 changed, 2 unchanged'); // film:one was not written
  }, 120_000);

  it('explains its command line', async () => {
    const result = await runImport([], env);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe(
      'catalogue:import: name one file (usage: npm run catalogue:import -- [--dry-run] FILE.json|FILE.csv)',
    );
  });
});
