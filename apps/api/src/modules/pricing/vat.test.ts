import { describe, expect, it } from 'vitest';
import { chargedVatRate, payableAmount, vatExemptionOf, vatGroups, vatRateOf } from './vat.ts';

const GERMANY = { eu: true, vatRateBp: 1900, vatReducedRateBp: 700 };

describe('VAT arithmetic', () => {
  it('charges the rate of the product class, and none where VAT is not charged', () => {
    expect(vatRateOf(GERMANY, 'standard')).toBe(1900);
    expect(vatRateOf(GERMANY, 'reduced')).toBe(700);
    expect(chargedVatRate(GERMANY, 'reduced', null)).toBe(700);
    expect(chargedVatRate(GERMANY, 'standard', 'export')).toBe(0);
    expect(chargedVatRate(null, 'standard', null)).toBe(0);
  });

  it('exempts exports and businesses of another EU country with a VAT id', () => {
    expect(vatExemptionOf({ eu: false }, null, 'DE')).toBe('export');
    expect(vatExemptionOf({ eu: true }, null, 'DE')).toBeNull();
    expect(vatExemptionOf({ eu: true }, 'DE123456789', 'DE')).toBeNull();
    expect(vatExemptionOf({ eu: true }, 'fr12345678901', 'DE')).toBe('reverseCharge');
    expect(vatExemptionOf({ eu: true }, 'EL123456789', 'GR')).toBeNull();
  });

  it("takes the seller's VAT out only where none is charged", () => {
    expect(payableAmount(11_900, null, 1900)).toBe(11_900);
    expect(payableAmount(11_900, 'export', 1900)).toBe(10_000);
    expect(payableAmount(11_900, 'export', null)).toBe(11_900);
  });

  it('works out the VAT once per rate, highest rate first, leaving out zero amounts', () => {
    const groups = vatGroups([
      { rate: 700, gross: 1070 },
      { rate: 1900, gross: 595 },
      { rate: 1900, gross: 595 },
      { rate: 0, gross: 0 },
    ]);
    expect(groups).toEqual([
      { rate: 1900, gross: 1190, net: 1000, vat: 190 },
      { rate: 700, gross: 1070, net: 1000, vat: 70 },
    ]);
  });
});
