import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@tendero/client';
import { LOCALES } from '@tendero/contract/locale-data';
import { adminErrorMessage, adminFieldErrors, sessionEnded } from './errors';

const known = new Set([
  'admin.error.refund.tooMuch',
  'admin.error.ship.trackingNumberTaken',
  'admin.validation.string.trackingNumber',
  'admin.auth.origin.forbidden',
  'validation.number.max',
  'validation.string.required',
  'validation.string.min',
]);
const has = (key: string) => known.has(key);

describe('what the back office says about a refused call', () => {
  it('says the API’s key in the back office’s words, with the values of its detail', () => {
    const tooMuch = new ApiError({
      status: 409,
      message: 'error.refund.tooMuch',
      details: [{ path: 'lines.0.quantity', message: 'error.refund.tooMuch', params: { maximum: 2 } }],
    });
    expect(adminErrorMessage(tooMuch, has)).toEqual({
      key: 'admin.error.refund.tooMuch',
      params: { maximum: 2 },
    });
    expect(adminErrorMessage(new ApiError({ status: 403, message: 'auth.origin.forbidden' }), has)).toEqual({
      key: 'admin.auth.origin.forbidden',
      params: {},
    });
  });

  it('uses the back office’s own validation texts first, then the shop’s', () => {
    const invalid = new ApiError({
      status: 400,
      message: 'validation.string.trackingNumber',
      details: [
        { path: 'parcels.0.trackingNumber', message: 'validation.string.trackingNumber' },
        { path: 'parcels.0.lines.0.quantity', message: 'validation.number.max', params: { maximum: 3 } },
        { path: 'reason', message: 'validation.string.min', params: { minimum: 1 } },
      ],
    });
    expect(adminErrorMessage(invalid, has).key).toBe('admin.validation.string.trackingNumber');
    expect(adminFieldErrors(invalid, has)).toEqual({
      'parcels.0.trackingNumber': { key: 'admin.validation.string.trackingNumber', params: {} },
      'parcels.0.lines.0.quantity': { key: 'validation.number.max', params: { maximum: 3 } },
      reason: { key: 'validation.string.required', params: { minimum: 1 } },
    });
  });

  it('falls back to "something went wrong" for a key it has no words for, never to the key itself', () => {
    expect(adminErrorMessage(new ApiError({ status: 404, message: 'error.unheardOf' }), has)).toEqual({
      key: 'admin.errors.generic',
      params: {},
    });
    // A key the shop has outside validation (its customers' words) is not the back office's.
    expect(adminErrorMessage(new ApiError({ status: 400, message: 'orders.title' }), () => true).key).toBe(
      'admin.errors.generic',
    );
  });

  it('tells offline, too many tries and server faults apart from refusals', () => {
    expect(adminErrorMessage(new TypeError('Failed to fetch'), has).key).toBe('admin.errors.network');
    expect(adminErrorMessage(new ApiError({ status: 429, message: 'error.rateLimited' }), has).key).toBe(
      'admin.errors.rateLimited',
    );
    expect(adminErrorMessage(new ApiError({ status: 500, message: 'error.internal' }), has).key).toBe(
      'admin.errors.generic',
    );
  });

  it('knows a 401 as the end of the session', () => {
    expect(sessionEnded(new ApiError({ status: 401, message: 'error.admin.required' }))).toBe(true);
    expect(sessionEnded(new ApiError({ status: 403, message: 'auth.origin.forbidden' }))).toBe(false);
    expect(sessionEnded(new Error('offline'))).toBe(false);
  });
});

describe('the back office’s words for a state that moved on', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
  /** Every `error.<aggregate>.illegalTransition` key the API's modules and the contract name. */
  const keys = [
    ...new Set(
      ['apps/api/src/modules', 'packages/contract/src'].flatMap((dir) =>
        fs
          .readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
          .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
          .flatMap((entry) =>
            [
              ...fs
                .readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
                .matchAll(/'(error\.\w+\.illegalTransition)'/g),
            ].map((match) => match[1] ?? ''),
          ),
      ),
    ),
  ].sort();

  it('finds those of orders, returns and reviews', () => {
    expect(keys).toEqual(
      expect.arrayContaining([
        'error.order.illegalTransition',
        'error.return.illegalTransition',
        'error.review.illegalTransition',
      ]),
    );
  });

  it.each(LOCALES)('words each one in %s rather than "something went wrong"', (locale) => {
    // admin.json is the `admin` namespace of the back office's messages.
    const admin = JSON.parse(
      fs.readFileSync(path.join(root, 'apps/web/messages', locale, 'admin.json'), 'utf8'),
    ) as Record<string, unknown>;
    const has = (key: string) =>
      key.startsWith('admin.') &&
      typeof key
        .slice('admin.'.length)
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], admin) ===
        'string';
    for (const key of keys) {
      expect(adminErrorMessage(new ApiError({ status: 409, message: key }), has).key, key).toBe(
        `admin.${key}`,
      );
    }
  });
});
