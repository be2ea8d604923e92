/**
 * What a refund gives back, to the cent (docs/flows.md#refunding-lines-and-shipping): a line's total (after
 * its allocated discount) is shared by its units, and the credit note's VAT is worked out per rate on what is
 * refunded, the way the invoice worked it out on what was sold.
 */
import { multiply, netOfGross, vatOfGross } from '@tendero/contract';
import type { CreditNoteFacts, InvoiceFacts } from '../documents/index.ts';
import type { RefundableLine } from '../orders/index.ts';

/**
 * What the first `units` units of a line are worth: its total × units / quantity, rounded down. The
 * units in between differ by a cent at most and the last one takes the remainder, so refunding every
 * unit, in one refund or in several, gives back exactly the line's total. (Rounding each unit down and
 * leaving all the remainder to the last unit could make the last unit dearer than its price.)
 */
function firstUnitsWorth(line: Pick<RefundableLine, 'quantity' | 'total'>, units: number): number {
  // total × units passes 2^53 for dear lines of many units: BigInt keeps the cents exact.
  return Number((BigInt(line.total) * BigInt(units)) / BigInt(line.quantity));
}

/** What `units` more units of a line give back when `refundedBefore` of its units were refunded already. */
export function lineRefundAmount(
  line: Pick<RefundableLine, 'quantity' | 'total'>,
  refundedBefore: number,
  units: number,
): number {
  if (units < 1 || refundedBefore < 0 || refundedBefore + units > line.quantity)
    throw new RangeError(`units ${refundedBefore}+${units} of ${line.quantity}`);
  return firstUnitsWorth(line, refundedBefore + units) - firstUnitsWorth(line, refundedBefore);
}

/** Units of one order line a refund gives back, and what they are worth. */
export interface RefundPart {
  line: RefundableLine;
  quantity: number;
  amount: number;
}

export type CreditNoteAmounts = Pick<
  CreditNoteFacts,
  'currency' | 'lines' | 'shipping' | 'vat' | 'totals' | 'vatExemption'
>;

/**
 * The amounts of a refund's credit note: each refunded line at its unit price, the part of the price
 * not given back shown as its discount (as the invoice showed the line's); the shipping charge when it
 * is refunded; VAT per rate of what is refunded.
 */
export function creditNoteAmounts(
  invoice: InvoiceFacts,
  parts: readonly RefundPart[],
  shipping: number,
): CreditNoteAmounts {
  const lines = parts.map(({ line, quantity, amount }) => ({
    name: line.name,
    sku: line.sku,
    quantity,
    unitPrice: line.unitPrice,
    discount: multiply(line.unitPrice, quantity) - amount,
    total: amount,
    vatRate: line.vatRate,
  }));
  const shippingVatRate = invoice.shipping?.vatRate ?? 0;
  const grossByRate = new Map<number, number>();
  const add = (rate: number, gross: number) => grossByRate.set(rate, (grossByRate.get(rate) ?? 0) + gross);
  for (const line of lines) add(line.vatRate, line.total);
  if (shipping > 0) add(shippingVatRate, shipping);
  const vat = [...grossByRate]
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => ({ rate, net: netOfGross(gross, rate), vat: vatOfGross(gross, rate) }));
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  return {
    currency: invoice.currency,
    lines,
    shipping:
      shipping > 0
        ? { method: invoice.shipping?.method ?? '', amount: shipping, vatRate: shippingVatRate }
        : null,
    vat,
    totals: {
      net: sum(vat.map((group) => group.net)),
      vat: sum(vat.map((group) => group.vat)),
      gross: sum([...grossByRate.values()]),
    },
    vatExemption: invoice.vatExemption,
  };
}
