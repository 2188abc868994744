import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMemoryCache } from '@/server/platform/cache';
import { createAnswerCache, entityTag, ifNoneMatchHolds } from '@/server/platform/cached-answer';
import { registerErrorHandler } from '@/server/platform/error-handler';

// Answers kept as sent: serialized once through the route's schema, sent as stored text with a
// strong ETag, 304 for a client that holds them.

describe('If-None-Match (RFC 9110 §13.1.2, weak comparison)', () => {
  const etag = '"abc"';
  it.each([
    ['the same tag', '"abc"', true],
    ['the same tag, weak', 'W/"abc"', true],
    ['one of a list', '"zzz", W/"abc" ,"yyy"', true],
    ['any answer', '*', true],
    ['another tag', '"abd"', false],
    ['the tag unquoted', 'abc', false],
    ['nothing', undefined, false],
  ])('%s', (_case, header, holds) => {
    expect(ifNoneMatchHolds(header, etag)).toBe(holds);
  });
});

describe('a cached route', () => {
  const Answer = z.object({ data: z.object({ id: z.number(), title: z.string() }) });
  let app: FastifyInstance;
  let loads = 0;
  let title = 'Sholay';
  let broken = false;
  const cache = createMemoryCache();

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const answers = createAnswerCache({ cache, namespace: 'catalogue', ttlSeconds: 60 });
    app.withTypeProvider<ZodTypeProvider>().get(
      '/title/:id',
      {
        schema: {
          params: z.object({ id: z.coerce.number() }),
          querystring: z.object({ img_quality: z.coerce.number().default(2) }),
          response: { 200: Answer },
        },
      },
      async (request, reply) =>
        answers.send(request, reply, async () => {
          loads += 1;
          // a column the schema does not name never reaches the client
          const data = { id: request.params.id, title, internal: 'secret' };
          return (broken ? { data: { id: 'not a number' } } : { data }) as z.input<typeof Answer>;
        }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('serializes once, through the schema, and sends the same bytes with a strong ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/title/7' });
    const second = await app.inject({ method: 'GET', url: '/title/7' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('{"data":{"id":7,"title":"Sholay"}}');
    expect(second.body).toBe(first.body);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers.etag).toBe(entityTag(first.body));
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(loads).toBe(1);
  });

  it('keys by the validated params and query: defaults and unknown parameters make no new entry', async () => {
    const before = loads;
    await app.inject({ method: 'GET', url: '/title/7?img_quality=2&utm_source=x' });
    expect(loads).toBe(before);
    await app.inject({ method: 'GET', url: '/title/7?img_quality=3' });
    expect(loads).toBe(before + 1);
  });

  it('answers 304 with the tag and no body to a client that holds the answer, weak or strong', async () => {
    const { headers } = await app.inject({ method: 'GET', url: '/title/7' });
    for (const tag of [headers.etag as string, `W/${headers.etag}`]) {
      const revalidated = await app.inject({ method: 'GET', url: '/title/7', headers: { 'if-none-match': tag } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(headers.etag);
    }
    const stale = await app.inject({ method: 'GET', url: '/title/7', headers: { 'if-none-match': '"an-older-answer"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe('{"data":{"id":7,"title":"Sholay"}}');
  });

  it('gives a changed answer a new tag once the namespace is invalidated', async () => {
    const { headers: before } = await app.inject({ method: 'GET', url: '/title/8' });
    title = 'Deewaar';
    await cache.invalidate('catalogue');
    const after = await app.inject({ method: 'GET', url: '/title/8', headers: { 'if-none-match': before.etag as string } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ data: { id: 8, title: 'Deewaar' } });
    expect(after.headers.etag).not.toBe(before.etag);
  });

  it('refuses an answer that breaks its schema, and keeps nothing', async () => {
    broken = true;
    const failed = await app.inject({ method: 'GET', url: '/title/9' });
    expect(failed.statusCode).toBe(500);
    expect(failed.headers.etag).toBeUndefined();
    broken = false;
    const recovered = await app.inject({ method: 'GET', url: '/title/9' });
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json()).toEqual({ data: { id: 9, title: 'Deewaar' } });
  });
});
