import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CountryIso,
  CursorQuery,
  Email,
  Id,
  IdOrNone,
  Image,
  QueryBoolean,
  commaList,
  optionalText,
  page,
  text,
} from './common.ts';
import { LocaleCode } from './locales.ts';
import { chars, failure, success } from './test-support.ts';

describe('text', () => {
  const schema = text(1, 10);

  it.each([
    ['a', 'a'],
    [chars(10), chars(10)],
    ['  padded  ', 'padded'],
    [`  ${chars(10)}  `, chars(10)],
  ])('accepts %j as %j', (input, output) => {
    expect(success(schema, input)).toBe(output);
  });

  it.each([
    ['', 'validation.string.min', { minimum: 1 }],
    ['   ', 'validation.string.min', { minimum: 1 }],
    [chars(11), 'validation.string.max', { maximum: 10 }],
  ])('rejects %j with %s', (input, message, params) => {
    expect(failure(schema, input)).toEqual([{ path: '', message, params }]);
  });

  it.each([
    [undefined, 'validation.string.required'],
    [null, 'validation.string.type'],
    [5, 'validation.string.type'],
  ])('rejects %j with %s', (input, message) => {
    expect(failure(schema, input)).toEqual([{ path: '', message, params: { expected: 'string' } }]);
  });
});

describe('optionalText', () => {
  const schema = optionalText(5);

  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['    ', null],
    ['\t\n', null],
    [' abc ', 'abc'],
    [chars(5), chars(5)],
  ])('turns %j into %j', (input, output) => {
    expect(success(schema, input)).toBe(output);
  });

  it('rejects more than the maximum after trimming', () => {
    expect(failure(schema, chars(6))).toEqual([
      { path: '', message: 'validation.string.max', params: { maximum: 5 } },
    ]);
  });

  it('rejects a non-string', () => {
    expect(failure(schema, 1)).toEqual([
      { path: '', message: 'validation.string.type', params: { expected: 'string' } },
    ]);
  });
});

describe('Email', () => {
  it.each([
    ['ana@example.com', 'ana@example.com'],
    ['  Ana@Example.COM ', 'ana@example.com'],
    ['first.last+tag@sub.example.org', 'first.last+tag@sub.example.org'],
    [`${chars(242)}@example.com`, `${chars(242)}@example.com`],
  ])('accepts %j as %j', (input, output) => {
    expect(success(Email, input)).toBe(output);
  });

  it.each(['', 'ana', 'ana@', '@example.com', 'ana@example', 'ana @example.com', 'ana@@example.com'])(
    'rejects %j with validation.string.email',
    (input) => {
      expect(failure(Email, input)).toEqual([
        { path: '', message: 'validation.string.email', params: { format: 'email' } },
      ]);
    },
  );

  it('rejects more than 254 characters', () => {
    expect(failure(Email, `${chars(243)}@example.com`)).toEqual([
      { path: '', message: 'validation.string.max', params: { maximum: 254 } },
    ]);
  });

  it.each([
    [undefined, 'validation.string.required'],
    [42, 'validation.string.type'],
    [{}, 'validation.string.type'],
  ])('rejects %j with %s', (input, message) => {
    expect(failure(Email, input)).toEqual([{ path: '', message, params: { expected: 'string' } }]);
  });
});

describe('QueryBoolean', () => {
  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    ['false', false],
  ])('reads %j as %j', (input, output) => {
    expect(success(QueryBoolean, input)).toBe(output);
  });

  it.each(['yes', 'no', 'TRUE', 'True', '', ' 1', '2'])(
    'rejects %j with validation.boolean.type',
    (input) => {
      const details = failure(QueryBoolean, input);
      expect(details).toHaveLength(1);
      expect(details[0]?.path).toBe('');
      expect(details[0]?.message).toBe('validation.boolean.type');
      expect(details[0]?.params?.['options']).toEqual(expect.arrayContaining(['1', '0', 'true', 'false']));
    },
  );

  it.each([true, 1, undefined])('rejects the non-string %j with validation.boolean.type', (input) => {
    expect(failure(QueryBoolean, input)[0]?.message).toBe('validation.boolean.type');
  });
});

describe('commaList', () => {
  /** Items get the raw strings; `Id` itself takes `unknown`, which the item type does not allow. */
  const ListId = z.coerce.number<string>().int().min(1);
  const ids = commaList(ListId, 3);

  it.each([
    ['1', [1]],
    ['1,2,3', [1, 2, 3]],
    [' 1 , 2 ,3 ', [1, 2, 3]],
    ['1,,2,', [1, 2]],
    [', ,', []],
    ['', []],
  ])('reads %j as %j', (input, output) => {
    expect(success(ids, input)).toEqual(output);
  });

  it('checks every item, with the index (after dropping empties) in the path', () => {
    expect(failure(ids, '1,,x')).toEqual([
      { path: '1', message: 'validation.number.type', params: { expected: 'number' } },
    ]);
    expect(failure(ids, '0,2,-4')).toEqual([
      { path: '0', message: 'validation.number.min', params: { minimum: 1 } },
      { path: '2', message: 'validation.number.min', params: { minimum: 1 } },
    ]);
  });

  it('passes the items through the item schema', () => {
    const locales = commaList(LocaleCode);
    expect(success(locales, 'de, sv')).toEqual(['de', 'sv']);
    expect(failure(locales, 'de,xx')).toEqual([
      {
        path: '1',
        message: 'validation.locale.unsupported',
        params: { options: expect.arrayContaining(['de', 'en']) },
      },
    ]);
  });

  it('prefixes item paths inside an object', () => {
    const schema = z.object({ ids });
    expect(failure(schema, { ids: '1,a' })).toEqual([
      { path: 'ids.1', message: 'validation.number.type', params: { expected: 'number' } },
    ]);
  });

  it('limits the number of items', () => {
    expect(success(ids, '1,2,3')).toEqual([1, 2, 3]);
    expect(failure(ids, '1,2,3,4')).toEqual([
      { path: '', message: 'validation.array.max', params: { maximum: 3 } },
    ]);
  });

  it('allows 100 items by default', () => {
    const list = commaList(z.string());
    const items = Array.from({ length: 100 }, (_, index) => `v${index}`);
    expect(success(list, items.join(','))).toHaveLength(100);
    expect(failure(list, [...items, 'v100'].join(','))).toEqual([
      { path: '', message: 'validation.array.max', params: { maximum: 100 } },
    ]);
  });

  it('limits the raw length to 4000 characters', () => {
    const list = commaList(z.string(), 10_000);
    expect(success(list, chars(4000))).toEqual([chars(4000)]);
    expect(failure(list, chars(4001))).toEqual([
      { path: '', message: 'validation.string.max', params: { maximum: 4000 } },
    ]);
  });

  it('rejects a non-string', () => {
    expect(failure(ids, 5)).toEqual([
      { path: '', message: 'validation.string.type', params: { expected: 'string' } },
    ]);
  });
});

