import { describe, expect, it } from 'vitest';
import {
  CART_QUANTITY_MAX,
  CURRENCY,
  CURRENCY_DECIMALS,
  PAGE_LIMIT_DEFAULT,
  PAGE_LIMIT_MAX,
  PERCENT_DECIMALS,
  TOKEN_LIFETIME_SECONDS,
} from './constants.ts';

describe('business constants', () => {
  it.each([
    ['CURRENCY', CURRENCY, 'EUR'],
    ['CURRENCY_DECIMALS', CURRENCY_DECIMALS, 2],
    ['PERCENT_DECIMALS', PERCENT_DECIMALS, 2],
    ['CART_QUANTITY_MAX', CART_QUANTITY_MAX, 1_000_000],
    ['TOKEN_LIFETIME_SECONDS', TOKEN_LIFETIME_SECONDS, 3600],
    ['PAGE_LIMIT_DEFAULT', PAGE_LIMIT_DEFAULT, 24],
    ['PAGE_LIMIT_MAX', PAGE_LIMIT_MAX, 100],
  ])('%s is %j', (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it('keeps the default page size within the maximum', () => {
    expect(PAGE_LIMIT_DEFAULT).toBeLessThanOrEqual(PAGE_LIMIT_MAX);
  });
});
