import madge from 'madge';

// `npm run lint` refuses a cycle between folders, not only between files (madge --circular checks
// files): a module folder of the origin (server/modules/<name>), each other folder of server/
// (cli, db, platform, seed), the contract, and the web's folders (app, components, lib, stores,
// proxy.ts) are the rooms, and an import is a door that must open one way only.

/** The room a source file belongs to. */
export function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'server' && parts[1] === 'modules' && parts.length > 3) return parts.slice(0, 3).join('/');
  if (parts[0] === 'server') return parts.slice(0, 2).join('/');
  return parts[0].replace(/\.tsx?$/, '');
}

export interface FolderCycle {
  folders: string[];
  /** One import for each door of the cycle, `from -> to`. */
  imports: string[];
}

/** The groups of folders that reach each other through imports (Tarjan's strongly connected components). */
export function folderCycles(graph: Record<string, string[]>): FolderCycle[] {
  const doors = new Map<string, Map<string, string>>();
  for (const [from, imports] of Object.entries(graph)) {
    for (const to of imports) {
      const a = folderOf(from);
      const b = folderOf(to);
      if (a === b) continue;
      if (!doors.has(a)) doors.set(a, new Map());
      if (!doors.get(a)!.has(b)) doors.get(a)!.set(b, `${from} -> ${to}`);
    }
  }
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: FolderCycle[] = [];
  const visit = (folder: string) => {
    order.set(folder, order.size);
    low.set(folder, order.get(folder)!);
    stack.push(folder);
    onStack.add(folder);
    for (const next of doors.get(folder)?.keys() ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(folder, Math.min(low.get(folder)!, order.get(next)!));
    }
    if (low.get(folder) !== order.get(folder)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== folder);
    if (group.length < 2) return;
    const imports = group.flatMap((from) => [...(doors.get(from) ?? [])].filter(([to]) => group.includes(to)).map(([, why]) => why));
    cycles.push({ folders: group.sort(), imports });
  };
  const folders = new Set([...doors.keys(), ...[...doors.values()].flatMap((targets) => [...targets.keys()])]);
  for (const folder of [...folders].sort()) if (!order.has(folder)) visit(folder);
  return cycles;
}

async function main() {
  const roots = ['server', 'contract', 'runtime', 'web-server', 'app', 'components', 'lib', 'stores', 'proxy.ts'];
  const result = await madge(roots, { fileExtensions: ['ts', 'tsx'], tsConfig: 'tsconfig.json', baseDir: '.' });
  const cycles = folderCycles(result.obj());
  for (const cycle of cycles) {
    console.error(`Folders that import each other: ${cycle.folders.join(', ')}`);
    for (const line of cycle.imports) console.error(`  ${line}`);
  }
  if (cycles.length > 0) process.exit(1);
  console.log('No cycle between folders');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
