import { describe, expect, it } from 'vitest';
import { creditNoteProblems, invoiceProblems, unitPriceNet } from './facts.ts';
import { creditNoteFacts, invoiceFacts } from './test-support.ts';

describe('invoice facts', () => {
  it('add up as the cart works them out: per rate, once, to the cent', () => {
    expect(invoiceProblems(invoiceFacts())).toEqual([]);
    expect(invoiceProblems(invoiceFacts({ shipping: null }))).toEqual([]);
    expect(
      invoiceProblems(
        invoiceFacts({
          vatExemption: 'export',
          lines: [{ name: 'Grinder', sku: 'G', quantity: 1_000_000, unitPrice: 4_193_000, vatRate: 0 }],
          shipping: { method: 'Freight', amount: 0, vatRate: 0 },
        }),
      ),
    ).toEqual([]);
  });

  it('may be a zero-amount order: a line given away, nothing per rate', () => {
    const free = invoiceFacts({
      lines: [{ name: 'Gift', sku: 'GIFT', quantity: 1, unitPrice: 990, vatRate: 1900, discount: 990 }],
      shipping: null,
    });
    expect(free.vat).toEqual([{ rate: 1900, net: 0, vat: 0 }]);
    expect(invoiceProblems(free)).toEqual([]);
    expect(invoiceProblems({ ...free, vat: [] })).toEqual([]);
  });

  it('name what does not add up', () => {
    const good = invoiceFacts();
    expect(invoiceProblems({ ...good, totals: { ...good.totals, net: good.totals.net - 1 } })).toEqual([
      `totals.net is ${good.totals.net - 1}, vat gives ${good.totals.net}`,
    ]);
    expect(invoiceProblems({ ...good, vat: good.vat.slice(1) })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^vat has no entry for rate 1900/)]),
    );
    expect(invoiceProblems({ ...good, currency: 'euro' })).toEqual(['currency must be ISO 4217, got euro']);
    expect(
      invoiceProblems({
        ...good,
        lines: good.lines.map((line, index) => (index === 1 ? { ...line, quantity: 0 } : line)),
      }),
    ).toEqual(['lines[1].quantity must be 1-1000000, got 0']);
    expect(invoiceProblems(invoiceFacts({ vatExemption: 'reverseCharge' }))).toEqual([
      'no VAT is charged under reverseCharge, yet vat is 1767',
      'reverse charge needs the buyer’s VAT id (Art. 226(4))',
    ]);
  });

  it('give the unit price without VAT, rounded half away from zero', () => {
    expect(
      unitPriceNet({
        name: 'x',
        sku: 'x',
        quantity: 1,
        unitPrice: 4990,
        discount: 0,
        total: 4990,
        vatRate: 1900,
      }),
    ).toBe(4193);
    expect(
      unitPriceNet({
        name: 'x',
        sku: 'x',
        quantity: 1,
        unitPrice: 4193,
        discount: 0,
        total: 4193,
        vatRate: 0,
      }),
    ).toBe(4193);
  });
});

describe('credit note facts', () => {
  it('add up like an invoice’s and name their refund and dates', () => {
    const refund = creditNoteFacts(invoiceFacts(), 'INV-2026-000001');
    expect(creditNoteProblems(refund)).toEqual([]);
    expect(creditNoteProblems({ ...refund, refundDate: '2026-13-01', refundId: 0 })).toEqual([
      'refundDate must be YYYY-MM-DD, got 2026-13-01',
      'refundId must be an id',
    ]);
  });

  it('may give back the shipping charge alone, where an invoice needs lines', () => {
    const invoice = invoiceFacts();
    const { supplyDate: _supplyDate, ...shippingOnly } = invoiceFacts({
      ...invoice,
      lines: [],
      shipping: { method: 'Standardpaket', amount: 495, vatRate: 1900 },
    });
    const refund = {
      ...shippingOnly,
      refundId: 7,
      invoiceNumber: 'INV-2026-000001',
      refundDate: '2026-12-01',
    };
    expect(refund.vat).toEqual([{ rate: 1900, net: 416, vat: 79 }]);
    expect(creditNoteProblems(refund)).toEqual([]);
    expect(invoiceProblems({ ...refund, supplyDate: '2026-12-01' })).toEqual([
      'an invoice needs at least one line',
    ]);
    expect(
      creditNoteProblems({ ...refund, shipping: null, vat: [], totals: { net: 0, vat: 0, gross: 0 } }),
    ).toEqual(['a document needs at least one line']);
  });
});
