// @vitest-environment node
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

// The web's data cache (cache-handler.mjs): in memory by default; with REDIS_URL, one cache for
// every web instance, where a catalogue answer one instance kept is read by another, and
// revalidateTag drops it for all of them. Each instance here is its own Node process, as each web
// instance is. Checked on Redis when TEST_REDIS_URL is set (CI sets it).

const run = promisify(execFile);
const handlerPath = path.resolve(import.meta.dirname, '../../cache-handler.mjs');
const entry = { kind: 'FETCH', data: { headers: {}, body: 'eyJkYXRhIjpbXX0=', status: 200, url: 'http://origin/menu' }, revalidate: 60 };
const fetchContext = { kind: 'FETCH', fetchCache: true, tags: ['catalogue'], softTags: [] };

type Step = { keep: string } | { read: string } | { dropTag: string };

/** Runs the steps in a new process (a web instance) and returns what each read found. */
async function instance(redisUrl: string | undefined, steps: Step[]): Promise<unknown[]> {
  const script = `
    const { default: CacheHandler } = await import(${JSON.stringify(handlerPath)});
    const handler = new CacheHandler({ serverDistDir: '/tmp', dev: false });
    const found = [];
    for (const step of ${JSON.stringify(steps)}) {
      if (step.keep) await handler.set(step.keep, ${JSON.stringify(entry)}, { fetchCache: true, tags: ['catalogue'], revalidate: 60 });
      if (step.read) found.push((await handler.get(step.read, ${JSON.stringify(fetchContext)}))?.value ?? null);
      if (step.dropTag) await handler.revalidateTag([step.dropTag]);
    }
    console.log(JSON.stringify(found));
    process.exit(0);`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, REDIS_URL: redisUrl ?? '' },
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}

describe('the web data cache', () => {
  it('keeps an answer in its own process without Redis; another instance does not see it', async () => {
    const key = `memory-${Date.now()}`;
    expect(await instance(undefined, [{ keep: key }, { read: key }])).toEqual([entry]);
    expect(await instance(undefined, [{ read: key }])).toEqual([null]);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.runIf(redisUrl)('shares an answer with every instance on Redis, and a catalogue tag drops it everywhere', async () => {
    const key = `shared-${Date.now()}`;
    await instance(redisUrl, [{ keep: key }]);
    expect(await instance(redisUrl, [{ read: key }])).toEqual([entry]);
    await instance(redisUrl, [{ dropTag: 'catalogue' }]);
    expect(await instance(redisUrl, [{ read: key }])).toEqual([null]);
  });
});
