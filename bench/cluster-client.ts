// The load test's client: one request with its time limit and one retry, and the tally of what
// was sent, retried and failed, and how long each answer took.

const TIMEOUT_MS = 15_000;
const RETRY_DELAY_MS = 500;

export type Kind = 'page' | 'api' | 'write' | 'media';

export class Tally {
  readonly latencies: Record<Kind, number[]> = { page: [], api: [], write: [], media: [] };
  readonly sent: Record<Kind, number> = { page: 0, api: 0, write: 0, media: 0 };
  readonly retried: Record<Kind, number> = { page: 0, api: 0, write: 0, media: 0 };
  readonly failed: Record<Kind, string[]> = { page: [], api: [], write: [], media: [] };
  mediaBytes = 0;
}

export const tally = new Tally();

export interface Answer {
  status: number;
  text: string;
  bytes: number;
  setCookie: string[];
}

export interface Ask {
  kind: Kind;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  cookie?: string;
  /** Whether an answer counts as success; default any 2xx. */
  ok?: (answer: Answer) => boolean;
  /** Binary media: the body is counted, not decoded. */
  binary?: boolean;
}

let base = '';

/** Where every request goes: the cluster's front door. */
export function sendTo(url: string): void {
  base = url;
}

export async function once(ask: Ask): Promise<Answer> {
  // a timer of our own rather than AbortSignal.timeout, whose timer may be collected with its signal;
  // the attempt fails when it fires even if the abort does not settle the fetch (a body being read
  // has been seen to stay pending after its abort)
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const why = new Error(`no answer within ${TIMEOUT_MS / 1000} s`);
      controller.abort(why);
      reject(why);
    }, TIMEOUT_MS);
  });
  const attempt = answer(ask, controller.signal);
  // an attempt that settles after its time is up is not counted (nor left unhandled)
  attempt.catch(() => undefined);
  try {
    return await Promise.race([attempt, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function answer(ask: Ask, signal: AbortSignal): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(base + ask.path, {
    method: ask.method ?? 'GET',
    headers: {
      ...(ask.cookie ? { cookie: ask.cookie } : {}),
      ...(ask.body ? { 'content-type': 'application/json' } : {}),
    },
    body: ask.body ? JSON.stringify(ask.body) : undefined,
    redirect: 'manual',
    signal,
  });
  let text = '';
  let bytes = 0;
  if (ask.binary) bytes = (await response.arrayBuffer()).byteLength;
  else {
    text = await response.text();
    bytes = text.length;
  }
  tally.latencies[ask.kind].push(performance.now() - started);
  return { status: response.status, text, bytes, setCookie: response.headers.getSetCookie() };
}

/** One request, tried a second time when the first fails; undefined when both fail. */
export async function request(ask: Ask): Promise<Answer | undefined> {
  const accept = ask.ok ?? ((answer: Answer) => answer.status >= 200 && answer.status < 300);
  let why = '';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (attempt > 0) {
      tally.retried[ask.kind] += 1;
      await sleep(RETRY_DELAY_MS);
    } else tally.sent[ask.kind] += 1;
    try {
      const answer = await once(ask);
      if (accept(answer)) {
        if (ask.kind === 'media') tally.mediaBytes += answer.bytes;
        return answer;
      }
      why = `${answer.status} ${answer.text.slice(0, 120)}`;
    } catch (error) {
      why = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    }
  }
  const body = ask.body ? ` ${JSON.stringify(ask.body)}` : '';
  tally.failed[ask.kind].push(`${ask.method ?? 'GET'} ${ask.path.slice(0, 100)}${body}: ${why}`);
  return undefined;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)];
export const cookieOf = (setCookie: string[], name: string) =>
  setCookie.map((line) => line.split(';')[0]).find((pair) => pair.startsWith(`${name}=`));

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
