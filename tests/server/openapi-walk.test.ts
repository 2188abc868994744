import type { InjectOptions } from 'fastify';
import { testDatabases } from '../support/databases';
import { signedInUser, useTestOrigin } from '../support/origin';

// Walks every operation of the OpenAPI document the origin serves, as an outside client would:
// secured calls answer 401 to a visitor whatever the body, state-changing calls refuse another
// site, and no hostile input (control characters, broken Unicode, huge strings, SQL and path
// fragments, wrong types) gets a 5xx.

interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  minLength?: number;
  pattern?: string;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  method: string;
  path: string;
  secured: boolean;
  parameters: Parameter[];
  body?: Schema;
  bodyType?: string;
}
interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { security?: Array<Record<string, unknown>>; parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }
    >
  >;
}

/** The one call that may arrive from another site: Razorpay's checkout posts it, signed. */
const SIGNED_CROSS_SITE = ['POST /api/v1/payments/gateway/razorpay/callback'];
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => {
        const content = operation.requestBody?.content ?? {};
        const bodyType = Object.keys(content)[0];
        return {
          method: method.toUpperCase(),
          path,
          secured:
            (operation.security ?? []).length > 0 && (operation.security ?? []).every((requirement) => Object.keys(requirement).length > 0),
          parameters: operation.parameters ?? [],
          body: bodyType ? content[bodyType].schema : undefined,
          bodyType,
        };
      }),
  );
}

/** A value that passes the schema where it can, so a hostile field reaches past the others. */
function plausible(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return 'test';
  if (schema.enum?.length) return schema.enum[0];
  const alternative = schema.anyOf ?? schema.oneOf;
  if (alternative?.length) return plausible(alternative.find((option) => option.type !== 'null') ?? alternative[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return true;
  if (type === 'array') return [plausible(schema.items, depth + 1)];
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, depth + 1)]));
  }
  if (schema.format === 'email') return 'walker@example.com';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  return 'a'.repeat(Math.max(4, schema.minLength ?? 0));
}

const HOSTILE_TEXT = [
  '\u0000',
  'nul\u0000inside',
  '\ud800',
  'tail\udc00',
  'x'.repeat(10_000),
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  '%00%ff',
  '१२३ ünïcödé 🎬',
];
const HOSTILE_TYPES: unknown[] = [12345, -1, 1e308, true, null, { nested: 'object' }, ['an', 'array'], ''];

/** Percent-encodes any string, a lone surrogate too (as the three bytes a careless client sends). */
function encode(text: string): string {
  let encoded = '';
  let run = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const pair =
      unit >= 0xd800 &&
      unit <= 0xdbff &&
      index + 1 < text.length &&
      text.charCodeAt(index + 1) >= 0xdc00 &&
      text.charCodeAt(index + 1) <= 0xdfff;
    if (unit >= 0xd800 && unit <= 0xdfff && !pair) {
      encoded += encodeURIComponent(run) + threeBytes(unit);
      run = '';
    } else {
      run += pair ? text.slice(index, index + 2) : text[index];
      if (pair) index += 1;
    }
  }
  return encoded + encodeURIComponent(run);
}

function threeBytes(unit: number): string {
  return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
    .map((byte) => `%${byte.toString(16).toUpperCase()}`)
    .join('');
}

/** The URL of an operation with its path parameters filled in. */
function urlOf(operation: Operation, pathValue: (name: string) => string, query: Record<string, string> = {}): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encode(pathValue(name))).replace('*', 'x');
  const search = Object.entries(query)
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

function plausibleQuery(operation: Operation): Record<string, string> {
  return Object.fromEntries(
    operation.parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(plausible(p.schema))]),
  );
}

