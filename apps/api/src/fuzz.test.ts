/**
 * Hostile input against every operation of the OpenAPI document, anonymous and signed in: overlong and
 * control-character strings, wrong types, bad encodings, huge numbers, unknown fields, prototype keys,
 * wrong content types and bodies over the limit. Nothing may end in a 5xx, and every 4xx must carry the
 * error body (docs/api.md#errors) with a message key. New routes are covered without anyone adding them here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody } from '@tendero/contract';
import type { LightMyRequestResponse } from 'fastify';
import { BODY_LIMIT_BYTES } from './config.ts';
import { type Browser, randomIp, SHOP_ORIGIN, uniqueEmail } from './modules/auth/test-support.ts';
import { useTestApp, type TestApp } from './test/app.ts';
import {
  aCategory,
  aCustomer,
  anAddress,
  aProduct,
  aPromotion,
  type FixtureCustomer,
  signedIn,
} from './test/fixtures.ts';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

/** Strings no field should choke on. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u001b[31m\u007f',
  'line\r\nbreak',
  '\ud800',
  '\u202egnp.exe',
  'x'.repeat(501),
  'x'.repeat(20_000),
  '🙂'.repeat(300),
  '%',
  '%00',
  '%ZZ',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999999',
  'NaN',
  'true',
];

/** Values of every other JSON type. */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53 + 2,
  1e308,
  -1e308,
  [],
  [1, 'a'],
  {},
  { __proto__: { polluted: 1 } },
  JSON.parse('{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"polluted": 1}}}'),
];

/** A value the schema accepts, as far as a generic reading of it goes. */
function sample(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(options.find((option) => option.type !== 'null') ?? options[0], name);
  if (schema.allOf?.[0]) return sample(schema.allOf[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sample(schema.properties?.[key], key)]),
      );
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'email' || /email/i.test(name)) return 'fuzz@example.com';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 3));
  }
}

/**
 * `value` with every `$ref` to a component schema replaced by the schema; where a schema refers back to
 * itself, the inner reference becomes `{}` (one level is enough to build a request from).
 */
function dereference(value: unknown, schemas: Record<string, unknown>, trail: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((entry) => dereference(entry, schemas, trail));
  if (value === null || typeof value !== 'object') return value;
  const ref: unknown = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    const name = ref.replace(/^#\/components\/schemas\//, '');
    if (!(name in schemas)) throw new Error(`The document refers to ${ref}, which it does not define`);
    return trail.includes(name) ? {} : dereference(schemas[name], schemas, [...trail, name]);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, dereference(child, schemas, trail)]),
  );
}

