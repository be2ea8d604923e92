import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';

describe('the package entry', () => {
  it('installs the error map, so messages are keys', () => {
    const result = contract.AddressInput.safeParse({});
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).toMatch(/^validation\./);
  });

  it.each([
    'AddressInput',
    'RegisterInput',
    'CartLineInput',
    'StockAlertInput',
    'CountryRequestInput',
    'HealthReport',
    'LocaleHeader',
    'issuesToDetails',
    'resolveLocale',
    'CART_QUANTITY_MAX',
  ])('exports %s', (name) => {
    expect(contract).toHaveProperty(name);
  });
});
