import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Cache } from './cache';

/**
 * Answers kept as they go on the wire. A cached catalogue answer is serialized once, through the
 * route's own 200 schema (the same check and the same bytes as any other answer), and kept as that
 * JSON text with a strong entity tag; later requests send the text as it is, and a client that
 * already holds it (If-None-Match) gets 304 with no body. The key is the route's path pattern with
 * its validated params and query, and whatever else the answers vary with (`vary`: the catalogue's
 * vary with the viewer's maturity ceiling), so every cached route keys alike.
 */
export interface CachedAnswer {
  body: string;
  etag: string;
}

/** What a route handler would have returned: the type its response schemas allow. */
type AnswerOf<R extends FastifyReply> = Parameters<R['send']>[0];

export interface AnswerCache {
  /** The cached answer of this request, built by `load` and serialized on a miss. */
  get<R extends FastifyReply>(request: FastifyRequest, reply: R, load: () => Promise<AnswerOf<R>>): Promise<CachedAnswer>;
  /** Sends the cached answer of this request, or 304 when the client's If-None-Match names it. */
  send<R extends FastifyReply>(request: FastifyRequest, reply: R, load: () => Promise<AnswerOf<R>>): Promise<R>;
}

/** What else answers vary with, besides the route, its params and its query. */
export interface AnswerVariance {
  /** Worked out per request: a part of the key. */
  of(request: FastifyRequest): Promise<string>;
  /** Query parameters it accounts for, left out of the key (what they ask is in `of`'s answer). */
  query: readonly string[];
}

export function createAnswerCache({
  cache,
  namespace,
  ttlSeconds,
  vary,
}: {
  cache: Cache;
  namespace: string;
  ttlSeconds: number;
  vary?: AnswerVariance;
}): AnswerCache {
  async function keyOf(request: FastifyRequest): Promise<string> {
    const route = `answer:${request.routeOptions.url}:${JSON.stringify(request.params)}`;
    if (!vary) return `${route}:${JSON.stringify(request.query)}`;
    const query = Object.fromEntries(
      Object.entries((request.query ?? {}) as Record<string, unknown>).filter(([name]) => !vary.query.includes(name)),
    );
    return `${route}:${JSON.stringify(query)}:${await vary.of(request)}`;
  }

  async function get<R extends FastifyReply>(request: FastifyRequest, reply: R, load: () => Promise<AnswerOf<R>>) {
    const key = await keyOf(request);
    return cache.wrap(namespace, key, ttlSeconds, async (): Promise<CachedAnswer> => {
      // the route's compiled serializer: checks the answer against its schema, throws if it does not match
      const body = reply.serializeInput((await load()) as Record<string, unknown>, '200') as string;
      return { body, etag: entityTag(body) };
    });
  }
  return {
    get,
    async send(request, reply, load) {
      return sendCachedAnswer(request, reply, await get(request, reply, load));
    },
  };
}

/** A strong entity tag: the hash of the bytes sent. */
export function entityTag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** RFC 9110 §13.1.2: If-None-Match compares weakly (W/ ignored), and `*` matches any current answer. */
export function ifNoneMatchHolds(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Each kept answer's UTF-8 bytes, made once: the text holds Hindi titles, so V8 keeps it as a
 * two-byte string that Node would otherwise encode again on every send (bench/README.md, "the
 * origin's hot path on Node 24"). An answer from Redis is a new object each time and is encoded as
 * it is sent.
 */
const wireBytes = new WeakMap<CachedAnswer, Buffer>();

function bytesOf(answer: CachedAnswer): Buffer {
  let bytes = wireBytes.get(answer);
  if (!bytes) {
    bytes = Buffer.from(answer.body);
    wireBytes.set(answer, bytes);
  }
  return bytes;
}

/** 304 (with the tag, no body) when the client holds the answer; the stored JSON otherwise. */
export function sendCachedAnswer<R extends FastifyReply>(request: FastifyRequest, reply: R, answer: CachedAnswer): R {
  reply.header('etag', answer.etag);
  if (ifNoneMatchHolds(request.headers['if-none-match'], answer.etag)) return reply.code(304).send() as R;
  // bytes with a JSON content type go out as they are, past the route's serializer
  return reply.type('application/json; charset=utf-8').send(bytesOf(answer) as AnswerOf<R>) as R;
}