type Paths = Record<
  string,
  Record<
    string,
    { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
  >
>;

function operations(document: {
  paths: Paths;
  components?: { schemas?: Record<string, unknown> };
}): Operation[] {
  const paths = dereference(document.paths, document.components?.schemas ?? {}) as Paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: (operation.parameters ?? []).filter((parameter) => parameter.in !== 'header'),
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

interface Attempt {
  what: string;
  url: string;
  payload?: string;
  headers?: Record<string, string>;
}

/** Percent-encodes every byte of the text's UTF-8 (a lone surrogate, which encodeURIComponent refuses, too). */
function encode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

function urlOf(operation: Operation, path: Record<string, string>, query: [string, string][]): string {
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? 'x');
  const search = query.map(([key, value]) => `${encode(key)}=${encode(value)}`);
  return search.length > 0 ? `${url}?${search.join('&')}` : url;
}

/**
 * Where a generic reading of the schema gives no accepted request, a valid one to start from, so the
 * hostile values reach the rules and the database behind the first check.
 */
interface Example {
  params?: Record<string, string>;
  query?: [string, string][];
  body?: Record<string, unknown>;
}

/** Every hostile request of one operation, starting from `example` where given. */
function attempts(operation: Operation, example: Example = {}): Attempt[] {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const validPath = Object.fromEntries(
    pathParameters.map((parameter) => [
      parameter.name,
      encodeURIComponent(
        example.params?.[parameter.name] ?? String(sample(parameter.schema, parameter.name)),
      ),
    ]),
  );
  const validQuery = example.query ?? [];
  const json = (value: unknown) => JSON.stringify(value);
  const validBody = operation.body ? (example.body ?? sample(operation.body)) : undefined;
  const query = (name: string, value: string): [string, string][] => [
    ...validQuery.filter(([key]) => key !== name),
    [name, value],
  ];
  const list: Attempt[] = [
    {
      what: 'plain',
      url: urlOf(operation, validPath, validQuery),
      payload: validBody === undefined ? undefined : json(validBody),
    },
  ];
  const withBody = (attempt: Omit<Attempt, 'payload'>): Attempt => ({
    ...attempt,
    payload: validBody === undefined ? undefined : json(validBody),
  });

  for (const parameter of pathParameters) {
    for (const value of HOSTILE_STRINGS) {
      if (value === '') continue;
      list.push(
        withBody({
          what: `path ${parameter.name}=${JSON.stringify(value.slice(0, 20))}`,
          url: urlOf(operation, { ...validPath, [parameter.name]: encode(value) }, validQuery),
        }),
      );
    }
    for (const raw of ['%', '%E0%A4%A', '%ZZ', '%C0%AF', 'a'.repeat(600)]) {
      list.push(
        withBody({
          what: `raw path ${parameter.name}=${raw.slice(0, 20)}`,
          url: urlOf(operation, { ...validPath, [parameter.name]: raw }, validQuery),
        }),
      );
    }
  }
  for (const parameter of queryParameters) {
    for (const value of HOSTILE_STRINGS) {
      list.push(
        withBody({
          what: `query ${parameter.name}=${JSON.stringify(value.slice(0, 20))}`,
          url: urlOf(operation, validPath, query(parameter.name, value)),
        }),
      );
    }
    list.push(
      withBody({
        what: `query ${parameter.name} twice`,
        url: urlOf(operation, validPath, [...query(parameter.name, '1'), [parameter.name, '2']]),
      }),
    );
    // A cursor that decodes to control characters and to the wrong shapes.
    if (parameter.name === 'cursor') {
      for (const position of [
        '["\\u0000",1]',
        '[1,"\\u0000"]',
        `["${'x'.repeat(5000)}",1]`,
        '[1e999,1]',
        '{"a":1}',
        '"x"',
        '[',
      ]) {
        list.push(
          withBody({
            what: `cursor ${position.slice(0, 20)}`,
            url: urlOf(operation, validPath, query('cursor', Buffer.from(position).toString('base64url'))),
          }),
        );
      }
    }
  }
  list.push(
    withBody({
      what: 'unknown and prototype query keys',
      url: urlOf(operation, validPath, [
        ...validQuery,
        ['zzz', '1'],
        ['__proto__', '1'],
        ['constructor', 'x'],
      ]),
    }),
  );
  list.push(
    withBody({ what: 'bad query encoding', url: `${urlOf(operation, validPath, [])}?q=%ZZ&cursor=%&q=%` }),
  );

  if (operation.body) {
    const url = urlOf(operation, validPath, validQuery);
    for (const value of [...HOSTILE_VALUES, ...HOSTILE_STRINGS.slice(0, 8)]) {
      list.push({ what: `body ${json(value)?.slice(0, 20)}`, url, payload: json(value) });
    }
    const base = (validBody ?? {}) as Record<string, unknown>;
    const fields = Object.keys(operation.body.properties ?? {});
    for (const field of fields) {
      for (const value of [...HOSTILE_VALUES, ...HOSTILE_STRINGS]) {
        list.push({
          what: `body ${field}=${json(value)?.slice(0, 20)}`,
          url,
          payload: json({ ...base, [field]: value }),
        });
      }
    }
    list.push({ what: 'unknown body field', url, payload: json({ ...base, zzz: 1 }) });
    list.push({
      what: 'prototype body keys',
      url,
      payload: `{"__proto__":{"polluted":1},${json(base).slice(1)}`,
    });
    list.push({ what: 'deeply nested body', url, payload: `${'['.repeat(5000)}${']'.repeat(5000)}` });
    list.push({ what: 'invalid JSON', url, payload: '{"a":' });
    list.push({
      what: 'body over the limit',
      url,
      payload: json({ ...base, zzz: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    list.push({ what: 'text body', url, payload: 'hello', headers: { 'content-type': 'text/plain' } });
    list.push({
      what: 'form body',
      url,
      payload: 'a=1&b=2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    list.push({
      what: 'multipart body',
      url,
      payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    list.push({ what: 'xml body', url, payload: '<a/>', headers: { 'content-type': 'application/xml' } });
    list.push({ what: 'empty JSON body', url, payload: '', headers: { 'content-type': 'application/json' } });
    list.push({
      what: 'JSON in UTF-16',
      url,
      payload: json(validBody),
      headers: { 'content-type': 'application/json; charset=utf-16' },
    });
  }
  const url = urlOf(operation, validPath, validQuery);
  const payload = validBody === undefined ? undefined : json(validBody);
  for (const locale of ['xx', 'x'.repeat(200), 'de,en', '../en']) {
    list.push({ what: `x-locale ${locale.slice(0, 20)}`, url, payload, headers: { 'x-locale': locale } });
  }
  list.push({
    what: 'garbage session cookies',
    url,
    payload,
    headers: { cookie: 'tendero_access=a.b.c; tendero_refresh=%ZZ; tendero_cart=\u00ff' },
  });
  list.push({
    what: 'garbage bearer token',
    url,
    payload,
    headers: { authorization: `Bearer ${'a'.repeat(4000)}` },
  });
  list.push({ what: 'other authorization scheme', url, payload, headers: { authorization: 'Basic YTpi' } });
  return list;
}

const KEY = /^[a-z][a-zA-Z]*(\.[a-zA-Z0-9]+)+$/;

/** Why an answer breaks the rules, or null when it keeps them. */
function problem(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (!response.headers['x-request-id']) return `${response.statusCode} without x-request-id`;
  if (!response.headers['content-security-policy']) return `${response.statusCode} without security headers`;
  if (response.statusCode < 400) return null;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `${response.statusCode} with a body that is not JSON: ${response.body.slice(0, 100)}`;
  }
  const parsed = ApiErrorBody.safeParse(body);
  if (!parsed.success) return `${response.statusCode} without the error body: ${response.body.slice(0, 200)}`;
  if (parsed.data.statusCode !== response.statusCode)
    return `${response.statusCode} with statusCode ${parsed.data.statusCode}`;
  if (!KEY.test(parsed.data.message))
    return `${response.statusCode} with a message that is not a key: ${parsed.data.message}`;
  return null;
}

const FRESH_CHALLENGE = 'fresh-challenge';
const FRESH_EMAIL = 'fresh@example.com';

/** Valid starting points of the operations a generic reading of their schema cannot satisfy. */
async function examples(
  app: TestApp,
  customer: FixtureCustomer,
  categoryPath: string,
): Promise<Record<string, Example>> {
  const { email, password } = customer;
  const db = app.database.db;
  const outOfStock = await db
    .selectFrom('product')
    .select('sku')
    .where('stock', '=', 0)
    .where('active', '=', 1)
    .executeTakeFirstOrThrow();
  const promotion = await db
    .selectFrom('promotion_translation')
    .select('slug')
    .where('locale', '=', 'en')
    .executeTakeFirstOrThrow();
  const address = {
    type: 'delivery',
    firstName: 'Ana',
    lastName: 'Silva',
    countryIso: 'DE',
    address1: 'Invalidenstraße 1',
    postcode: '10115',
    city: 'Berlin',
  } as const;
  const addressId = String((await anAddress(app, customer.id, address)).id);
  const newPassword = { password: 'another secret 2', passwordRepeat: 'another secret 2' };
  return {
    'GET /v1/healthcheck/{service}': { params: { service: 'database' } },
    'GET /v1/geo/countries/{countryIso}': { params: { countryIso: 'DE' } },
    'GET /v1/geo/countries/{countryIso}/states': { params: { countryIso: 'ES' } },
    'GET /v1/catalog/search': { query: [['q', 'pan']] },
    'GET /v1/catalog/{path}': { params: { path: categoryPath } },
    'POST /v1/catalog/products/{sku}/notifications': { params: { sku: outOfStock.sku } },
    'GET /v1/promotions/{slug}': { params: { slug: promotion.slug } },
    'GET /v1/marketing/entities/types/{entityType}': { params: { entityType: 'hero' } },
    'POST /v1/auth/register': {
      body: {
        firstName: 'Ana',
        lastName: 'Silva',
        email: FRESH_EMAIL,
        ...newPassword,
        verification: { type: 'challenge', a: 1, b: 1, answer: 2, token: FRESH_CHALLENGE },
      },
    },
    'POST /v1/auth/login': { body: { email, password } },
    'POST /v1/auth/token': { body: { grant_type: 'password', email, password } },
    'POST /v1/auth/reset-password': { body: { token: 'x', ...newPassword } },
    'POST /v1/auth/change-password': { body: { currentPassword: password, ...newPassword } },
    'POST /v1/me/addresses': { body: address },
    'GET /v1/me/addresses/{addressId}': { params: { addressId } },
    'PATCH /v1/me/addresses/{addressId}': { params: { addressId }, body: { city: 'Potsdam' } },
    'DELETE /v1/me/addresses/{addressId}': { params: { addressId } },
  };
}

/** A registration needs a challenge nobody has answered yet: each attempt gets its own. */
async function withFreshChallenge(app: TestApp, payload: string | undefined): Promise<string | undefined> {
  if (!payload?.includes(FRESH_CHALLENGE)) return payload;
  const challenge = (await app.inject({ url: '/v1/auth/challenge', remoteAddress: randomIp() })).json();
  const verification = {
    type: 'challenge',
    a: challenge.a,
    b: challenge.b,
    answer: challenge.a + challenge.b,
    token: challenge.token,
  };
  return payload
    .replace(
      JSON.stringify({ type: 'challenge', a: 1, b: 1, answer: 2, token: FRESH_CHALLENGE }),
      JSON.stringify(verification),
    )
    .replace(FRESH_EMAIL, uniqueEmail('fuzz'));
}

async function send(app: TestApp, operation: Operation, attempt: Attempt, browser: Browser | null) {
  attempt = { ...attempt, payload: await withFreshChallenge(app, attempt.payload) };
  const headers: Record<string, string> = {
    ...(attempt.payload === undefined ? {} : { 'content-type': 'application/json' }),
    ...attempt.headers,
  };
  const options = {
    method: operation.method as 'GET',
    url: attempt.url,
    headers,
    ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
  };
  // Each attempt from its own address, so rate limits do not stop the input before it is checked.
  if (!browser)
    return app.inject({
      ...options,
      remoteAddress: randomIp(),
      headers: { origin: SHOP_ORIGIN, ...headers },
    });
  return browser.request(options);
}

describe('hostile input against every operation of the OpenAPI document', () => {
  const test = useTestApp();
  let categoryPath = '';

  // A category with a pan in stock and one sold out, and a promotion: what the examples start from.
  beforeAll(async () => {
    const kitchen = await aCategory(test.app, { name: 'Kitchen' });
    await aProduct(test.app, { name: 'Iron frying pan', categoryId: kitchen.id, basePrice: 2990 });
    await aProduct(test.app, { name: 'Steel pan', categoryId: kitchen.id, stock: 0 });
    await aPromotion(test.app);
    categoryPath = kitchen.path;
  });

  it(
    'answers every request with a 2xx-4xx, and every 4xx with the error body and a key',
    { timeout: 600_000 },
    async () => {
      const app = test.app;
      const document = (await app.inject('/v1/openapi.json')).json();
      const all = operations(document);
      expect(all.length).toBeGreaterThan(30);
      const failures: string[] = [];
      let sent = 0;
      for (const operation of all) {
        // A fresh customer per operation: some attempts sign out or change the password.
        const customer = await aCustomer(app);
        const browser = await signedIn(app, customer);
        const example = (await examples(app, customer, categoryPath))[
          `${operation.method} ${operation.path}`
        ];
        for (const attempt of attempts(operation, example)) {
          for (const who of [null, browser] as const) {
            const response = await send(app, operation, attempt, who);
            sent += 1;
            const found = problem(response);
            if (found)
              failures.push(
                `${operation.method} ${operation.path} [${who ? 'signed in' : 'anonymous'}] ${attempt.what}: ${found}`,
              );
          }
        }
      }
      expect(sent).toBeGreaterThan(5000);
      expect(failures.slice(0, 60)).toEqual([]);
    },
  );

  it('keeps media, docs and unknown paths in the same shape', async () => {
    const app = test.app;
    const failures: string[] = [];
    for (const url of [
      '/v1/media/%2e%2e/x',
      '/v1/media/.hidden',
      '/v1/media/products/',
      '/v1/media/x%00y',
      '/v1/media/%ZZ',
      '/v1/nothing',
      '/nothing',
      '/v1/%',
      '/v1/catalog/%E0%A4%A',
      `/v1/products/${'9'.repeat(600)}/together`,
    ]) {
      const response = await app.inject({ url });
      const found = problem(response);
      if (found) failures.push(`${url}: ${found}`);
    }
    expect(failures).toEqual([]);
  });
});
