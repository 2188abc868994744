import autocannon from 'autocannon';

// `npm run bench:pages` (bench/pages.sh starts the product, then runs this against it): whole
// server-rendered pages over HTTP with autocannon, each against the framework's floor for a route
// (/robots.txt) measured in the same rounds: home for a visitor (target 40 % of the floor), a
// movie page (30 %), home for a signed-in member (15 %) and for a member watching as a kids profile
// (15 %: one more cached variant, issue 49). BENCH_CONNECTIONS (default 10),
// BENCH_SECONDS per call and round (default 5), BENCH_ROUNDS (default 3, taken in turn so that a
// machine whose load drifts weighs on every call alike). Prints medians; asserts nothing.

const base = process.env.BENCH_WEB_URL ?? 'http://127.0.0.1:3200';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

interface Figure {
  rate: number;
  p50: number;
  p99: number;
  failed: number;
}

async function load(path: string, headers: Record<string, string> = {}): Promise<Figure> {
  let failed = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url: base + path, connections, duration, headers }, (error: unknown, finished) =>
      error ? reject(error) : resolve(finished),
    );
    run.on('response', (_client, statusCode) => {
      if (statusCode >= 400) failed += 1;
    });
  });
  return { rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * A member's cookies: a fresh account made as the sign-up form makes one (bench/pages.sh starts
 * the product with BOT_CHECK=off), the code read from the development outbox.
 */
async function memberCookies(): Promise<string> {
  const identifier = { mobile: `8${String(Date.now()).slice(-9)}`, calling_code: '91' };
  const post = (path: string, body: object) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const sent = await post('/api/v1/auth/otp/resend', { ...identifier, type: 'registration', recaptchaToken: 'bench' });
  if (!sent.ok) throw new Error(`no registration code: ${sent.status} ${await sent.text()}`);
  const outbox = await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(`+91${identifier.mobile}`)}`)).json();
  const otp = /\b(\d{6})\b/.exec((outbox as { data: Array<{ text: string }> }).data[0]?.text ?? '')?.[1];
  if (!otp) throw new Error('no code in the development outbox');
  const registered = await post('/api/v1/auth/users/set_password', { ...identifier, otp, password: 'a long bench passphrase 1' });
  if (!registered.ok) throw new Error(`could not register: ${registered.status} ${await registered.text()}`);
  return registered.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** A member who watches as a kids profile: the account's second profile, added and chosen. */
async function kidsCookies(): Promise<string> {
  const cookie = await memberCookies();
  const call = (method: string, path: string, body: object) =>
    fetch(`${base}${path}`, { method, headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const added = await call('POST', '/api/v2/secured/profiles', { name: 'Chintu', avatar: 'kite', kids: true });
  if (!added.ok) throw new Error(`could not add a kids profile: ${added.status} ${await added.text()}`);
  const kid = ((await added.json()) as { data: { id: string } }).data.id;
  const chosen = await call('POST', `/api/v2/secured/profiles/${kid}/select`, {});
  if (!chosen.ok) throw new Error(`could not choose the kids profile: ${chosen.status} ${await chosen.text()}`);
  return `${cookie}; profile=${kid}`;
}

async function moviePath(): Promise<string> {
  const html = await (await fetch(`${base}/`)).text();
  const found = /href="(\/movie\/watch\/[^"]+)"/.exec(html);
  if (!found) throw new Error('no movie link on home');
  return found[1];
}

async function main(): Promise<void> {
  const movie = await moviePath();
  const warned = (error: unknown) => {
    console.warn(String(error));
    return null;
  };
  const cookie = await memberCookies().catch(warned);
  const kids = await kidsCookies().catch(warned);
  const calls: Array<{ name: string; path: string; headers?: Record<string, string>; target?: number }> = [
    { name: '/robots.txt (floor)', path: '/robots.txt' },
    { name: 'home, visitor', path: '/', target: 0.4 },
    { name: 'movie page, visitor', path: movie, target: 0.3 },
    // issue 50: every ratio holds for a Hindi page too
    { name: 'home, visitor, Hindi', path: '/hi', target: 0.4 },
    { name: 'movie page, Hindi', path: `/hi${movie}`, target: 0.3 },
    ...(cookie ? [{ name: 'home, signed in', path: '/', headers: { cookie }, target: 0.15 }] : []),
    ...(kids ? [{ name: 'home, kids profile', path: '/', headers: { cookie: kids }, target: 0.15 }] : []),
    ...(cookie ? [{ name: 'home, signed in, Tamil', path: '/ta', headers: { cookie }, target: 0.15 }] : []),
  ];
  // one warm-up pass so that caches and JIT are where a running service has them
  for (const call of calls) await autocannon({ url: base + call.path, connections, duration: 1, headers: call.headers });
  const figures = new Map<string, Figure[]>(calls.map((call) => [call.name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const call of calls) figures.get(call.name)!.push(await load(call.path, call.headers));
  }
  const floor = median(figures.get(calls[0].name)!.map((figure) => figure.rate));
  console.log(`${connections} connections, ${rounds} rounds of ${duration} s, median req/s`);
  for (const call of calls) {
    const taken = figures.get(call.name)!;
    const rate = median(taken.map((figure) => figure.rate));
    const ratio = call.target === undefined ? '' : `  ${((rate / floor) * 100).toFixed(1)} % of the floor (target ${call.target * 100} %)`;
    const failed = taken.reduce((sum, figure) => sum + figure.failed, 0);
    console.log(
      `${call.name.padEnd(24)} ${rate.toFixed(0).padStart(6)} req/s  p50 ${median(taken.map((f) => f.p50))} ms  p99 ${median(taken.map((f) => f.p99))} ms${failed ? `  ${failed} failed` : ''}${ratio}`,
    );
  }
}

await main();
