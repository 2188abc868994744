import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, HINTED_CHUNK_BYTES, hintCompile } from '@/scripts/compile-hints';
import { readyWebApp } from '@/scripts/product';

// The build's last step: the big chunks a browser fetches begin with V8's compile hint, once, and
// the small ones are served as Next.js wrote them.

let dist: string;
const chunk = (name: string) => path.join(dist, 'static', 'chunks', name);
const BIG = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([${'0,'.repeat(HINTED_CHUNK_BYTES / 2)}]);`;
const SMALL = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1]);';

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  mkdirSync(path.join(dist, 'static', 'chunks', 'pages'), { recursive: true });
  writeFileSync(chunk('framework.js'), BIG);
  writeFileSync(chunk('pages/big.js'), BIG);
  writeFileSync(chunk('page.js'), SMALL);
  writeFileSync(chunk('styles.css'), BIG);
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('hintCompile', () => {
  it('puts the hint at the top of every big chunk, in folders too, and leaves the small ones and other files alone', () => {
    expect(hintCompile(dist)).toBe(2);
    expect(readFileSync(chunk('framework.js'), 'utf8')).toBe(COMPILE_HINT + BIG);
    expect(readFileSync(chunk('pages/big.js'), 'utf8')).toBe(COMPILE_HINT + BIG);
    expect(readFileSync(chunk('page.js'), 'utf8')).toBe(SMALL);
    expect(readFileSync(chunk('styles.css'), 'utf8')).toBe(BIG);
  });

  it('hints a chunk once however often the build step runs', () => {
    hintCompile(dist);
    hintCompile(dist);
    expect(readFileSync(chunk('framework.js'), 'utf8')).toBe(COMPILE_HINT + BIG);
  });
});

describe('readyWebApp', () => {
  it('hints a build made by running `next build` directly, without building it again', () => {
    // a project folder whose build is newer than its (absent) sources: a build `npm start` serves as it is
    const project = mkdtempSync(path.join(tmpdir(), 'ready-web-app-'));
    try {
      const served = path.join(project, '.next', 'static', 'chunks', 'framework.js');
      mkdirSync(path.dirname(served), { recursive: true });
      writeFileSync(path.join(project, '.next', 'BUILD_ID'), 'built-by-next');
      writeFileSync(served, BIG);
      expect(readyWebApp(project)).toBe(true);
      expect(readFileSync(served, 'utf8')).toBe(COMPILE_HINT + BIG);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  it('builds the folder it is given when that folder has no build, with that folder’s `next`, then hints it', () => {
    // a project folder without a build, whose `next build` (a stand-in) writes one where it runs
    const project = mkdtempSync(path.join(tmpdir(), 'ready-web-app-'));
    try {
      const next = path.join(project, 'node_modules', 'next', 'dist', 'bin', 'next');
      mkdirSync(path.dirname(next), { recursive: true });
      writeFileSync(
        next,
        `const fs = require('node:fs');
fs.mkdirSync('.next/static/chunks', { recursive: true });
fs.writeFileSync('.next/static/chunks/framework.js', ${JSON.stringify(BIG)});
fs.writeFileSync('.next/BUILD_ID', process.argv[2]);`,
      );
      expect(readyWebApp(project)).toBe(true);
      expect(readFileSync(path.join(project, '.next', 'BUILD_ID'), 'utf8')).toBe('build');
      expect(readFileSync(path.join(project, '.next', 'static', 'chunks', 'framework.js'), 'utf8')).toBe(COMPILE_HINT + BIG);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
