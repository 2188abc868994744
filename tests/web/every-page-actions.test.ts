import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every page holds every server function (README "Personal parts come after the page"): one that
// left after a navigation is posted to the next page, and a page without it loses it. The root
// layout holds them through components/layout/every-page-actions.tsx, which must name each one.

const ROOT = path.resolve(import.meta.dirname, '../..');

function serverFunctionModules(): string[] {
  return ['app', 'components', 'lib', 'stores'].flatMap((directory) =>
    readdirSync(path.join(ROOT, directory), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
      .filter((file) => /^\s*['"]use server['"]/.test(readFileSync(path.join(ROOT, file), 'utf8'))),
  );
}

describe('server functions on every page', () => {
  it('imports every module of server functions into the root layout', () => {
    const modules = serverFunctionModules();
    const held = readFileSync(path.join(ROOT, 'components/layout/every-page-actions.tsx'), 'utf8');
    const layout = readFileSync(path.join(ROOT, 'app/[country]/[variant]/layout.tsx'), 'utf8');
    expect(modules.length).toBeGreaterThanOrEqual(3);
    for (const file of modules) expect(held, file).toContain(`from '@/${file.replace(/\.tsx?$/, '')}'`);
    expect(layout).toContain('<EveryPageActions />');
  });
});
