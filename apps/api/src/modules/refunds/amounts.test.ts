import { describe, expect, it } from 'vitest';
import { creditNoteProblems } from '../documents/facts.ts';
import { creditNoteFacts, invoiceFacts } from '../documents/test-support.ts';
import { creditNoteAmounts, lineRefundAmount } from './amounts.ts';

const line = (quantity: number, unitPrice: number, discount: number) => ({
  position: 0,
  productId: 1,
  name: 'Kaffeemühle',
  sku: 'KM-1',
  quantity,
  unitPrice,
  discount,
  total: unitPrice * quantity - discount,
  vatRate: 1900,
});

describe('what units of a line give back', () => {
  it('shares the line total by unit, to the cent, the last unit taking the remainder', () => {
    const tenEuros = line(3, 400, 200);
    expect([0, 1, 2].map((before) => lineRefundAmount(tenEuros, before, 1))).toEqual([333, 333, 334]);
    expect(lineRefundAmount(tenEuros, 0, 3)).toBe(1000);
    expect(lineRefundAmount(tenEuros, 1, 2)).toBe(667);
  });

  it('never gives a unit back for more than its price, whatever the discount left over', () => {
    // 299 for three units of 100: two at 99 and the last at 101 would be dearer than it was sold.
    const oneCentOff = line(3, 100, 1);
    const shares = [0, 1, 2].map((before) => lineRefundAmount(oneCentOff, before, 1));
    expect(shares).toEqual([99, 100, 100]);
    expect(shares.every((share) => share <= 100)).toBe(true);
  });

  it('stays exact for dear lines of a million units', () => {
    const dear = line(1_000_000, 4_193_000, 7);
    expect(lineRefundAmount(dear, 0, 999_999) + lineRefundAmount(dear, 999_999, 1)).toBe(dear.total);
    expect(lineRefundAmount(dear, 999_999, 1)).toBe(4_193_000);
  });

  it('refuses units the line does not have', () => {
    expect(() => lineRefundAmount(line(2, 100, 0), 1, 2)).toThrow(RangeError);
    expect(() => lineRefundAmount(line(2, 100, 0), 0, 0)).toThrow(RangeError);
  });
});

describe('a refund’s credit note amounts', () => {
  const invoice = invoiceFacts({
    lines: [
      { name: 'Mühle', sku: 'M', quantity: 3, unitPrice: 400, vatRate: 1900, discount: 200 },
      { name: 'Bohnen', sku: 'B', quantity: 2, unitPrice: 1699, vatRate: 700 },
    ],
  });
  const facts = (amounts: ReturnType<typeof creditNoteAmounts>) => ({
    ...creditNoteFacts(invoice, 'INV-2026-000001'),
    ...amounts,
  });

  it('lists the units at their price with the rest as discount, and VAT per rate of what goes back', () => {
    const grinder = { ...line(3, 400, 200), name: 'Mühle', sku: 'M' };
    const amounts = creditNoteAmounts(invoice, [{ line: grinder, quantity: 1, amount: 333 }], 495);
    expect(amounts.lines).toEqual([
      { name: 'Mühle', sku: 'M', quantity: 1, unitPrice: 400, discount: 67, total: 333, vatRate: 1900 },
    ]);
    expect(amounts.shipping).toEqual({ method: 'Standardpaket', amount: 495, vatRate: 1900 });
    // 333 + 495 = 828 at 19 %: VAT 132.2 → 132.
    expect(amounts.vat).toEqual([{ rate: 1900, net: 696, vat: 132 }]);
    expect(amounts.totals).toEqual({ net: 696, vat: 132, gross: 828 });
    expect(creditNoteProblems(facts(amounts))).toEqual([]);
  });

  it('gives back everything as the invoice charged it, rate by rate', () => {
    const lines = invoice.lines.map((sold, position) => ({
      line: { ...sold, position, productId: position + 1 },
      quantity: sold.quantity,
      amount: sold.total,
    }));
    const amounts = creditNoteAmounts(invoice, lines, invoice.shipping?.amount ?? 0);
    expect([...amounts.vat].sort((a, b) => a.rate - b.rate)).toEqual(
      [...invoice.vat].sort((a, b) => a.rate - b.rate),
    );
    expect(amounts.totals).toEqual(invoice.totals);
    expect(creditNoteProblems(facts(amounts))).toEqual([]);
  });
});
