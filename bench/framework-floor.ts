import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { hintCompile } from '../scripts/compile-hints';
import { describeFirstLoad, firstLoadJavaScript } from './first-load';

// `npx tsx bench/framework-floor.ts`: the first-load JavaScript of an empty App Router page (a root
// layout and a page with one heading, no client code), built with this repository's Next.js and
// React, with Turbopack and with webpack, its big chunks compile-hinted as the product's build does
// (scripts/compile-hints.ts). It is the floor under any page of the product. It builds
// in data/framework-floor, as a project of its own (its node_modules hard-linked from this one's, so
// that the build sees neither this project's proxy nor its config), and serves on port 3300; it
// prints figures and asserts nothing.

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'data/framework-floor');
const port = 3300;
const next = path.join(dir, 'node_modules/next/dist/bin/next');

function writeApp() {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    // the framework as the product configures it (next.config.ts): Cache Components on
    `export default { cacheComponents: true, turbopack: { root: ${JSON.stringify(dir)} }, outputFileTracingRoot: ${JSON.stringify(dir)} };\n`,
  );
  writeFileSync(
    path.join(dir, 'app/layout.tsx'),
    'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  );
  writeFileSync(path.join(dir, 'app/page.tsx'), 'export default function Page() {\n  return <h1>Empty page</h1>;\n}\n');
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'es2022'],
        jsx: 'react-jsx',
        module: 'esnext',
        moduleResolution: 'bundler',
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        isolatedModules: true,
        esModuleInterop: true,
      },
      include: ['**/*.tsx'],
    }),
  );
}

async function measure(bundler: 'turbopack' | 'webpack') {
  const build = spawnSync(process.execPath, [next, 'build', ...(bundler === 'webpack' ? ['--webpack'] : [])], {
    cwd: dir,
    stdio: 'pipe',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`next build (${bundler}) failed:\n${build.stderr.toString()}${build.stdout.toString()}`);
  // the framework's big chunks as the product's build leaves them: with V8's compile hint
  hintCompile(path.join(dir, '.next'));
  const server = spawn(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, stdio: 'ignore' });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 120; attempt++) {
      if (
        await fetch(base).then(
          (response) => response.ok,
          () => false,
        )
      )
        break;
      await sleep(500);
    }
    console.log(describeFirstLoad(`empty App Router page, ${bundler}`, await firstLoadJavaScript(base, '/')));
  } finally {
    server.kill('SIGINT');
  }
}

writeApp();
await measure('turbopack');
await measure('webpack');
