import { describe, expect, it } from 'vitest';
import {
  PointsAdjustmentInput,
  PointsConversionHeaders,
  PointsConversionInput,
  PointsConversionQuery,
  PointsHistoryQuery,
} from './points.ts';
import { chars, failure, success } from './test-support.ts';

describe('PointsConversionQuery', () => {
  it('reads the points from the query string', () => {
    expect(success(PointsConversionQuery, { points: '500' })).toEqual({ points: 500 });
  });

  it.each([
    ['0', 'validation.number.min'],
    ['10000001', 'validation.number.max'],
    ['2.5', 'validation.number.integer'],
  ])('rejects %j with %s', (points, message) => {
    expect(failure(PointsConversionQuery, { points })[0]?.message).toBe(message);
  });

  it('rejects other query fields', () => {
    expect(failure(PointsConversionQuery, { points: '500', value: '5' })[0]?.message).toBe(
      'validation.object.unknown',
    );
  });
});

describe('PointsConversionInput', () => {
  it('takes a whole number of points and nothing else', () => {
    expect(success(PointsConversionInput, { points: 700 })).toEqual({ points: 700 });
    expect(failure(PointsConversionInput, { points: '700' })[0]?.message).toBe('validation.number.type');
    expect(failure(PointsConversionInput, { points: 700, code: 'X' })[0]?.message).toBe(
      'validation.object.unknown',
    );
  });
});

describe('PointsConversionHeaders', () => {
  it('needs an idempotency key of 8 to 128 safe characters', () => {
    expect(success(PointsConversionHeaders, { 'idempotency-key': 'a1b2c3d4' })).toEqual({
      'idempotency-key': 'a1b2c3d4',
    });
    expect(failure(PointsConversionHeaders, {})[0]?.message).toBe('validation.string.required');
    expect(failure(PointsConversionHeaders, { 'idempotency-key': 'short' })[0]?.message).toBe(
      'validation.string.pattern',
    );
    expect(failure(PointsConversionHeaders, { 'idempotency-key': chars(129) })[0]?.message).toBe(
      'validation.string.pattern',
    );
  });
});

describe('PointsHistoryQuery', () => {
  it('filters by a comma list of kinds', () => {
    expect(success(PointsHistoryQuery, { kind: 'pending,available' })).toMatchObject({
      kind: ['pending', 'available'],
      limit: 24,
    });
    expect(failure(PointsHistoryQuery, { kind: 'pending,gift' })[0]?.message).toBe('validation.enum.invalid');
  });
});

describe('PointsAdjustmentInput', () => {
  it('takes a signed correction with a reason', () => {
    expect(success(PointsAdjustmentInput, { points: -50, reason: ' Goodwill ' })).toEqual({
      points: -50,
      reason: 'Goodwill',
    });
    expect(failure(PointsAdjustmentInput, { points: 0, reason: 'x' })[0]?.message).toBe(
      'validation.number.nonZero',
    );
    expect(failure(PointsAdjustmentInput, { points: 5, reason: '' })[0]?.message).toBe(
      'validation.string.min',
    );
  });
});