describe('Id', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [7, 7],
    [String(Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER],
  ])('reads %j as %j', (input, output) => {
    expect(success(Id, input)).toBe(output);
  });

  it.each([
    ['0', 'validation.number.min', { minimum: 1 }],
    ['-1', 'validation.number.min', { minimum: 1 }],
    ['x', 'validation.number.type', { expected: 'number' }],
    ['1.5', 'validation.number.integer', { expected: 'int', format: 'safeint' }],
  ])('rejects %j with %s', (input, message, params) => {
    expect(failure(Id, input)).toEqual([{ path: '', message, params }]);
  });
});

describe('IdOrNone', () => {
  it.each([
    ['-1', null],
    [-1, null],
    ['1', 1],
    ['5', 5],
    [5, 5],
  ])('reads %j as %j', (input, output) => {
    expect(success(IdOrNone, input)).toBe(output);
  });

  it.each([
    ['0', 'validation.number.min', { minimum: 1 }],
    ['-2', 'validation.number.min', { minimum: -1 }],
    ['x', 'validation.number.type', { expected: 'number' }],
    ['2.5', 'validation.number.integer', { expected: 'int', format: 'safeint' }],
  ])('rejects %j with %s', (input, message, params) => {
    expect(failure(IdOrNone, input)).toEqual([{ path: '', message, params }]);
  });
});

describe('CursorQuery', () => {
  it('defaults the limit to 24 and leaves the cursor out', () => {
    expect(success(CursorQuery, {})).toEqual({ limit: 24 });
  });

  it.each([
    ['1', 1],
    ['24', 24],
    ['100', 100],
  ])('reads limit %j as %j', (limit, output) => {
    expect(success(CursorQuery, { cursor: 'abc', limit })).toEqual({ cursor: 'abc', limit: output });
  });

  it.each([
    ['0', 'validation.number.min', { minimum: 1 }],
    ['101', 'validation.number.max', { maximum: 100 }],
    ['x', 'validation.number.type', { expected: 'number' }],
    ['2.5', 'validation.number.integer', { expected: 'int', format: 'safeint' }],
  ])('rejects limit %j with %s', (limit, message, params) => {
    expect(failure(CursorQuery, { limit })).toEqual([{ path: 'limit', message, params }]);
  });

  it.each([
    ['', 'validation.string.min', { minimum: 1 }],
    [chars(513), 'validation.string.max', { maximum: 512 }],
  ])('rejects cursor %j with %s', (cursor, message, params) => {
    expect(failure(CursorQuery, { cursor })).toEqual([{ path: 'cursor', message, params }]);
  });

  it('accepts a cursor of 512 characters', () => {
    expect(success(CursorQuery, { cursor: chars(512) }).cursor).toBe(chars(512));
  });
});

describe('page', () => {
  const schema = page(z.number());

  it('is items plus a nullable nextCursor', () => {
    expect(success(schema, { items: [1, 2], nextCursor: 'n' })).toEqual({ items: [1, 2], nextCursor: 'n' });
    expect(success(schema, { items: [], nextCursor: null })).toEqual({ items: [], nextCursor: null });
  });

  it('requires nextCursor and checks the items', () => {
    expect(failure(schema, { items: ['a'] })).toEqual([
      { path: 'items.0', message: 'validation.number.type', params: { expected: 'number' } },
      { path: 'nextCursor', message: 'validation.string.required', params: { expected: 'string' } },
    ]);
  });
});

describe('Image', () => {
  it('accepts an image with url, alt, width and height', () => {
    const image = { url: '/i.jpg', alt: 'A chair', width: 640, height: 480 };
    expect(success(Image, image)).toEqual(image);
    expect(failure(Image, { url: '/i.jpg', alt: 'A chair', width: 640 })).toEqual([
      { path: 'height', message: 'validation.number.required', params: { expected: 'number' } },
    ]);
  });
});

describe('CountryIso', () => {
  it.each([
    ['DE', 'DE'],
    ['de', 'DE'],
    ['dE', 'DE'],
    [' fi ', 'FI'],
  ])('accepts %j as %j', (input, output) => {
    expect(success(CountryIso, input)).toBe(output);
  });

  it.each(['DEU', 'D', '', 'D1', '12', 'D E'])('rejects %j with validation.country.iso', (input) => {
    expect(failure(CountryIso, input)).toEqual([
      { path: '', message: 'validation.country.iso', params: { format: 'regex' } },
    ]);
  });
});