/** Every hostile request of one operation: each path and query parameter and each body field in turn. */
function hostileRequests(operation: Operation): InjectOptions[] {
  const requests: InjectOptions[] = [];
  const baseQuery = plausibleQuery(operation);
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const body = operation.body ? plausible(operation.body) : undefined;
  const send = (url: string, payload?: unknown): InjectOptions => ({
    method: operation.method as InjectOptions['method'],
    url,
    ...(payload === undefined
      ? {}
      : operation.bodyType === 'application/json' || !operation.bodyType
        ? { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }
        : {
            payload: new URLSearchParams(Object.entries(payload as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString(),
            headers: { 'content-type': operation.bodyType },
          }),
  });
  const plainPath = (name: string) => String(plausible(pathParams.find((p) => p.name === name)?.schema));
  for (const text of HOSTILE_TEXT) {
    if (pathParams.length > 0)
      requests.push(
        send(
          urlOf(operation, () => text, baseQuery),
          body,
        ),
      );
    for (const parameter of queryParams) requests.push(send(urlOf(operation, plainPath, { ...baseQuery, [parameter.name]: text }), body));
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const field of Object.keys(body)) {
      for (const value of [...HOSTILE_TEXT, ...HOSTILE_TYPES])
        requests.push(send(urlOf(operation, plainPath, baseQuery), { ...body, [field]: value }));
    }
    requests.push(send(urlOf(operation, plainPath, baseQuery), ['not', 'an', 'object']));
  }
  if (STATE_CHANGING.has(operation.method)) {
    requests.push({
      ...send(urlOf(operation, plainPath, baseQuery)),
      payload: '{"broken json',
      headers: { 'content-type': 'application/json' },
    });
  }
  return requests;
}

describe.each(testDatabases())('every operation of the OpenAPI document on $name', (engine) => {
  const origin = useTestOrigin(engine);
  let operations: Operation[];
  beforeAll(async () => {
    await origin.app.ready();
    operations = operationsOf(origin.app.swagger() as unknown as OpenApiDocument);
  });

  it('finds the calls of the specification in the document', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(operations.filter((operation) => operation.secured).length).toBeGreaterThan(20);
  });

  it('answers 401 to a visitor on every secured call, whatever the body', async () => {
    const answers: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.secured)) {
      const url = urlOf(operation, () => '1');
      const bodies: Array<InjectOptions['payload'] | undefined> = STATE_CHANGING.has(operation.method)
        ? [undefined, '{}', '{"broken json', '[]']
        : [undefined];
      for (const payload of bodies) {
        const response = await origin.app.inject({
          method: operation.method as InjectOptions['method'],
          url,
          ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
        });
        answers.push(`${operation.method} ${operation.path} ${payload ?? '(no body)'} → ${response.statusCode}`);
      }
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 401'))).toEqual([]);
  });

  it('refuses a foreign Origin and a cross-site fetch on every state-changing call, but the signed gateway callback', async () => {
    const refused: string[] = [];
    const let_through: string[] = [];
    for (const operation of operations.filter((candidate) => STATE_CHANGING.has(candidate.method))) {
      const name = `${operation.method} ${operation.path}`;
      for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
        const response = await origin.app.inject({
          method: operation.method as InjectOptions['method'],
          url: urlOf(operation, () => '1'),
          headers,
        });
        if (response.statusCode === 403 && response.json().message === 'Cross-site requests are not accepted.') refused.push(name);
        else let_through.push(name);
      }
    }
    expect([...new Set(let_through)]).toEqual(SIGNED_CROSS_SITE);
    expect(refused.length).toBeGreaterThan(30);
  });

  it('answers no hostile input with a 5xx, for a visitor and for a signed-in user', async () => {
    const { cookie } = await signedInUser(origin.database, { activeUserPlan: 'premium' });
    const failures: string[] = [];
    for (const operation of operations) {
      for (const request of hostileRequests(operation)) {
        for (const signedIn of [false, true]) {
          const headers = {
            ...(request.headers as Record<string, string>),
            ...(signedIn ? { cookie } : {}),
            'x-forwarded-for': '203.0.113.9',
          };
          const response = await origin.app.inject({ ...request, headers });
          if (response.statusCode >= 500) {
            failures.push(
              `${operation.method} ${operation.path} ${String(request.url).slice(0, 120)} ${String(request.payload ?? '').slice(0, 120)} → ${response.statusCode}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // every parameter of every call, twice: minutes on a loaded machine, which is no fault
  }, 240_000);

  it('refuses a NUL byte or broken Unicode in any text field with a clear 400', async () => {
    const nul = await origin.app.inject({ method: 'GET', url: '/api/v2/search?q=a%00b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('Text fields cannot contain NUL characters or broken Unicode.');
    const { cookie } = await signedInUser(origin.database);
    const surrogate = await origin.app.inject({
      method: 'PUT',
      url: '/api/v2/secured/user/profile',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"firstname":"\\ud800"}',
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().message).toBe('Text fields cannot contain NUL characters or broken Unicode.');
  });
});
