import { describe, expect, it } from 'vitest';
import { ConversionFlagInput } from './orders.ts';
import { failure, success } from './test-support.ts';

describe('ConversionFlagInput', () => {
  it.each([true, false])('accepts %j', (conversionSent) => {
    expect(success(ConversionFlagInput, { conversionSent })).toEqual({ conversionSent });
  });

  it.each([
    ['true', 'validation.boolean.type'],
    [1, 'validation.boolean.type'],
    [null, 'validation.boolean.type'],
    [undefined, 'validation.boolean.required'],
  ])('rejects %j with %s', (conversionSent, message) => {
    expect(failure(ConversionFlagInput, { conversionSent })).toEqual([
      { path: 'conversionSent', message, params: { expected: 'boolean' } },
    ]);
  });
});
