/**
 * VAT arithmetic, without the database: which rate a product is charged at in a country, when no VAT
 * is charged at all (export, reverse charge), what is paid then, and the VAT per rate of a total.
 * Everything is integer cents and basis points.
 */
import { netOfGross, vatOfGross, type VatExemption } from '@tendero/contract';

/** A country's VAT rates, in basis points. */
export interface VatRates {
  vatRateBp: number;
  vatReducedRateBp: number;
}

/** The rate a product of `vatClass` carries in a country. */
export function vatRateOf(rates: VatRates, vatClass: 'standard' | 'reduced'): number {
  return vatClass === 'reduced' ? rates.vatReducedRateBp : rates.vatRateBp;
}

/**
 * The rate charged to the destination: none where no VAT is charged, or to a country the shop does
 * not know (`destination` null).
 */
export function chargedVatRate(
  destination: VatRates | null,
  vatClass: 'standard' | 'reduced',
  exemption: VatExemption | null,
): number {
  return exemption || !destination ? 0 : vatRateOf(destination, vatClass);
}

/**
 * Whether no VAT is charged, and why: outside the EU it is an export; inside it, a business with a
 * valid VAT id of another country than the seller's pays it itself (reverse charge).
 */
export function vatExemptionOf(
  destination: { eu: boolean },
  vatId: string | null,
  shopCountry: string,
): VatExemption | null {
  if (!destination.eu) return 'export';
  if (!vatId) return null;
  // VAT ids start with the country's code (Greece writes EL).
  const prefix = vatId.slice(0, 2).toUpperCase();
  const vatCountry = prefix === 'EL' ? 'GR' : prefix;
  return vatCountry !== shopCountry ? 'reverseCharge' : null;
}

/**
 * What is paid of a gross price: all of it, or without the seller's VAT (at `sellerRate`) where none
 * is charged. Without a seller's rate (an unknown shop country) the gross stays.
 */
export function payableAmount(
  gross: number,
  exemption: VatExemption | null,
  sellerRate: number | null,
): number {
  return exemption && sellerRate !== null ? netOfGross(gross, sellerRate) : gross;
}

/** The VAT of everything at one rate. */
export interface VatGroup {
  rate: number;
  gross: number;
  net: number;
  vat: number;
}

/**
 * The VAT per rate of gross amounts, highest rate first. VAT is worked out once per rate on the sum
 * of everything at that rate: round(gross × rate / (10000 + rate)), net = gross − VAT; so the groups
 * add up to the total to the cent. Amounts of 0 add no group.
 */
export function vatGroups(amounts: Iterable<{ rate: number; gross: number }>): VatGroup[] {
  const byRate = new Map<number, number>();
  for (const { rate, gross } of amounts) {
    if (gross !== 0) byRate.set(rate, (byRate.get(rate) ?? 0) + gross);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, gross]) => ({ rate, gross, net: netOfGross(gross, rate), vat: vatOfGross(gross, rate) }));
}
