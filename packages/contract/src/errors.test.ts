import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiErrorBody, ERROR_KEYS, ErrorDetail, issuesToDetails, validationKey } from './errors.ts';
import { failure, success } from './test-support.ts';

/** Every message must be a translation key `validation.<type>.<rule>` or an error key. */
const KEY = /^validation\.[a-z]+\.[a-zA-Z_.]+$/;

describe('the global error map', () => {
  it.each([
    ['missing string', z.string(), undefined, 'validation.string.required', { expected: 'string' }],
    ['wrong string type', z.string(), 1, 'validation.string.type', { expected: 'string' }],
    ['null for a string', z.string(), null, 'validation.string.type', { expected: 'string' }],
    ['missing number', z.number(), undefined, 'validation.number.required', { expected: 'number' }],
    ['NaN', z.number(), Number.NaN, 'validation.number.type', { expected: 'number' }],
    ['missing int', z.int(), undefined, 'validation.number.required', { expected: 'number' }],
    ['fraction for int', z.int(), 1.5, 'validation.number.integer', { expected: 'int', format: 'safeint' }],
    ['string for int', z.int(), '1', 'validation.number.type', { expected: 'number' }],
    ['wrong boolean', z.boolean(), 'true', 'validation.boolean.type', { expected: 'boolean' }],
    ['wrong object', z.object({}), 'x', 'validation.object.type', { expected: 'object' }],
    ['missing object', z.object({}), undefined, 'validation.object.required', { expected: 'object' }],
    ['wrong array', z.array(z.string()), 'x', 'validation.array.type', { expected: 'array' }],
    ['wrong bigint', z.bigint(), 1, 'validation.bigint.type', { expected: 'bigint' }],
    ['short string', z.string().min(2), 'a', 'validation.string.min', { minimum: 2 }],
    ['long string', z.string().max(2), 'abc', 'validation.string.max', { maximum: 2 }],
    ['small number', z.number().min(1), 0, 'validation.number.min', { minimum: 1 }],
    ['big number', z.number().max(1), 2, 'validation.number.max', { maximum: 1 }],
    ['small int', z.int().min(3), 1, 'validation.number.min', { minimum: 3 }],
    ['small bigint', z.bigint().min(5n), 1n, 'validation.number.min', { minimum: 5 }],
    ['short array', z.array(z.string()).min(1), [], 'validation.array.min', { minimum: 1 }],
    ['long array', z.array(z.string()).max(0), ['a'], 'validation.array.max', { maximum: 0 }],
    ['email', z.email(), 'x', 'validation.string.email', { format: 'email' }],
    ['regex', z.string().regex(/^a$/), 'b', 'validation.string.pattern', { format: 'regex' }],
    ['url', z.url(), 'x', 'validation.string.url', { format: 'url' }],
    ['uuid', z.uuid(), 'x', 'validation.string.uuid', { format: 'uuid' }],
    ['multiple of', z.number().multipleOf(5), 3, 'validation.number.multipleOf', { divisor: 5 }],
    ['enum', z.enum(['a', 'b']), 'c', 'validation.enum.invalid', { options: ['a', 'b'] }],
    ['literal', z.literal('a'), 'b', 'validation.enum.invalid', { options: ['a'] }],
    [
      'unknown keys',
      z.object({}).strict(),
      { x: 1, y: 2 },
      'validation.object.unknown',
      { keys: ['x', 'y'] },
    ],
  ])('maps %s to its key and params', (_name, schema, input, message, params) => {
    expect(failure(schema, input)).toEqual([{ path: '', message, params }]);
  });

  it('maps a failed union to validation.union.invalid without params', () => {
    expect(failure(z.union([z.string(), z.number()]), true)).toEqual([
      { path: '', message: 'validation.union.invalid' },
    ]);
  });

  it('maps an invalid record key to validation.record.invalid', () => {
    expect(failure(z.record(z.string().min(2), z.string()), { a: 'x' })).toEqual([
      { path: 'a', message: 'validation.record.invalid' },
    ]);
  });

  it('gives every issue the key validationKey computes for it', () => {
    const schema = z
      .object({
        name: z.string().min(1),
        age: z.int().min(0),
        tags: z.array(z.enum(['a'])).max(1),
        email: z.email(),
      })
      .strict();
    const input = { name: '', age: 1.5, tags: ['b'], email: 'x', extra: true };
    const computed: (string | undefined)[] = [];
    // The issues are finalised, and the per-parse map called with each raw issue, when they are read.
    const spied = schema.safeParse(input, {
      error: (issue) => {
        computed.push(validationKey(issue));
        return undefined;
      },
    });
    expect(spied.error?.issues).toHaveLength(5);
    const messages = schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual([
      'validation.string.min',
      'validation.number.integer',
      'validation.enum.invalid',
      'validation.string.email',
      'validation.object.unknown',
    ]);
    expect(computed).toEqual(messages);
    for (const message of messages) expect(message).toMatch(KEY);
  });

  it('leaves custom issues to the message they carry', () => {
    const schema = z.string().refine(() => false, { message: 'validation.string.taken', params: { n: 1 } });
    expect(failure(schema, 'a')).toEqual([
      { path: '', message: 'validation.string.taken', params: { n: 1 } },
    ]);
  });

  it('gives a custom issue without a message a key, not English text', () => {
    const schema = z.string().refine(() => false);
    expect(failure(schema, 'a')).toEqual([{ path: '', message: 'validation.custom.invalid' }]);
    const computed: (string | undefined)[] = [];
    const spied = schema.safeParse('a', {
      error: (issue) => {
        computed.push(validationKey(issue));
        return undefined;
      },
    });
    expect(spied.error?.issues[0]?.code).toBe('custom');
    expect(computed).toEqual(['validation.custom.invalid']);
  });

  it('lets a schema-level error win over the global map', () => {
    expect(failure(z.string({ error: 'validation.name.type' }), 1)).toEqual([
      { path: '', message: 'validation.name.type', params: { expected: 'string' } },
    ]);
  });
});

describe('issuesToDetails', () => {
  const schema = z.object({ lines: z.array(z.object({ quantity: z.number().max(3) })) });

  it('joins the path with dots, array indexes included', () => {
    expect(failure(schema, { lines: [{ quantity: 1 }, { quantity: 4 }] })).toEqual([
      { path: 'lines.1.quantity', message: 'validation.number.max', params: { maximum: 3 } },
    ]);
  });

  it('prefixes the path', () => {
    const result = schema.safeParse({ lines: [{ quantity: 4 }] });
    expect(issuesToDetails(result.error?.issues ?? [], 'body')).toEqual([
      { path: 'body.lines.0.quantity', message: 'validation.number.max', params: { maximum: 3 } },
    ]);
  });

  it('gives the bare prefix for a root issue and ignores an empty prefix', () => {
    const root = z.string().safeParse(1).error?.issues ?? [];
    expect(issuesToDetails(root, 'query')).toEqual([
      { path: 'query', message: 'validation.string.type', params: { expected: 'string' } },
    ]);
    expect(issuesToDetails(root, '')[0]?.path).toBe('');
  });

  it('leaves params out when a rule has none', () => {
    const details = failure(z.union([z.string(), z.number()]), null);
    expect(details).toEqual([{ path: '', message: 'validation.union.invalid' }]);
    expect(details[0]).not.toHaveProperty('params');
  });

  it('turns bigint params into numbers', () => {
    expect(failure(z.bigint().max(10n), 11n)).toEqual([
      { path: '', message: 'validation.number.max', params: { maximum: 10 } },
    ]);
  });

  it('renames values to options', () => {
    const details = failure(z.enum(['x', 'y']), 'z');
    expect(details[0]?.params).toEqual({ options: ['x', 'y'] });
  });

  it('merges the params of a custom issue', () => {
    const schema = z.number().refine((value) => value !== 0, {
      message: 'validation.number.min',
      params: { minimum: 1 },
    });
    expect(failure(schema, 0)).toEqual([
      { path: '', message: 'validation.number.min', params: { minimum: 1 } },
    ]);
  });

  it('gives nothing for no issues', () => {
    expect(issuesToDetails([])).toEqual([]);
  });

  it('produces valid ErrorDetail entries', () => {
    for (const detail of failure(schema, { lines: 'x' })) {
      expect(success(ErrorDetail, detail)).toEqual(detail);
    }
  });
});

describe('ApiErrorBody', () => {
  it('accepts the error body', () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'validation.failed',
      details: [{ path: 'firstName', message: 'validation.string.min', params: { minimum: 1 } }],
    };
    expect(success(ApiErrorBody, body)).toEqual(body);
  });

  it('makes details and params optional', () => {
    expect(
      success(ApiErrorBody, { statusCode: 500, error: 'Internal Server Error', message: 'error.internal' }),
    ).toBeTruthy();
    expect(
      success(ErrorDetail, { path: 'passwordRepeat', message: 'validation.string.password.repeat' }),
    ).toBeTruthy();
  });

  it('wants an integer status code', () => {
    expect(failure(ApiErrorBody, { statusCode: 400.5, error: 'Bad Request', message: 'x' })).toEqual([
      {
        path: 'statusCode',
        message: 'validation.number.integer',
        params: { expected: 'int', format: 'safeint' },
      },
    ]);
  });
});

describe('ERROR_KEYS', () => {
  it.each(Object.entries(ERROR_KEYS))('%s is a translation key (%s)', (_name, key) => {
    expect(key).toMatch(/^(validation|error)\.[a-zA-Z]+(\.[a-zA-Z]+)?$/);
  });

  it('has the unsupported-locale key', () => {
    expect(ERROR_KEYS.localeUnsupported).toBe('validation.locale.unsupported');
  });

  it('has no duplicates', () => {
    const keys = Object.values(ERROR_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
